/// What one evaluation of a view leaves behind: resolved text and controls, and the child nodes
/// of composite views. Layout reads only items, never models, so every model read happens while
/// the owning node evaluates (tracked by its `ObservationHost`, or reported as untracked).
@MainActor package indirect enum Item {
    case text(String)
    /// Text made of runs in different styles (`Text + Text`, `.bold()` on a `Text`).
    case styledText([TextRun])
    /// Items drawn in a style (`.bold()`, `.foregroundColor(_:)` on any view).
    case styled([Item], TextStyle)
    case vstack(alignment: TextUI.HorizontalAlignment, spacing: Int, [Item])
    case hstack(alignment: TextUI.VerticalAlignment, spacing: Int, [Item])
    case divider
    case spacer
    case control(Control)
    case padded([Item], Insets)
    case bordered([Item])
    case framed([Item], width: Int, alignment: TextUI.HorizontalAlignment)
    case badged([Item], String)
    /// A `TabView`'s buttons side by side over a rule, heavy under the selected one.
    case tabBar([Item], selected: Int?)
    case node(Node)
}

package struct Insets: Equatable {
    package var top = 0, leading = 0, bottom = 0, trailing = 0

    package init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
