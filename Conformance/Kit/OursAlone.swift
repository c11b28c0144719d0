/// Runs ObservationBackport's cases where Apple's Observation cannot run (an OS older than
/// macOS 14, iOS 17, tvOS 17 or watchOS 10): each case whose document states Swift 6.3's behaviour
/// is checked against that document; a case that needs Apple's log to be judged (the document
/// describes an older Swift, or ours differs from Apple on purpose) is reported as skipped.
@MainActor
public func runOursAlone(ours oursCatalog: [ConformanceCase], filter: String? = nil) async -> [CaseResult] {
    var results: [CaseResult] = []
    for oursCase in oursCatalog where oursCase.matches(filter) {
        let log = await oursCase.run()
        let skipReason = log.skipReason
            ?? (oursCase.documentedForOlderSwift != nil ? SkipReason.judgedAgainstAppleOnly : nil)
            ?? (oursCase.deliberateDifference != nil ? SkipReason.judgedAgainstAppleOnly : nil)
        results.append(CaseResult(alone: oursCase, ours: log.events, skipReason: skipReason))
    }
    return results
}

extension ConformanceCase {
    /// Whether the case's name or source contains `filter` (case-insensitive); every case
    /// matches no filter.
    public func matches(_ filter: String?) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return name.lowercased().contains(filter.lowercased()) || source.lowercased().contains(filter.lowercased())
    }
}

extension CaseResult {
    /// A row without Apple's events: ours against the document, or skipped.
    init(alone described: ConformanceCase, ours: [String], skipReason: String?) {
        name = described.name
        source = described.source
        documented = described.documented
        documentedForOlderSwift = described.documentedForOlderSwift
        deliberateDifference = described.deliberateDifference
        oursDeliberately = described.oursDeliberately
        documentedForSwift64 = described.changedInSwift64?.events
        apple = nil
        self.ours = ours
        self.skipReason = skipReason
        verdict = skipReason != nil ? .skipped : ours == described.documented ? .pass : .fail
    }
}
