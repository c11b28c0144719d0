import ViewHost

/// A sample app: a port of a seed article's SwiftUI example to the text view system.
public struct Sample: Sendable {
    public let name: String
    /// One line for the list of samples.
    public let summary: String
    /// The steps `--script` runs when it is given none; they show what the sample is about.
    public let demoScript: String
    /// Builds a host for the app's root view; its timers (if any) take their seconds from `timers`.
    let makeHost: @MainActor @Sendable (any TimerSource) -> TextHost

    /// Every sample, in the order they are listed.
    public static let all: [Sample] = [.chat, .person, .counter, .playground, .todos]

    public static func named(_ name: String) -> Sample? {
        all.first { $0.name == name }
    }

    #if VIEWHOST_TERMINAL
    /// The app, ready to run in a terminal with real seconds.
    @MainActor public func makeTerminalApp() -> TerminalApp {
        TerminalApp(makeHost(ClockTimers()))
    }
    #endif
}
