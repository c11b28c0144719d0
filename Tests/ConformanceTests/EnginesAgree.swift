import ConformanceCasesApple
import ConformanceCasesBackport
import ConformanceKit
import Testing
@testable import ObservationBackport

/// ObservationBackport behaves as Apple's Observation: on every documented case, and on
/// 10,000 generated programs (the seed and a shrunk program are printed on failure). Apple's
/// Observation exists from macOS 14: on an older Mac these tests are reported as skipped.
///
/// What needs `AppleObservationBridge` (Apple's tracking of our models) runs in a process of its
/// own: the bridge is permanent, and this process tests the unbridged engine.
@Suite(.unbridged) struct EnginesAgree {
    @Test @MainActor @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func onEveryCase() async {
        let unbridged = { (catalog: [ConformanceCase]) in
            catalog.filter { !ConformanceCasesBackport.casesEnablingTheBridge.contains($0.name) }
        }
        // The cases that misuse the API on purpose report it; here the report is kept, not printed.
        let misuse = MisuseReports()
        let results = await MisuseReports.current.withValue(misuse) {
            await runConformance(
                apple: unbridged(ConformanceCasesApple.catalog), ours: unbridged(ConformanceCasesBackport.catalog))
        }
        #expect(misuse.reported.count == 1, "\(misuse.reported)")
        #expect(results.count >= 100)
        recordFailures(results)
        // Only Apple's SDKs lack what a case needs (SkipReason): with the toolchain's Observation
        // every case is compared.
        #if !canImport(Darwin)
        #expect(results.filter { $0.verdict == .skipped }.map(\.name) == [])
        #endif
    }

    // The programs install SPI observers, which Apple's SDKs do not declare.
    #if !canImport(Darwin)
    /// Minutes under a sanitizer: on a thread of its own, off the cooperative pool.
    @Test(.dedicatedThread) func onTenThousandGeneratedPrograms() {
        let failure = DifferentialCheck.run(
            seeds: 0..<10_000, appleTracking: false,
            apple: ConformanceCasesApple.interpret, ours: ConformanceCasesBackport.interpret)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    /// The same programs with a third of their scopes and observers Apple's, seeing our models
    /// through the bridge.
    @Test func onTenThousandGeneratedProgramsWithAppleTracking() async {
        await #expect(processExitsWith: .success) {
            let failure = DifferentialCheck.run(
                seeds: 0..<10_000, apple: ConformanceCasesApple.interpret, ours: ConformanceCasesBackport.interpret)
            #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
            #expect(AppleObservationBridge.isEnabled)
        }
    }
    #endif

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func onTheCasesOfAppleTrackingOurModels() async {
        await #expect(processExitsWith: .success) {
            guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { Issue.record("Apple's Observation is missing"); return }
            let bridged = { (catalog: [ConformanceCase]) in
                catalog.filter { ConformanceCasesBackport.casesEnablingTheBridge.contains($0.name) }
            }
            let results = await runConformance(
                apple: bridged(ConformanceCasesApple.catalog), ours: bridged(ConformanceCasesBackport.catalog))
            #expect(results.count == ConformanceCasesBackport.casesEnablingTheBridge.count)
            #expect(AppleObservationBridge.isEnabled)
            recordFailures(results)
        }
    }
}

private func recordFailures(_ results: [CaseResult]) {
    for result in results where result.failed {
        Issue.record("""
            \(result.name) [\(result.verdict.rawValue)] — \(result.source)
              Apple 6.3: \(result.apple ?? [])
              ours:      \(result.ours ?? [])
            """)
    }
}
