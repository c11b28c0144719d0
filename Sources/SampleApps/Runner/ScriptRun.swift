import ViewHost

/// Runs a sample without a terminal: each step is applied, the host is brought up to date, and
/// the resulting frame and the views that re-evaluated are recorded.
@MainActor public final class ScriptRun {
    /// What one step did.
    public struct Report: Equatable, Sendable {
        /// The step, or `start` for the first frame.
        public let step: String
        public let frame: String
        /// Whether the frame differs from the one before the step.
        public let frameChanged: Bool
        /// How many times each view's body ran during the step, by view type name.
        public let evaluationCounts: [String: Int]
    }

    public let host: TextHost
    private let timers = ScriptedTimers()
    /// The report of the first frame.
    public let start: Report

    public init(_ sample: Sample) {
        host = sample.makeHost(timers)
        start = Report(step: "start", frame: host.frame, frameChanged: true, evaluationCounts: host.evaluationCounts)
    }

    /// Applies `step`, then updates until nothing is pending.
    public func perform(_ step: Step) throws -> Report {
        let before = host.frame
        host.resetEvaluationCounts()
        switch step {
        case .tap(let address): try host.tap(address)
        case .toggle(let address): try host.toggle(address)
        case .type(let text, let address): try host.enter(text, into: address)
        case .tick(let seconds): timers.advance(seconds: seconds)
        }
        host.runUntilIdle()
        return Report(step: step.description, frame: host.frame, frameChanged: host.frame != before,
                      evaluationCounts: host.evaluationCounts)
    }

    /// Parses and applies `text` (one step).
    public func perform(_ text: String) throws -> Report {
        try perform(Step(text))
    }
}

extension ScriptRun.Report {
    /// The report as `--script` prints it: a heading, the frame (or a note that it did not
    /// change), and the views that re-evaluated.
    public var text: String {
        let counts = evaluationCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        return """
            ── \(step)
            \(frameChanged ? frame : "(same frame)")
            evaluated: \(counts.isEmpty ? "nothing" : counts.joined(separator: ", "))
            """
    }
}
