/// Where invalidations wait for the host's next update. `onChange` may fire on any thread, so
/// this is the host's only thread-safe part; everything else runs on the main actor.
///
/// Lock story: one `Locked` guards the pending set and the wake-up callback. The callback is
/// called outside the lock, once per batch (when the set goes from empty to non-empty): several
/// writes in one action coalesce into one update.
final class InvalidationQueue: Sendable {
    /// A node to evaluate again. `generation` is set for `ObservationHost` evaluations, so that
    /// the `onChange` of an evaluation that has since been replaced is ignored.
    struct Invalidation: Hashable, Sendable {
        let nodeID: Int
        let generation: Int?
    }

    private struct Pending {
        var invalidations: Set<Invalidation> = []
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
            return state.invalidations.isEmpty ? nil : wake
        }
        announce?()
    }

    func invalidate(_ invalidation: Invalidation) {
        let wake = pending.withLock { state -> (@Sendable () -> Void)? in
            let wasIdle = state.invalidations.isEmpty
            state.invalidations.insert(invalidation)
            return wasIdle ? state.wake : nil
        }
        wake?()
    }

    func drain() -> Set<Invalidation> {
        pending.withLock { state in
            defer { state.invalidations = [] }
            return state.invalidations
        }
    }
}
