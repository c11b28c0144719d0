// `observeContinuously`: this package's continuous observation from before SE-0506, kept
// (deprecated) for code written against it. Apple's `withContinuousObservation(options:apply:)`
// (ContinuousObservation.swift) replaces it; the differences, for moving over: the new API calls
// `apply` on its isolation at the next suspension (not synchronously on the writing thread) and
// passes it an event.

import ObservationBackportAtomics

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs `apply` now, then again after every change to an observable property it read, until the
/// returned token is cancelled or released.
///
/// - Each run happens after the new value is stored, synchronously on the thread that made the
///   change, so `apply` sees the new value.
/// - Each run tracks afresh what `apply` reads, so conditional reads are followed: a property read
///   only in the previous run no longer triggers anything.
/// - Writes chained in one mutation (a property whose own `didSet` writes others, read by `apply`
///   or not; an in-place `+=`) cause one run, once the thread's outermost mutation ends, on the
///   final values.
/// - Runs never overlap: a change made on another thread while `apply` runs, to a property the
///   previous run read, leads to one more run, made by the running thread once the current one
///   ends. (A property read for the first time in a run is watched from the end of that run on:
///   a change to it in between is missed, the window `withObservationTracking` has too.)
/// - Writes that `apply` itself makes do not trigger it again (as with `withObservationTracking`,
///   whose tracking only starts once `apply` returns).
/// - The observation holds `apply` and nothing else: the models stay alive only as long as
///   `apply` captures them, and cancelling or releasing the token releases `apply`.
///
/// Named for what it does, and unlike both `withObservationTracking` (one-shot) and a method
/// called `observe()` on a model, which is what the manual pattern usually looks like.
///
/// - Returns: The token that keeps the observation alive; keep it for as long as you want runs
///   (a discarded token stops the observation after the first run).
@available(*, deprecated, message: "use withContinuousObservation(options:apply:), the API of Apple's Observation (SE-0506): it calls apply on its isolation after each change and returns an ObservationTracking.Token")
public func observeContinuously(_ apply: @escaping @Sendable () -> Void) -> ObservationToken {
    let token = ObservationToken(apply)
    token.run()
    return token
}

/// Keeps a continuous observation alive: runs stop when it is cancelled or deallocated.
@available(*, deprecated, message: "use ObservationTracking.Token, which withContinuousObservation(options:apply:) returns (SE-0506)")
public final class ObservationToken: Sendable {
    /// Safe across threads by its own lock (see `ContinuousObservationState`).
    private nonisolated(unsafe) let state: ContinuousObservationState

    fileprivate init(_ apply: @escaping @Sendable () -> Void) {
        state = .make(apply)
        observation_backport_add_chain_listeners(1)
    }

    deinit {
        cancel()
    }

    /// Stops the observation and releases `apply`. A run already under way, or just starting, on
    /// another thread finishes; no further run starts once `cancel()` has returned. Idempotent.
    public func cancel() {
        let (tracking, apply, wasCancelled) = state.withLock { state in
            defer {
                state.isCancelled = true
                state.tracking = nil
                state.apply = nil
            }
            return (state.tracking, state.apply, state.isCancelled)
        }
        if !wasCancelled { observation_backport_add_chain_listeners(-1) }
        tracking?.cancel()
        _ = apply  // released here, outside the lock: its captures' deinits may do anything
    }

    /// Runs `apply` under a fresh tracking, and again as long as changes arrived meanwhile. A
    /// call made while another thread runs only asks that thread for one more run.
    fileprivate func run() {
        var apply = state.withLock { $0.beginRun(on: pthread_self()) }
        while let current = apply {
            let (_, accessed) = TrackingScope.collect(current)
            if accessed == nil {
                misuse("observeContinuously: apply read no observable property, so no change can run it again")
            }
            let tracking = ObservationTracking(accessed)
            ObservationTracking._installTracking(
                tracking, didSet: { [weak self] tracking in self?.didChange(tracking) ?? tracking.cancel() })
            // The previous tracking stayed installed during the run, so that a change made
            // meanwhile on another thread was not missed; it goes now that the new one is in.
            let replaced: ObservationTracking?
            (apply, replaced) = state.withLock { $0.endRun(installing: tracking) }
            replaced?.cancel()
        }
    }

    private func didChange(_ tracking: ObservationTracking) {
        switch state.withLock({ $0.changeEnded(on: pthread_self()) }) {
        case .stale: tracking.cancel()
        case .settled:
            // After the thread's outermost mutation: writes chained in one mutation (a
            // property whose didSet writes others) give one run, on their final values.
            MutationChain.afterOutermost(for: self) { [weak self] in self?.run() }
        case .ignored, .pending: break
        }
    }
}

/// The state of one continuous observation.
///
/// Thread story: every field is guarded by the lock. `apply` and the tracking callbacks run
/// outside it; `runner` makes sure only one thread runs `apply` at a time, the others leave a
/// `rerunRequested` for it.
final class ContinuousObservationState: LockedState<ContinuousObservationState.Fields> {
    static func make(_ apply: @escaping @Sendable () -> Void) -> ContinuousObservationState {
        make(Fields(apply: apply), as: ContinuousObservationState.self)
    }

    struct Fields {
        /// Nil once cancelled, so that cancelling releases what `apply` captured.
        var apply: (@Sendable () -> Void)?
        /// The tracking installed after the last run.
        var tracking: ObservationTracking?
        /// The thread running `apply`, if one is.
        var runner: pthread_t?
        var rerunRequested = false
        var isCancelled = false

        /// The closure to run now, or nil when cancelled or when another thread runs it (that
        /// thread is then asked to run once more).
        mutating func beginRun(on thread: pthread_t) -> (@Sendable () -> Void)? {
            guard !isCancelled, let apply else { return nil }
            guard runner == nil else {
                rerunRequested = true
                return nil
            }
            runner = thread
            return apply
        }

        /// Takes the tracking of the run that just ended; returns the closure if it must run
        /// again, and the tracking to cancel (the replaced one, or the new one if cancelled).
        mutating func endRun(installing installed: ObservationTracking) -> ((@Sendable () -> Void)?, ObservationTracking?) {
            guard !isCancelled, let apply else {
                runner = nil
                return (nil, installed)
            }
            defer { tracking = installed }
            guard rerunRequested else {
                runner = nil
                return (nil, tracking)
            }
            rerunRequested = false
            return (apply, tracking)
        }

        /// Nesting needs no counting here: the run is scheduled after the thread's outermost
        /// mutation (`MutationChain`), once per chain.
        mutating func changeEnded(on thread: pthread_t) -> Change {
            if isCancelled { return .stale }
            if isRunner(thread) { return .ignored }
            guard runner == nil else {
                rerunRequested = true
                return .pending
            }
            return .settled
        }

        /// Whether `thread` is the one running `apply`: its changes are `apply`'s own writes.
        private func isRunner(_ thread: pthread_t) -> Bool {
            runner.map { pthread_equal($0, thread) != 0 } ?? false
        }
    }

    enum Change {
        /// After cancellation: the tracking should go.
        case stale
        /// Made by `apply` itself.
        case ignored
        /// The running thread will run again.
        case pending
        /// Run again, after the outermost mutation.
        case settled
    }
}
