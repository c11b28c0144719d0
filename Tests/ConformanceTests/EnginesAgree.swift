import ConformanceCasesApple
import ConformanceCasesBackport
import ConformanceKit
import Testing
@testable import ObservationBackport

/// ObservationBackport behaves as Apple's Observation: on every documented case, and on
/// 10,000 generated programs (the seed and a shrunk program are printed on failure). Apple's
/// Observation exists from macOS 14: on an older Mac these tests are reported as skipped.
@Suite struct EnginesAgree {
    @Test @MainActor @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func onEveryCase() async {
        // The cases that misuse the API on purpose report it; here the report is kept, not printed.
        let misuse = MisuseReports()
        let results = await MisuseReports.current.withValue(misuse) {
            await runConformance(apple: ConformanceCasesApple.catalog, ours: ConformanceCasesBackport.catalog)
        }
        #expect(misuse.reported.count == 1, "\(misuse.reported)")
        for result in results where result.failed {
            Issue.record("""
                \(result.name) [\(result.verdict.rawValue)] — \(result.source)
                  Apple 6.3: \(result.apple ?? [])
                  ours:      \(result.ours ?? [])
                """)
        }
        // Only Apple's SDKs lack what a case needs (SkipReason): with the toolchain's Observation
        // every case is compared.
        #if !canImport(Darwin)
        #expect(results.filter { $0.verdict == .skipped }.map(\.name) == [])
        #endif
    }

    // The programs install SPI observers, which Apple's SDKs do not declare.
    #if !canImport(Darwin)
    @Test func onTenThousandGeneratedPrograms() {
        let failure = DifferentialCheck.run(
            seeds: 0..<10_000, apple: ConformanceCasesApple.interpret, ours: ConformanceCasesBackport.interpret)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
    #endif
}
