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
    }

    public let name: String
    public let source: String
    public let documented: [String]
    public let documentedForOlderSwift: String?
    public let deliberateDifference: String?
    public let oursDeliberately: [String]?
    public let apple: [String]?
    public let ours: [String]?
    public let verdict: Verdict

    public var passed: Bool { verdict == .pass || verdict == .deliberate }

    public init(apple appleCase: ConformanceCase?, ours oursCase: ConformanceCase?,
                apple: [String]?, ours: [String]?) {
        let described = appleCase ?? oursCase!
        name = described.name
        source = described.source
        documented = described.documented
        documentedForOlderSwift = described.documentedForOlderSwift
        deliberateDifference = described.deliberateDifference
        oursDeliberately = described.oursDeliberately
        self.apple = apple
        self.ours = ours
        verdict = Self.judge(described, apple: apple, ours: ours)
    }

    private static func judge(_ described: ConformanceCase, apple: [String]?, ours: [String]?) -> Verdict {
        guard let apple, let ours else { return .missing }
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
    func selected(_ c: ConformanceCase) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return c.name.lowercased().contains(filter.lowercased())
            || c.source.lowercased().contains(filter.lowercased())
    }
    let oursByName = Dictionary(oursCatalog.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let appleNames = Set(appleCatalog.map(\.name))
    var results: [CaseResult] = []
    for appleCase in appleCatalog where selected(appleCase) {
        let oursCase = oursByName[appleCase.name]
        let appleEvents = await appleCase.run()
        let oursEvents = await oursCase?.run()
        results.append(CaseResult(apple: appleCase, ours: oursCase, apple: appleEvents, ours: oursEvents))
    }
    for oursCase in oursCatalog where !appleNames.contains(oursCase.name) && selected(oursCase) {
        results.append(CaseResult(apple: nil, ours: oursCase, apple: nil, ours: await oursCase.run()))
    }
    return results
}
