/// One documented expectation about Observation, written once against the public API and run
/// against each engine.
///
/// `documented` is transcribed by hand from the source (a seed article, a proposal, the measured
/// facts): it is never produced by running an engine. The verdict compares our engine's events
/// with Apple's; `documented` tells the reader what was promised and flags drift in the suite.
public struct ConformanceCase: Sendable {
    /// Unique across the catalog; the runner pairs the two engines' cases by name.
    public let name: String
    /// Where the expectation comes from: "Swift Observation: in-depth analysis · Arrays", "SE-0395 · Subclasses", …
    public let source: String
    /// The events the source states, in the form `run` records them.
    public let documented: [String]
    /// Set when the source documents behaviour that Swift 6.3 no longer has: says which Swift
    /// versions behaved as documented and what changed. Apple 6.3 is then the reference.
    public let documentedForOlderSwift: String?
    /// Set when ObservationBackport differs from Apple 6.3 on purpose (a difference the project
    /// documents): the row shows both and passes as "deliberate" while ours logs `oursDeliberately`.
    public let deliberateDifference: String?
    /// With `deliberateDifference`: the events ours must record, transcribed from the documented
    /// difference, so a deliberate row still fails when our engine changes.
    public let oursDeliberately: [String]?
    /// Set when Swift 6.4 changed what the case observes (see `Swift64Change`).
    public let changedInSwift64: Swift64Change?
    /// Records the observed events into the log it is given.
    public let body: @MainActor @Sendable (EventLog) async -> Void

    public init(
        _ name: String,
        source: String,
        documented: [String],
        documentedForOlderSwift: String? = nil,
        deliberateDifference: String? = nil,
        oursDeliberately: [String]? = nil,
        changedInSwift64: Swift64Change? = nil,
        body: @escaping @MainActor @Sendable (EventLog) async -> Void
    ) {
        self.name = name
        self.source = source
        self.documented = documented
        self.documentedForOlderSwift = documentedForOlderSwift
        precondition((deliberateDifference == nil) == (oursDeliberately == nil),
                     "\(name): a deliberate difference states its reason and the events ours records")
        precondition(changedInSwift64 == nil || deliberateDifference == nil,
                     "\(name): a change of Swift 6.4 is the case's deliberate difference from older Apples")
        self.deliberateDifference = deliberateDifference ?? changedInSwift64.map {
            "follows Swift 6.4, which changed this: \($0.change)"
        }
        self.oursDeliberately = oursDeliberately ?? changedInSwift64?.events
        self.changedInSwift64 = changedInSwift64
        self.body = body
    }

    /// Runs the case once and returns its log: the events it recorded, or why it skipped. A case
    /// still running after `caseDeadlineSeconds` is cancelled and its log ends with a line saying so.
    @MainActor public func run() async -> EventLog {
        let log = EventLog()
        let body = body
        if await !finishes(within: caseDeadlineSeconds, { await body(log) }) {
            log("still running after \(caseDeadlineSeconds) s: an awaited change never came?")
        }
        return log
    }
}

/// What Swift 6.4 changed in a behaviour that `documented` states for Swift 6.3. ObservationBackport
/// follows 6.4: against Apple's 6.4 code (`conformance --apple-6.4`, or an OS whose Observation
/// is 6.4's) ours must log what Apple logs, which must be `events`; against an older Apple, which
/// logs `documented`, ours differs on purpose and must log `events`.
public struct Swift64Change: Sendable {
    /// The events Apple's 6.4 code records, written from its sources.
    public let events: [String]
    /// What changed, quoting the 6.4 source that decides it.
    public let change: String

    /// A change of Swift 6.4: its events and what changed.
    public init(events: [String], change: String) {
        self.events = events
        self.change = change
    }
}
