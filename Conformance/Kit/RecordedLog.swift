/// One case's log as recorded by a process of its own: how the runner receives the events of an
/// engine it cannot link, Apple's 6.4 Observation built from source as a module named
/// `Observation` (`conformance --apple-6.4`), which would clash with the toolchain's.
public struct RecordedLog: Sendable, Codable, Equatable {
    /// The case's name, by which the runner pairs it with ours.
    public let name: String
    /// The events the case recorded.
    public let events: [String]
    /// Why the case could not run on that engine, as `EventLog.skipReason` said.
    public let skipReason: String?

    /// A log as `record(_:filter:)` makes it, or as the runner decodes it.
    public init(name: String, events: [String], skipReason: String?) {
        self.name = name
        self.events = events
        self.skipReason = skipReason
    }
}

/// Runs every case of `catalog` whose name or source contains `filter` and returns their logs.
@MainActor
public func record(_ catalog: [ConformanceCase], filter: String? = nil) async -> [RecordedLog] {
    var logs: [RecordedLog] = []
    for oneCase in catalog where oneCase.matches(filter) {
        let log = await oneCase.run()
        logs.append(RecordedLog(name: oneCase.name, events: log.events, skipReason: log.skipReason))
    }
    return logs
}

/// Judges our cases against Apple's recorded logs, paired by name, in the order of Apple's logs
/// followed by the cases only we have. Both sides are the same case sources, so ours describes
/// each pair; a recorded log without a case of ours is reported as missing.
@MainActor
public func runConformance(
    appleRecorded: [RecordedLog], ours oursCatalog: [ConformanceCase], filter: String? = nil
) async -> [CaseResult] {
    let oursByName = Dictionary(oursCatalog.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let appleNames = Set(appleRecorded.map(\.name))
    var results: [CaseResult] = []
    for appleLog in appleRecorded {
        guard let oursCase = oursByName[appleLog.name] else {
            results.append(CaseResult(missingOurs: appleLog))
            continue
        }
        let oursLog = await oursCase.run()
        results.append(CaseResult(
            apple: nil, ours: oursCase, apple: appleLog.events, ours: oursLog.events,
            skipReason: appleLog.skipReason ?? oursLog.skipReason))
    }
    for oursCase in oursCatalog where !appleNames.contains(oursCase.name) && oursCase.matches(filter) {
        let oursLog = await oursCase.run()
        results.append(CaseResult(
            apple: nil, ours: oursCase, apple: nil, ours: oursLog.events, skipReason: oursLog.skipReason))
    }
    return results
}

extension CaseResult {
    /// A recorded Apple log for which our catalog has no case.
    init(missingOurs appleLog: RecordedLog) {
        name = appleLog.name
        source = "(only in Apple's build)"
        documented = []
        documentedForOlderSwift = nil
        deliberateDifference = nil
        oursDeliberately = nil
        documentedForSwift64 = nil
        apple = appleLog.events
        ours = nil
        skipReason = nil
        verdict = .missing
    }
}
