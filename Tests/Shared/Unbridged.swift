import ObservationBackport
import Testing

/// The configuration users run by default: `AppleObservationBridge` off. Every suite of the main
/// test process carries this trait, so a suite fails loudly if it finds the bridge enabled.
///
/// Why: the bridge is process-wide and cannot be switched off, and a bridged object sends every
/// write down the slow path, so one suite enabling it would leave every later suite testing a
/// path no iOS 13–16 app takes. Tests that need the bridge enable it inside
/// `#expect(processExitsWith:)`, in a process of their own.
struct UnbridgedTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        Self.check("before", test)
        try await function()
        Self.check("after", test)
    }

    private static func check(_ moment: String, _ test: Test) {
        guard AppleObservationBridge.isEnabled else { return }
        Issue.record("""
            AppleObservationBridge is enabled in the main test process (\(moment) \(test.name)): \
            this suite must test the unbridged engine users run by default. Enable the bridge only \
            inside `#expect(processExitsWith:)`.
            """)
    }
}

extension Trait where Self == UnbridgedTrait {
    /// Fails the suite or test if `AppleObservationBridge` is enabled before or after it runs.
    static var unbridged: Self { UnbridgedTrait() }
}
