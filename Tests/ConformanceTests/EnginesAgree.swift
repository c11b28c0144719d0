import ConformanceCasesApple
import ConformanceCasesBackport
import ConformanceKit
import Testing
@testable import ObservationBackport

/// ObservationBackport behaves as Apple's Observation: on every documented case, and on
/// 10,000 generated programs (the seed and a shrunk program are printed on failure).
@Suite struct EnginesAgree {
    @Test @MainActor func onEveryCase() async {
        // The cases that misuse the API on purpose report it; here the report is kept, not printed.
        let misuse = MisuseReports()
        let results = await MisuseReports.current.withValue(misuse) {
            await runConformance(apple: ConformanceCasesApple.catalog, ours: ConformanceCasesBackport.catalog)
        }
        #expect(misuse.reported.count == 1, "\(misuse.reported)")
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
