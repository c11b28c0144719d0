/// The outcome of one case on both engines.
public struct CaseResult: Sendable, Codable {
    public enum Verdict: String, Sendable, Codable {
        /// Our events equal Apple's, and Apple's match the document (or the drift is explained).
        case pass
        /// Our events differ from Apple's (or, for a deliberate difference, from `oursDeliberately`).
        case fail
        /// Our events differ from Apple's as the case's `deliberateDifference` says they do, and
        /// equal its `oursDeliberately`.
        case deliberate
        /// One engine's catalog lacks the case.
        case missing
        /// Apple's events contradict the document without an explanation (or the explanation
        /// claims a drift that Apple does not show): the case itself needs fixing.
        case unexplainedDrift = "drift"
        /// The case could not be compared here (`skipReason` says why); neither passed nor failed.
        case skipped
    }

    public let name: String
    public let source: String
    public let documented: [String]
    public let documentedForOlderSwift: String?
    public let deliberateDifference: String?
    public let oursDeliberately: [String]?
    /// The events Apple's 6.4 code records where Swift 6.4 changed the behaviour (see `Swift64Change`).
    public let documentedForSwift64: [String]?
    public let apple: [String]?
    public let ours: [String]?
    public let verdict: Verdict
    /// Set when the verdict is `.skipped`.
    public let skipReason: String?

    public var passed: Bool { verdict == .pass || verdict == .deliberate }
    /// A failure of the suite: a skipped case is neither passed nor failed.
    public var failed: Bool { !passed && verdict != .skipped }

    public init(apple appleCase: ConformanceCase?, ours oursCase: ConformanceCase?,
                apple: [String]?, ours: [String]?, skipReason: String? = nil) {
        let described = appleCase ?? oursCase!
        name = described.name
        source = described.source
        documented = described.documented
        documentedForOlderSwift = described.documentedForOlderSwift
        deliberateDifference = described.deliberateDifference
        oursDeliberately = described.oursDeliberately
        documentedForSwift64 = described.changedInSwift64?.events
        self.apple = apple
        self.ours = ours
        self.skipReason = skipReason
        verdict = skipReason == nil ? Self.judge(described, apple: apple, ours: ours) : .skipped
    }

    /// The result of a case only ObservationBackport can run (Apple's Observation on this
    /// machine predates the API it tests): it passes when our events are the documented ones,
    /// which the case writes from Apple's sources, not from a run.
    public init(documentedOnly oursCase: ConformanceCase, ours: [String]) {
        name = oursCase.name
        source = oursCase.source
        documented = oursCase.documented
        documentedForOlderSwift = nil
        deliberateDifference = oursCase.deliberateDifference
        oursDeliberately = oursCase.oursDeliberately
        documentedForSwift64 = oursCase.changedInSwift64?.events
        apple = nil
        self.ours = ours
        skipReason = nil
        verdict = ours == oursCase.documented ? .pass : .fail
    }

    private static func judge(_ described: ConformanceCase, apple: [String]?, ours: [String]?) -> Verdict {
        guard let apple, let ours else { return .missing }
        // Apple logging what Swift 6.4 changed the behaviour to is Apple 6.4: ours follows it.
        if let swift64 = described.changedInSwift64?.events, apple == swift64 {
            return ours == apple ? .pass : .fail
        }
        let appleMatchesDocument = apple == described.documented
        let driftExplained = described.documentedForOlderSwift != nil
        guard appleMatchesDocument != driftExplained else { return .unexplainedDrift }
        if let pinned = described.oursDeliberately { return ours == pinned ? .deliberate : .fail }
        return ours == apple ? .pass : .fail
    }
}

/// Runs every case of both catalogs whose name or source contains `filter` (case-insensitive),
/// pairing them by name, in the order of Apple's catalog followed by cases only we have.
@MainActor
public func runConformance(
    apple appleCatalog: [ConformanceCase], ours oursCatalog: [ConformanceCase], filter: String? = nil
) async -> [CaseResult] {
    let oursByName = Dictionary(oursCatalog.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let appleNames = Set(appleCatalog.map(\.name))
    var results: [CaseResult] = []
    for appleCase in appleCatalog where appleCase.matches(filter) {
        let oursCase = oursByName[appleCase.name]
        let appleLog = await appleCase.run()
        let oursLog = await oursCase?.run()
        results.append(CaseResult(
            apple: appleCase, ours: oursCase, apple: appleLog.events, ours: oursLog?.events,
            skipReason: appleLog.skipReason ?? oursLog?.skipReason))
    }
    for oursCase in oursCatalog where !appleNames.contains(oursCase.name) && oursCase.matches(filter) {
        let oursLog = await oursCase.run()
        results.append(CaseResult(
            apple: nil, ours: oursCase, apple: nil, ours: oursLog.events, skipReason: oursLog.skipReason))
    }
    return results
}

/// Runs the cases only ObservationBackport can run (see `CaseResult.init(documentedOnly:ours:)`)
/// whose name or source contains `filter`.
@MainActor
public func runDocumentedOnly(_ catalog: [ConformanceCase], filter: String? = nil) async -> [CaseResult] {
    var results: [CaseResult] = []
    for oursCase in catalog where oursCase.matches(filter) {
        results.append(CaseResult(documentedOnly: oursCase, ours: await oursCase.run().events))
    }
    return results
}
