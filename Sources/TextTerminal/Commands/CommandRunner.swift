import TextViews

/// Runs commands against a `TextHost` and reports, for each, the new frame and which views
/// re-evaluated: the engine of `--script` runs, of a `TerminalApp`'s plain mode, and of tests.
///
///     let runner = CommandRunner(TextHost(CounterView(model: Counter())))
///     print(try runner.perform("tap +").text)
///     // ── tap +
///     // Count: 1
///     // evaluated: CounterView 1
///
/// Each command runs on a host brought up to date, with its evaluation counts reset, so a
/// report counts exactly what that command caused.
@MainActor public final class CommandRunner {
    /// What one command did.
    public struct Report: Equatable, Sendable {
        /// The command as written, or `start` for the first frame.
        public let step: String
        /// The frame after the command.
        public let frame: String
        /// Whether the frame differs from the one before the command.
        public let frameChanged: Bool
        /// How many times each view's body ran because of the command, by view type name.
        public let evaluationCounts: [String: Int]

        /// Makes a report (the runner makes them; this is for tests of code that prints them).
        public init(step: String, frame: String, frameChanged: Bool, evaluationCounts: [String: Int]) {
            self.step = step
            self.frame = frame
            self.frameChanged = frameChanged
            self.evaluationCounts = evaluationCounts
        }

        /// The report as scripts and plain mode print it: a heading, the frame (or
        /// `(same frame)`), and the views that re-evaluated, by name.
        public var text: String {
            """
            ── \(step)
            \(frameChanged ? frame : "(same frame)")
            \(Self.evaluatedLine(evaluationCounts))
            """
        }

        /// `evaluated: AppView 1, CounterView 1`, or `evaluated: nothing`.
        public static func evaluatedLine(_ counts: [String: Int]) -> String {
            let names = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            return "evaluated: " + (names.isEmpty ? "nothing" : names.joined(separator: ", "))
        }
    }

    /// Why a command could not run.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// `tick` where no clock can be advanced by hand.
        case noClock

        /// Says why, and what to do.
        public var description: String {
            switch self {
            case .noClock: "this app has no scripted clock: `tick` needs one (see CommandRunner.init)"
            }
        }
    }

    /// The host the commands act on.
    public let host: TextHost
    /// The report of the first frame: what rendering it evaluated.
    public let start: Report
    private let advanceClock: ((Int) -> Void)?

    /// - Parameters:
    ///   - host: a host, fresh or not; its counts so far make the `start` report.
    ///   - advanceClock: lets the given seconds pass for the app's timers (`tick`); without it,
    ///     `tick` fails with ``Failure/noClock``.
    public init(_ host: TextHost, advanceClock: ((Int) -> Void)? = nil) {
        self.host = host
        self.advanceClock = advanceClock
        host.runUntilIdle()
        start = Report(step: "start", frame: host.frame, frameChanged: true, evaluationCounts: host.evaluationCounts)
    }

    /// Applies `command`, then updates until nothing is pending. `help` and `quit` change
    /// nothing here: the session running the commands acts on them.
    public func perform(_ command: TextHost.Command) throws -> Report {
        let before = host.frame
        host.resetEvaluationCounts()
        switch command {
        case .use(let verb, let address, let value):
            guard let (kind, _) = ControlKinds.kind(answering: verb) else { throw TextHost.Command.ParseError(line: command.description) }
            try host.use(verb, of: kind, at: address, value: value)
        case .tick(let seconds):
            guard let advanceClock else { throw Failure.noClock }
            advanceClock(seconds)
        case .update, .help, .quit: break
        }
        host.runUntilIdle()
        return Report(step: command.description, frame: host.frame, frameChanged: host.frame != before,
                      evaluationCounts: host.evaluationCounts)
    }

    /// Reads and applies one command.
    public func perform(_ line: String) throws -> Report {
        try perform(TextHost.Command(line))
    }
}
