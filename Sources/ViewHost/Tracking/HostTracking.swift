@_spi(SwiftUI) @_spi(AccessCollection) @_spi(Locking) import ObservationBackport

/// The observation of one host's content, shared by SwiftUI's `ObservationHost` and the text
/// host's nodes: what the last evaluation read, and what to do when it changes.
///
/// Guarantees, whatever the number of evaluations and whichever threads write:
/// - at most one live observer per host: each evaluation installs its tracking, then cancels the
///   previous one (or reuses its observer once that fired); `stop()` (a host that left the tree)
///   and `deinit` cancel the last one;
/// - invalidation comes after the new value is stored (didSet), so the evaluation it causes reads
///   that value. The previous tracking stays installed until the new one is, so a write that
///   completes while the content is being evaluated (after it read the old value) still
///   invalidates;
/// - at most one `invalidate` per evaluation: a burst of writes makes one call.
///
/// SPI `ContentTracking`: the text host (TextViews) tracks its nodes with it too.
///
/// Thread story: one `Locked` guards the current tracking and whether this evaluation has
/// invalidated already. Callbacks run on the writing thread; `invalidate` runs outside the lock.
@_spi(ContentTracking) public final class HostTracking: Sendable {
    private struct State {
        var current: ObservationTracking._OneShotHandle?
        var hasInvalidated = false
        var isStopped = false
    }

    private let state: Locked<State>
    /// The observer callback, made once and shared by every evaluation's tracking. It holds the
    /// state, not this tracking: `deinit` cancels the last tracking, which releases it.
    private let changed: @Sendable () -> Void

    /// - Parameter invalidate: asks for another evaluation; called on the writing thread.
    public init(invalidate: @escaping @Sendable () -> Void) {
        let state = Locked(State())
        self.state = state
        changed = {
            let first = state.withLock { state -> Bool in
                guard !state.hasInvalidated, !state.isStopped else { return false }
                state.hasInvalidated = true
                return true
            }
            if first { invalidate() }
        }
    }

    deinit {
        state.withLock { $0.current }?.cancel()
    }

    /// Evaluates `content`, observing what it reads from now on instead of what the previous
    /// evaluation read.
    public func evaluate<T>(_ content: () -> T) -> T {
        // The handle leaves the state while `content` runs (its tracking stays installed, and
        // invalidates if a write lands meanwhile), so that a fired observer can serve again.
        var tracking = state.withLock { state -> ObservationTracking._OneShotHandle? in
            state.hasInvalidated = false
            defer { state.current = nil }
            return state.current
        }
        let result = ObservationTracking._trackOnce(content, replacing: &tracking, didSet: changed)
        let stoppedMeanwhile = state.withLock { state -> Bool in
            if state.isStopped { return true }  // stopped meanwhile: keep nothing
            state.current = tracking
            return false
        }
        if stoppedMeanwhile { tracking?.cancel() }
        return result
    }

    /// Cancels the tracking for good: the host left the tree.
    public func stop() {
        state.withLock { state -> ObservationTracking._OneShotHandle? in
            state.isStopped = true
            defer { state.current = nil }
            return state.current
        }?.cancel()
    }
}
