/// View code imports TextViews alone: the core (the view protocol, state, `TextHost`) comes with it.
@_exported import TextRendering
