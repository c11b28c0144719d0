@_spi(Locking) import ObservationBackport
@_spi(Locking) import ViewHost

/// Where invalidations wait for the host's next update. They arrive on any thread (an
/// `ObservationHost`'s tracking fires on the writing thread), so this is the host's only
/// thread-safe part; everything else runs on the main actor.
///
/// Thread story: one `Locked` guards the pending set and the wake-up callback. The callback is
/// called outside the lock, once per batch (when the set goes from empty to non-empty): several
/// writes in one action coalesce into one update.
final class InvalidationQueue: Sendable {
    private struct Pending {
        /// The ids of the nodes to evaluate again.
        var nodeIDs: Set<Int> = []
        var wake: (@Sendable () -> Void)?
    }

    private let pending = Locked(Pending())

    /// Called on any thread when work arrives for an idle host (front ends use it to schedule
    /// an update on the main actor).
    /// Work that arrived before the callback was set is announced at once: no later invalidation
    /// would (the set is no longer empty).
    func setWake(_ wake: (@Sendable () -> Void)?) {
        let announce = pending.withLock { state -> (@Sendable () -> Void)? in
            state.wake = wake
            return state.nodeIDs.isEmpty ? nil : wake
        }
        announce?()
    }

    package func invalidate(nodeID: Int) {
        let wake = pending.withLock { state -> (@Sendable () -> Void)? in
            let wasIdle = state.nodeIDs.isEmpty
            state.nodeIDs.insert(nodeID)
            return wasIdle ? state.wake : nil
        }
        wake?()
    }

    func drain() -> Set<Int> {
        pending.withLock { state in
            defer { state.nodeIDs = [] }
            return state.nodeIDs
        }
    }
}
