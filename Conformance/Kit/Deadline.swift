import Foundation

/// How long a case may wait for something that happens at once when the engine is right (a
/// change reaching an iterator, a thread's end): generous for a loaded machine, and five times
/// that under Thread Sanitizer (`sanitizerSlowdown`), short enough that a fault fails the case
/// instead of hanging the run.
public let caseDeadlineSeconds = 30 * sanitizerSlowdown

/// Runs `work` on the main actor; returns false, leaving it cancelled, if it has not finished
/// within `seconds`.
@MainActor
func finishes(within seconds: Int, _ work: @escaping @MainActor @Sendable () async -> Void) async -> Bool {
    let once = ResumeOnce()
    return await withCheckedContinuation { continuation in
        once.continuation = continuation
        let task = Task { @MainActor in
            await work()
            once.resume(true)
        }
        Task.detached {
            try? await Task.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
            if once.resume(false) { task.cancel() }
        }
    }
}

/// Waits for `semaphore` at most `caseDeadlineSeconds`; a thread that has not ended by then is
/// an engine that deadlocked, and the run ends with `what` rather than hang.
func wait(for semaphore: DispatchSemaphore, _ what: String) {
    guard semaphore.wait(timeout: .now() + .seconds(caseDeadlineSeconds)) == .success else {
        fatalError("conformance: waited \(caseDeadlineSeconds) s for \(what)")
    }
}

/// Resumes a continuation once, from whichever side comes first. One `NSLock` guards both fields.
private final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var resumed = false
    var continuation: CheckedContinuation<Bool, Never>?

    /// Whether this call resumed it.
    @discardableResult
    func resume(_ value: Bool) -> Bool {
        let continuation = lock.withLock { () -> CheckedContinuation<Bool, Never>? in
            guard !resumed else { return nil }
            resumed = true
            return self.continuation
        }
        continuation?.resume(returning: value)
        return continuation != nil
    }
}

/// A moment `caseDeadlineSeconds` from its creation, for a case's own polling loops.
public struct CaseDeadline: Sendable {
    private let end = DispatchTime.now() + .seconds(caseDeadlineSeconds)

    public init() {}

    public var hasPassed: Bool { DispatchTime.now() >= end }
}
