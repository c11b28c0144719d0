import TextTerminal
import TextViews

/// A sample app: a port of a seed article's SwiftUI example to the text view system.
public struct Sample: Sendable {
    public let name: String
    /// One line for the list of samples.
    public let summary: String
    /// One line on screen: what to try and what to watch.
    public let hint: String
    /// The commands `--script` runs when it is given none; they show what the sample is about.
    public let demoScript: String
    /// Builds a host for the app's root view; its timers (if any) take their seconds from `timers`.
    let makeHost: @MainActor @Sendable (any TimerSource) -> TextHost

    /// Every sample, in the order they are listed.
    public static let all: [Sample] = [.chat, .person, .counter, .playground, .todos, .dashboard]

    /// The sample called `name`, in any case (`Counter` finds `counter`).
    public static func named(_ name: String) -> Sample? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    #if VIEWHOST_TERMINAL
    /// The app, ready to run in a terminal with real seconds, its hint shown under the frame.
    @MainActor public func makeTerminalApp(showsEvaluations: Bool = false) -> TerminalApp {
        let app = TerminalApp(makeHost(ClockTimers()), showsEvaluations: showsEvaluations)
        app.header = hint
        return app
    }
    #endif
}

extension CommandRunner {
    /// A runner for `sample` whose timers tick only on `tick`, so that a run is repeatable.
    public convenience init(_ sample: Sample) {
        let timers = ScriptedTimers()
        self.init(sample.makeHost(timers), advanceClock: { timers.advance(seconds: $0) })
    }
}

extension Sample {
    /// What `samples <name> --script` prints: the hint, the first frame, then a report per
    /// command (`help` prints the commands, `quit` stops). Throws the first command's error.
    @MainActor public func runScript(_ commands: [TextHost.Command], print: (String) -> Void) throws {
        let runner = CommandRunner(self)
        print(hint)
        print(runner.start.text)
        for command in commands {
            switch command {
            case .quit: return
            case .help: print(TextHost.Command.helpText)
            default:
                do {
                    print(try runner.perform(command).text)
                } catch {
                    throw ScriptFailure(command: command, error: error)
                }
            }
        }
    }

    /// A script command that failed, and why.
    public struct ScriptFailure: Error, CustomStringConvertible {
        public let command: TextHost.Command
        public let error: any Error
        public var description: String { "\(command): \(error)" }
    }
}
