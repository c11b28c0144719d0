import Foundation
import MacroFuzzKit
import Testing

/// The differential macro fuzzer in `swift test`: generated classes expanded by Swift's
/// Observation macros and by ours must compile alike, expand alike and behave alike. Longer
/// runs are a command: `swift run macro-fuzz --batches 100 --classes 150`.
@Suite(.serialized, .unbridged, .dedicatedThread) struct MacroDifferentialFuzzTests {
    /// The build directory of this test run (`--scratch-path`, `--sanitize` and configuration
    /// included): where the test binary is; `.build/debug` if it cannot be told.
    private static let buildDirectory: URL = {
        let binaries = [Bundle.main.executableURL].compactMap { $0 } + Bundle.allBundles.map(\.bundleURL)
        if let tests = binaries.first(where: { $0.pathExtension == "xctest" }) { return tests.deletingLastPathComponent() }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug")
    }()

    // Both tests compile and run programs for minutes under a sanitizer: each on a thread of its
    // own (the suite's `.dedicatedThread`).
    @Test func threeHundredGeneratedClassesBehaveAlikeWithBothMacros() throws {
        let runner = try DifferentialRunner(buildDirectory: Self.buildDirectory)
        defer { runner.removeWorkDirectory() }
        let summary = try Campaign(runner: runner).run(seed: 20_261_124, batches: 3, classesPerBatch: 100)
        if let failure = summary.failure {
            Issue.record("batch seed \(failure.seed): \(failure.differences.prefix(5))\nshrunk:\n\(failure.shrunkSource)")
        }
        #expect(summary.classes >= 300)
    }

    /// The runner sees a difference where there is one: Swift 6.3's macro cannot expand a
    /// backticked property name (it writes `` _`default` ``), ours can.
    @Test func theRunnerReportsAKnownDifference() throws {
        let runner = try DifferentialRunner(buildDirectory: Self.buildDirectory)
        defer { runner.removeWorkDirectory() }
        let differences = try runner.differences([
            ClassShape(name: "Plain", memberDeclarations: ["var count = 0"]),
            ClassShape(name: "Keyword", memberDeclarations: ["var `default` = 0"]),
        ])
        #expect(differences.map(\.className) == ["Keyword"])
        #expect(differences.first?.what.hasPrefix("only Swift's fails to compile") == true, "\(differences)")
    }
}
