import ConformanceCasesApple
import ConformanceCasesBackport
import ConformanceKit
import Testing
@testable import ObservationBackport

/// ObservationBackport behaves as Apple's Observation: on every documented case, and on
/// 10,000 generated programs (the seed and a shrunk program are printed on failure).
///
/// What needs `AppleObservationBridge` (Apple's tracking of our models) runs in a process of its
/// own: the bridge is permanent, and this process tests the unbridged engine.
@Suite(.unbridged) struct EnginesAgree {
    @Test @MainActor func onEveryCase() async {
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
    }

    @Test func onTheCasesOfAppleTrackingOurModels() async {
        await #expect(processExitsWith: .success) {
            let results = await runConformance(
                apple: bridged(ConformanceCasesApple.catalog), ours: bridged(ConformanceCasesBackport.catalog))
            #expect(results.count == ConformanceCasesBackport.casesEnablingTheBridge.count)
            #expect(AppleObservationBridge.isEnabled)
            recordFailures(results)
        }
    }

    @Test func onTenThousandGeneratedPrograms() {
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
}

private func bridged(_ catalog: [ConformanceCase]) -> [ConformanceCase] {
    catalog.filter { ConformanceCasesBackport.casesEnablingTheBridge.contains($0.name) }
}

private func recordFailures(_ results: [CaseResult]) {
    for result in results where !result.passed {
        Issue.record("""
            \(result.name) [\(result.verdict.rawValue)] — \(result.source)
              Apple 6.3: \(result.apple ?? [])
              ours:      \(result.ours ?? [])
            """)
    }
}
