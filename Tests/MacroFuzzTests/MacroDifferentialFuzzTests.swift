import Foundation
import MacroFuzzKit
import Testing

/// The differential macro fuzzer in `swift test`: generated classes expanded by Swift's
/// Observation macros and by ours must compile alike, expand alike and behave alike. Longer
/// runs are a command: `swift run macro-fuzz --batches 100`.
@Suite struct MacroDifferentialFuzzTests {
    private static let buildDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug")

    @Test func generatedClassesBehaveAlikeWithBothMacros() throws {
        let runner = try DifferentialRunner(buildDirectory: Self.buildDirectory)
        defer { runner.removeWorkDirectory() }
        let summary = try Campaign(runner: runner).run(seed: 20_261_124, batches: 2, classesPerBatch: 40)
        if let failure = summary.failure {
            Issue.record("batch seed \(failure.seed): \(failure.differences.prefix(5))\nshrunk:\n\(failure.shrunkSource)")
        }
        #expect(summary.classes >= 80)
    }
}
