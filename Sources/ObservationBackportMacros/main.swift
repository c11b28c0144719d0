import ObservationMacroSupport

// The compiler starts this executable and talks to it over stdin/stdout; see PluginTransport.
PluginTransport.serveStandardStreams()
