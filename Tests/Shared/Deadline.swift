import Dispatch
import Foundation
import ConformanceKit  // sanitizerSlowdown, the one measure of a sanitizer's slowdown
import Testing

/// How long a test waits for something that happens at once when the code is right (a signal,
/// a thread's end): generous for a loaded machine and a sanitizer build, short enough that a
/// fault fails the test instead of hanging the run.
let waitDeadline: Int = 30 * sanitizerSlowdown

/// How long a test waits for threads that do real work (a stress run) to end: their work under a
/// sanitizer on a loaded machine takes minutes, not an instant.
let workDeadline: Int = 600

/// Waits for `semaphore`, at most `seconds`; records an issue naming `what` when the deadline
/// passes, and returns whether it was signalled.
@discardableResult
func waitWithDeadline(
    for semaphore: DispatchSemaphore, _ what: String, seconds: Int = waitDeadline,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    waited(for: what, seconds, sourceLocation) { semaphore.wait(timeout: $0) }
}

/// Waits for `group` as `waitWithDeadline(for:_:seconds:)` waits for a semaphore.
@discardableResult
func waitWithDeadline(
    for group: DispatchGroup, _ what: String, seconds: Int = waitDeadline,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    waited(for: what, seconds, sourceLocation) { group.wait(timeout: $0) }
}

private func waited(
    for what: String, _ seconds: Int, _ sourceLocation: SourceLocation, _ wait: (DispatchTime) -> DispatchTimeoutResult
) -> Bool {
    if wait(.now() + .seconds(seconds)) == .success { return true }
    Issue.record("waited \(seconds) s for \(what)", sourceLocation: sourceLocation)
    return false
}

/// Gives each test of a suite whose tests await changes (`await iterator.next()`, a task that
/// iterates) a deadline: when it passes, the test gets an issue saying so and is cancelled, which
/// ends the awaits that honour cancellation. A test still running `graceSeconds` later ends the
/// process with the same message, so a fault never hangs the run.
///
/// The clock starts once the main actor has had a turn after the test was started (or after
/// `mainActorWaitSeconds`, if it never gets one): in a parallel run every test starts at once,
/// and a test isolated to the main actor first waits behind the others' main-actor work, which
/// under a sanitizer on a loaded machine alone can exceed the deadline; waiting one's turn is not
/// a hang.
///
/// That clock runs on the cooperative pool and waits for the main actor, and a fault can hold
/// both (an iteration that keeps yielding without suspending, on the main actor or on each of the
/// pool's threads): then a plain thread ends the process once the longest the clock could have
/// taken, `mainActorWaitSeconds + seconds + graceSeconds`, has passed.
struct DeadlineTrait: SuiteTrait, TestTrait, TestScoping {
    /// The deadline, scaled by `sanitizerSlowdown`.
    let seconds: Int

    init(seconds: Int) {
        self.seconds = seconds * sanitizerSlowdown
    }
    static let graceSeconds = 10
    static let mainActorWaitSeconds = 600

    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }  // the suite: its tests have their own
        let message = "\(test.name) was still running after its \(seconds) s deadline: a change it awaits never came?"
        let ended = DispatchSemaphore(value: 0)
        defer { ended.signal() }
        let backstop = DispatchTime.now() + .seconds(Self.mainActorWaitSeconds + seconds + Self.graceSeconds)
        Thread.detachNewThread {
            guard ended.wait(timeout: backstop) == .timedOut else { return }
            fatalError("\(message) Neither the main actor nor the cooperative pool let its clock run.")
        }
        // The group ends only once `function` has: it does not outlive this call.
        try await withoutActuallyEscaping(function) { function in
            try await withThrowingTaskGroup(of: Bool.self) { group in
                group.addTask {
                    try await function()
                    return true
                }
                let clock: @Sendable () async -> Bool = { [seconds] in
                    await mainActorTurn(within: Self.mainActorWaitSeconds)
                    try? await Task.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
                    return Task.isCancelled
                }
                // On the global executor even in a test that runs on a thread of its own
                // (`DedicatedThreadTrait`), which the test may hold until the deadline.
                if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
                    group.addTask(executorPreference: globalConcurrentExecutor) { await clock() }
                } else {
                    group.addTask { await clock() }
                }
                guard try await group.next() == false else { return group.cancelAll() }
                Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
                let finished = OnceFlag()
                Thread.detachNewThread {
                    Thread.sleep(forTimeInterval: TimeInterval(Self.graceSeconds))
                    if !finished.isSet { fatalError("\(message) It ignored cancellation for \(Self.graceSeconds) s more.") }
                }
                group.cancelAll()
                defer { finished.set() }
                _ = try await group.next()
            }
        }
    }
}

/// Returns once the main actor has run a job queued now, or after `seconds`, whichever comes
/// first (a main actor held by a hung synchronous test never gets to it).
private func mainActorTurn(within seconds: Int) async {
    let resumed = OnceFlag()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resume: @Sendable () -> Void = { if resumed.setFirst() { continuation.resume() } }
        Task { @MainActor in resume() }
        Task {
            try? await Task.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
            resume()
        }
    }
}

/// Set once by one thread, read by another; one lock guards `value`.
final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }

    /// Sets the flag; true for the one call that did.
    func setFirst() -> Bool {
        lock.withLock {
            defer { value = true }
            return !value
        }
    }
}

extension Trait where Self == DeadlineTrait {
    /// A deadline of 60 seconds for each test; see `DeadlineTrait`.
    static var deadline: Self { DeadlineTrait(seconds: 60) }
}
