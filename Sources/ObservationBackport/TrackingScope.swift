import ObservationBackportAtomics

/// The access collector of the innermost tracking scope open on the current thread.
///
/// Thread story: the slot is a C thread-local (`observation_backport_scope`), so only its own
/// thread reads or writes it; it points to the collector that `collect` owns, and `collect`
/// restores the enclosing scope's pointer before returning. Alongside it, the process-wide
/// atomic `observation_backport_open_scopes` counts open scopes on all threads (with a high bit
/// set while `AppleObservationBridge` is enabled); while it is zero, `ObservationRegistrar.access`
/// returns without touching the thread-local slot at all, which is what makes an untracked read
/// cost a single load.
@usableFromInline
enum TrackingScope {
    /// Runs `body` with a fresh collector as this thread's innermost scope and returns what it
    /// read. The accesses are also merged into the enclosing scope, as Apple's Observation does.
    static func collect<Result>(_ body: () throws -> Result) rethrows -> (Result, ObservationTracking._AccessList?) {
        // On the heap, not in `withUnsafeMutablePointer`: that is generic over `Result` here,
        // so the collector would be copied and destroyed through value witnesses (more than
        // twice what the allocation costs).
        let collector = UnsafeMutablePointer<AccessCollector>.allocate(capacity: 1)
        collector.initialize(to: AccessCollector())
        defer {
            collector.deinitialize(count: 1)
            collector.deallocate()
        }
        let enclosing = observation_backport_current_scope()
        observation_backport_set_current_scope(collector)
        observation_backport_add_open_scopes(1)
        let result: Result
        do {
            defer {
                observation_backport_add_open_scopes(-1)
                observation_backport_set_current_scope(enclosing)
            }
            result = try body()
        }
        let list = collector.pointee.takeAccessList()
        if let enclosing, let list {
            Self.collector(enclosing).pointee.merge(list)
        }
        return (result, list)
    }

    /// The collector a scope slot's value points to.
    @inlinable
    @inline(__always)
    static func collector(_ scope: UnsafeMutableRawPointer) -> UnsafeMutablePointer<AccessCollector> {
        scope.assumingMemoryBound(to: AccessCollector.self)
    }
}
