import ConformanceKit
import Testing

/// How a row's verdict follows from the document, Apple's events and ours.
@Suite(.unbridged) struct VerdictTests {
    private func verdict(
        documented: [String], olderSwift: String? = nil, deliberately: (why: String, ours: [String])? = nil,
        apple: [String]?, ours: [String]?
    ) -> CaseResult.Verdict {
        let described = ConformanceCase("case", source: "test", documented: documented,
                                        documentedForOlderSwift: olderSwift,
                                        deliberateDifference: deliberately?.why,
                                        oursDeliberately: deliberately?.ours) { _ in }
        return CaseResult(apple: described, ours: described, apple: apple, ours: ours).verdict
    }

    @Test func oursEqualToAppleAndTheDocumentPasses() {
        #expect(verdict(documented: ["x"], apple: ["x"], ours: ["x"]) == .pass)
    }

    @Test func oursDifferentFromAppleFails() {
        #expect(verdict(documented: ["x"], apple: ["x"], ours: ["y"]) == .fail)
        #expect(verdict(documented: ["x"], apple: ["x"], ours: []) == .fail)
    }

    @Test func aDeliberateDifferenceIsShownAndPassesOnlyWithTheEventsItPins() {
        #expect(verdict(documented: ["x"], deliberately: ("why", ["y"]), apple: ["x"], ours: ["y"]) == .deliberate)
        #expect(verdict(documented: ["x"], deliberately: ("why", ["y"]), apple: ["x"], ours: ["z"]) == .fail)
        #expect(verdict(documented: ["x"], deliberately: ("why", ["y"]), apple: ["x"], ours: ["x"]) == .fail)
        #expect(verdict(documented: ["x"], deliberately: ("why", ["y"]), apple: ["z"], ours: ["y"]) == .unexplainedDrift)
    }

    @Test func aMissingSideFails() {
        #expect(verdict(documented: ["x"], apple: ["x"], ours: nil) == .missing)
        #expect(verdict(documented: ["x"], apple: nil, ours: ["x"]) == .missing)
    }

    @Test func anExplainedDriftComparesUsToApple() {
        #expect(verdict(documented: ["old"], olderSwift: "< 6.2", apple: ["new"], ours: ["new"]) == .pass)
        #expect(verdict(documented: ["old"], olderSwift: "< 6.2", apple: ["new"], ours: ["old"]) == .fail)
    }

    @Test func anUnexplainedOrUnfoundDriftFlagsTheCase() {
        #expect(verdict(documented: ["x"], apple: ["y"], ours: ["y"]) == .unexplainedDrift)
        #expect(verdict(documented: ["x"], olderSwift: "< 6.2", apple: ["x"], ours: ["x"]) == .unexplainedDrift)
    }

    @Test @MainActor func runnerPairsByNameAndFilters() async {
        let apple = [
            ConformanceCase("alpha", source: "seed 1", documented: ["a"]) { $0("a") },
            ConformanceCase("beta", source: "seed 2", documented: ["b"]) { $0("b") },
        ]
        let ours = [
            ConformanceCase("beta", source: "seed 2", documented: ["b"]) { $0("not b") },
            ConformanceCase("gamma", source: "seed 3", documented: ["c"]) { $0("c") },
        ]
        let all = await runConformance(apple: apple, ours: ours)
        #expect(all.map(\.name) == ["alpha", "beta", "gamma"])
        #expect(all.map(\.verdict) == [.missing, .fail, .missing])
        let filtered = await runConformance(apple: apple, ours: ours, filter: "SEED 2")
        #expect(filtered.map(\.name) == ["beta"])
    }
}
