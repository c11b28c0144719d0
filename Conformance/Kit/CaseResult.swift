/// The outcome of one case on both engines.
public struct CaseResult: Sendable, Codable {
    public enum Verdict: String, Sendable, Codable {
        /// Our events equal Apple's, and Apple's match the document (or the drift is explained).
        case pass
        /// Our events differ from Apple's.
        case fail
        /// Our events differ from Apple's as the case's `deliberateDifference` says they do.
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
        self.apple = apple
        self.ours = ours
        verdict = Self.judge(described, apple: apple, ours: ours)
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
        apple = nil
        self.ours = ours
        verdict = ours == oursCase.documented ? .pass : .fail
    }

    private static func judge(_ described: ConformanceCase, apple: [String]?, ours: [String]?) -> Verdict {
        guard let apple, let ours else { return .missing }
        let appleMatchesDocument = apple == described.documented
        let driftExplained = described.documentedForOlderSwift != nil
        guard appleMatchesDocument != driftExplained else { return .unexplainedDrift }
        if ours == apple { return .pass }
        return described.deliberateDifference == nil ? .fail : .deliberate
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

/// Runs the cases only ObservationBackport can run (see `CaseResult.init(documentedOnly:ours:)`)
/// whose name or source contains `filter`.
@MainActor
public func runDocumentedOnly(_ catalog: [ConformanceCase], filter: String? = nil) async -> [CaseResult] {
    var results: [CaseResult] = []
    for oursCase in catalog {
        if let filter, !filter.isEmpty, !oursCase.name.lowercased().contains(filter.lowercased()),
            !oursCase.source.lowercased().contains(filter.lowercased())
        {
            continue
        }
        results.append(CaseResult(documentedOnly: oursCase, ours: await oursCase.run()))
    }
    return results
}
