import ConformanceCasesApple
import ConformanceCasesBackport
import ConformanceKit
import Testing

/// ObservationBackport behaves as Apple's Observation: on every documented case, and on
/// 10,000 generated programs (the seed and a shrunk program are printed on failure).
@Suite struct EnginesAgree {
    @Test(.disabled("until ObservationBackport has the @Observable macro: our catalog is empty"))
    @MainActor func onEveryCase() async {
        let results = await runConformance(
            apple: ConformanceCasesApple.catalog, ours: ConformanceCasesBackport.catalog)
        for result in results where !result.passed {
            Issue.record("""
                \(result.name) [\(result.verdict.rawValue)] — \(result.source)
                  Apple 6.3: \(result.apple ?? [])
                  ours:      \(result.ours ?? [])
                """)
        }
    }

    @Test func onTenThousandGeneratedPrograms() {
        let failure = DifferentialCheck.run(
            seeds: 0..<10_000, apple: ConformanceCasesApple.interpret, ours: ConformanceCasesBackport.interpret)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
