/// Tells one `Observations` iterator that a property its closure read is about to change.
///
/// The tracking's one-shot `onChange` calls `signal()` on the mutating thread; the iterating task
/// calls `wait`; cancellation wakes the waiter from any thread. It holds no reference to the
/// models, so an observer left behind by a dropped iterator keeps only this small object alive.
///
/// Thread story: all of `ChangeSignalState` is guarded by the lock of `storage`; continuations
/// are resumed after it is released.
struct ChangeSignal: Sendable {
    private let storage = _Locked(ChangeSignalState())

    /// Records a change, waking the waiting iterator if there is one.
    func signal() {
        storage.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard let waiter = state.waiter else {
                state.changed = true
                return nil
            }
            state.waiter = nil
            return waiter
        }?.resume(returning: true)
    }

    /// Suspends until a change has been signalled since the previous wait (returning at once if
    /// one already was) or until the task is cancelled; the caller checks which.
    ///
    /// Returns false, after reporting the misuse, when another `next()` is already waiting on
    /// this iterator: a copy of it is being iterated concurrently, which the iterator does not
    /// support (it is not `Sendable`).
    func wait(isolation: isolated (any Actor)?) async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: isolation) { (continuation: CheckedContinuation<Bool, Never>) in
                let resumeNow: Bool? = storage.withLock { state in
                    guard state.waiter == nil else { return false }
                    // Checked under the lock: a cancellation that lands after this check finds
                    // the waiter stored below and resumes it.
                    if state.changed || Task.isCancelled {
                        state.changed = false
                        return true
                    }
                    state.waiter = continuation
                    return nil
                }
                switch resumeNow {
                case true?: continuation.resume(returning: true)
                case false?:
                    misuse(
                        "an Observations iterator was iterated from two tasks at once; "
                            + "use one iterator per task (call makeAsyncIterator() in each)")
                    continuation.resume(returning: false)
                case nil: break
                }
            }
        } onCancel: {
            wakeWaiter()
        }
    }

    private func wakeWaiter() {
        storage.withLock { state in
            defer { state.waiter = nil }
            return state.waiter
        }?.resume(returning: true)
    }
}

struct ChangeSignalState {
    /// A change was signalled while nobody waited.
    var changed = false
    /// The `next()` waiting for a change.
    var waiter: CheckedContinuation<Bool, Never>?
}
