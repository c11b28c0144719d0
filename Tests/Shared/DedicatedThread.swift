import Foundation

/// Runs `work` on a thread of its own and awaits its result.
///
/// For a test that computes synchronously for a long time (compiling and running programs,
/// thousands of generated programs): run on the cooperative pool, it would hold one of its few
/// threads (one per core) for as long, and the tests awaiting beside it could starve past their
/// deadlines, the more so under a sanitizer on a loaded machine. `work` runs outside the test's
/// task, so it records no issue itself: it returns what the test then checks.
func onADedicatedThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
