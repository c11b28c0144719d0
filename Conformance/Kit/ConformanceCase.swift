/// One documented expectation about Observation, written once against the public API and run
/// against each engine.
///
/// `documented` is transcribed by hand from the source (a seed article, a proposal, the measured
/// facts): it is never produced by running an engine. The verdict compares our engine's events
/// with Apple's; `documented` tells the reader what was promised and flags drift in the suite.
public struct ConformanceCase: Sendable {
    /// Unique across the catalog; the runner pairs the two engines' cases by name.
    public let name: String
    /// Where the expectation comes from: "seed 003 · Arrays", "SE-0395 · Subclasses", …
    public let source: String
    /// The events the source states, in the form `run` records them.
    public let documented: [String]
    /// Set when the source documents behaviour that Swift 6.3 no longer has: says which Swift
    /// versions behaved as documented and what changed. Apple 6.3 is then the reference.
    public let documentedForOlderSwift: String?
    /// Set when ObservationBackport differs from Apple 6.3 on purpose (a difference the project
    /// documents): the row shows both and passes as "deliberate" while ours stays as described.
    public let deliberateDifference: String?
    /// Records the observed events into the log it is given.
    public let body: @MainActor @Sendable (EventLog) async -> Void

    public init(
        _ name: String,
        source: String,
        documented: [String],
        documentedForOlderSwift: String? = nil,
        deliberateDifference: String? = nil,
        body: @escaping @MainActor @Sendable (EventLog) async -> Void
    ) {
        self.name = name
        self.source = source
        self.documented = documented
        self.documentedForOlderSwift = documentedForOlderSwift
        self.deliberateDifference = deliberateDifference
        self.body = body
    }

    /// Runs the case once and returns its log: the events it recorded, or why it skipped.
    @MainActor public func run() async -> EventLog {
        let log = EventLog()
        await body(log)
        return log
    }
}
