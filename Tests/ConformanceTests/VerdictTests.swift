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

    /// Ours follows Swift 6.4: equal to Apple 6.4, deliberately different from an older Apple.
    @Test func aChangeOfSwift64ComparesUsWithApple64AndPinsUsAgainstOlderApples() {
        func verdict(apple: [String], ours: [String]) -> CaseResult.Verdict {
            let described = ConformanceCase(
                "case", source: "test", documented: ["6.3"],
                changedInSwift64: Swift64Change(events: ["6.4"], change: "why")) { _ in }
            return CaseResult(apple: described, ours: described, apple: apple, ours: ours).verdict
        }
        #expect(verdict(apple: ["6.4"], ours: ["6.4"]) == .pass)
        #expect(verdict(apple: ["6.4"], ours: ["6.3"]) == .fail)
        #expect(verdict(apple: ["6.3"], ours: ["6.4"]) == .deliberate)
        #expect(verdict(apple: ["6.3"], ours: ["6.3"]) == .fail)
        #expect(verdict(apple: ["other"], ours: ["other"]) == .unexplainedDrift)
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

/// A case that cannot run somewhere is counted as skipped, never as passed; ObservationBackport
/// alone is judged by the document.
@Suite(.unbridged) struct SkippedAndAloneTests {
    private let matching = ConformanceCase("matching", source: "s", documented: ["a"]) { $0("a") }
    private let differing = ConformanceCase("differing", source: "s", documented: ["a"]) { $0("b") }
    private let olderSwift = ConformanceCase(
        "older", source: "s", documented: ["a"], documentedForOlderSwift: "< 6.2") { $0("b") }
    private let deliberate = ConformanceCase(
        "deliberate", source: "s", documented: ["a"], deliberateDifference: "why", oursDeliberately: ["b"]) { $0("b") }
    private let skipping = ConformanceCase("skipping", source: "s", documented: ["a"]) { $0.skip("no SPI") }

    @Test @MainActor func aCaseThatSkipsIsNeitherPassedNorFailed() async {
        let results = await runConformance(apple: [skipping, matching], ours: [skipping, matching])
        #expect(results.map(\.verdict) == [.skipped, .pass])
        #expect(results[0].skipReason == "no SPI")
        #expect(!results[0].passed && !results[0].failed)
    }

    @Test @MainActor func whenOnlyOneEngineSkipsTheCaseIsSkipped() async {
        let failingOurs = ConformanceCase("skipping", source: "s", documented: ["a"]) { $0("wrong") }
        let results = await runConformance(apple: [skipping], ours: [failingOurs])
        #expect(results.map(\.verdict) == [.skipped])
    }

    @Test @MainActor func aloneOursIsJudgedByTheDocument() async {
        let results = await runOursAlone(ours: [matching, differing, olderSwift, deliberate, skipping])
        #expect(results.map(\.verdict) == [.pass, .fail, .skipped, .skipped, .skipped])
        #expect(results.map(\.failed) == [false, true, false, false, false])
        #expect(results[2].skipReason == SkipReason.judgedAgainstAppleOnly)
        #expect(results[4].skipReason == "no SPI")
        #expect(results.allSatisfy { $0.apple == nil })
    }

    @Test @MainActor func theSummaryCountsAndExplainsTheSkippedCases() async {
        let wrong = ConformanceCase("matching", source: "s", documented: ["a"]) { $0("b") }
        let together = await runConformance(apple: [matching, skipping], ours: [wrong, skipping])
        #expect(summaryLine(together, oursAlone: false) == "0 passed, 1 failed, 1 skipped (no SPI: 1)")
        let alone = await runOursAlone(ours: [matching, olderSwift, deliberate, skipping])
        let reasons = "\(SkipReason.judgedAgainstAppleOnly): 2; no SPI: 1"
        #expect(summaryLine(alone, oursAlone: true)
            == "ObservationBackport alone (\(SkipReason.appleObservationNeedsNewerOS)): 1 passed, 0 failed, 3 skipped (\(reasons))")
        #expect(summaryLine(await runConformance(apple: [matching], ours: [matching]), oursAlone: false)
            == "1 passed, 0 failed")
    }

    @Test @MainActor func aloneFilters() async {
        let results = await runOursAlone(ours: [matching, differing], filter: "DIFF")
        #expect(results.map(\.name) == ["differing"])
    }
}
