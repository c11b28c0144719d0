/// Calls `apply` on its isolation now and again after each change to the observable properties
/// its last call read, until the returned token is cancelled or released (SE-0506).
///
/// - The first call gets an `initial` event; later ones the event that caused them (`willSet`,
///   `didSet` or `deinit`, as `options` asks), whose `matches(_:)` names the property changed.
/// - Calls run on `apply`'s isolation (the actor it was written on, by `@_inheritActorContext`),
///   at that isolation's next suspension after the change: on the main actor, a later turn of
///   the main run loop. Changes made meanwhile are coalesced into one call, which sees the
///   latest values and gets the latest event.
/// - Each call tracks afresh what `apply` reads; a change made while `apply` runs, to a
///   property it already read, leads to one more call.
/// - It stops when the token is cancelled or released, or when `apply` calls `event.cancel()`.
///   The calls are made by a task of the observation's own, as in Apple's module: cancelling the
///   task that called this function does not stop it; release the token instead. Once `cancel()`
///   has returned on `apply`'s isolation, no call starts (Apple's can still make one for a change
///   that arrived before: see DeliberateDifferences.md); from another thread, a call already
///   decided may still run.
///
/// Deprecated where the deployment target already has Apple's Observation with SE-0506 (iOS,
/// macOS, tvOS, watchOS and visionOS 27): the warning says to switch the file's import.
@available(iOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(macOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(tvOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(watchOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(visionOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
public func withContinuousObservation(
    options: ObservationTracking.Options,
    @_inheritActorContext apply: @isolated(any) @Sendable @escaping (borrowing ObservationTracking.Event) -> Void
) -> ObservationTracking.Token {
    ObservationTracking.Token(
        ContinuousObservation.start(
            options: options, isolation: apply.isolation, apply: DroppingIsolation.synchronous(apply)))
}

/// The state of one `withContinuousObservation`, and the task that makes its calls.
///
/// Thread story: every field is guarded by the state's lock. `apply` runs outside it, only on the task's
/// isolation; the trackings' `onChange` (any thread) and `cancel()` (any thread) only set
/// fields and resume the waiting task, after releasing the lock.
final class ContinuousObservation: Sendable {
    private let state: _Locked<Fields>

    private init(_ fields: Fields) {
        state = _Locked(fields)
    }

    private func withLock<Result>(_ body: (inout Fields) -> Result) -> Result {
        state.withLock(body)
    }

    struct Fields {
        /// Nil once cancelled, so that cancelling releases what `apply` captured.
        var apply: (@Sendable (borrowing ObservationTracking.Event) -> Void)?
        let options: ObservationTracking.Options
        /// The event of the next call, if one is due: the latest one wins.
        var pending: (ObservationTracking.Event.Kind, AnyKeyPath?)? = (.initial, nil)
        /// The task, while it waits for a change.
        var waiter: CheckedContinuation<Bool, Never>?
        /// The tracking installed by the last call, cancelled with the observation.
        var tracking: Observer?
        var isCancelled = false
    }

    static func start(
        options: ObservationTracking.Options,
        isolation: (any Actor)?,
        apply: @escaping @Sendable (borrowing ObservationTracking.Event) -> Void
    ) -> ContinuousObservation {
        let observation = ContinuousObservation(Fields(apply: apply, options: options))
        Task { await observation.run(isolation: isolation) }
        return observation
    }

    /// Makes the calls, on `isolation`, until cancelled.
    private func run(isolation: isolated (any Actor)?) async {
        await withTaskCancellationHandler {
            while callIfDue() {
                guard await waitForChange(isolation: isolation) else { return }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Calls `apply` under a new tracking if an event is due; false once cancelled.
    private func callIfDue() -> Bool {
        let due: (apply: @Sendable (borrowing ObservationTracking.Event) -> Void, options: ObservationTracking.Options,
            event: (ObservationTracking.Event.Kind, AnyKeyPath?))?? = withLock { fields in
            guard !fields.isCancelled, let apply = fields.apply else { return nil }
            guard let event = fields.pending else { return .some(nil) }
            fields.pending = nil
            return (apply, fields.options, event)
        }
        guard let due else { return false }
        guard let (apply, options, (kind, changed)) = due else { return true }
        var installed: Observer?
        ObservationTracking.track(
            options: options,
            { apply(ObservationTracking.Event(kind, changed: changed, tracking: nil, continuous: self)) },
            onChange: { [weak self] event in self?.changed(event.kind, event.changed) },
            installed: &installed)
        let cancelled = withLock { fields in
            if !fields.isCancelled { fields.tracking = installed }
            return fields.isCancelled
        }
        if cancelled { installed?.cancel() }
        if installed == nil, !cancelled {
            misuse(
                "withContinuousObservation: apply read no observable property, so no change can call it again; "
                    + "it waits until its token is cancelled or released")
        }
        return !cancelled
    }

    /// Suspends until an event is due (true) or the observation is cancelled (false).
    private func waitForChange(isolation: isolated (any Actor)?) async -> Bool {
        await withCheckedContinuation(isolation: isolation) { (continuation: CheckedContinuation<Bool, Never>) in
            let resumeNow: Bool? = withLock { fields in
                if fields.isCancelled { return false }
                if fields.pending != nil { return true }
                fields.waiter = continuation
                return nil
            }
            if let resumeNow { continuation.resume(returning: resumeNow) }
        }
    }

    /// A tracking reported `kind`: one more call is due.
    private func changed(_ kind: ObservationTracking.Event.Kind, _ keyPath: AnyKeyPath?) {
        withLock { fields -> CheckedContinuation<Bool, Never>? in
            guard !fields.isCancelled else { return nil }
            fields.pending = (kind, keyPath)
            defer { fields.waiter = nil }
            return fields.waiter
        }?.resume(returning: true)
    }

    /// Stops the observation: releases `apply`, removes the tracking, ends the task. Idempotent.
    func cancel() {
        let (apply, tracking, waiter) = withLock { fields in
            defer {
                fields.isCancelled = true
                fields.apply = nil
                fields.tracking = nil
                fields.waiter = nil
                fields.pending = nil
            }
            return (fields.apply, fields.tracking, fields.waiter)
        }
        tracking?.cancel()
        waiter?.resume(returning: false)
        _ = apply  // released here, outside the lock: its captures' deinits may do anything
    }
}
