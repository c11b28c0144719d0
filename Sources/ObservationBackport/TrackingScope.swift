import ObservationBackportAtomics

/// The access collector of the innermost tracking scope open on the current thread.
///
/// Thread story: the slot is a C thread-local (`observation_backport_scope`), so only its own
/// thread reads or writes it; it points to the collector on the stack of `collect`, which
/// restores the enclosing scope's pointer before returning. Alongside it, the process-wide
/// atomic `observation_backport_open_scopes` counts open scopes on all threads; while it is
/// zero, `ObservationRegistrar.access` returns without touching the thread-local slot at all,
/// which is what makes an untracked read cost a single load.
enum TrackingScope {
    /// Runs `body` with a fresh collector as this thread's innermost scope and returns what it
    /// read. The accesses are also merged into the enclosing scope, as Apple's Observation does.
    static func collect<Result>(_ body: () throws -> Result) rethrows -> (Result, ObservationTracking._AccessList?) {
        var collector = AccessCollector()
        let enclosing = observation_backport_current_scope()
        let result = try withUnsafeMutablePointer(to: &collector) { pointer in
            observation_backport_set_current_scope(pointer)
            observation_backport_add_open_scopes(1)
            defer {
                observation_backport_add_open_scopes(-1)
                observation_backport_set_current_scope(enclosing)
            }
            return try body()
        }
        let list = collector.accessList()
        if let enclosing, let list {
            enclosing.assumingMemoryBound(to: AccessCollector.self).pointee.merge(list)
        }
        return (result, list)
    }

    /// Records a read of `keyPath` on `storage` in the collector `scope` (the thread's slot).
    static func record(_ storage: ObservationStorage, _ keyPath: AnyKeyPath, in scope: UnsafeMutableRawPointer) {
        scope.assumingMemoryBound(to: AccessCollector.self).pointee.record(storage, keyPath)
    }
}
