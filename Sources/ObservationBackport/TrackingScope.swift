import ObservationBackportAtomics

/// The access collector of the innermost tracking scope open on the current thread.
///
/// Thread story: the slot is a C thread-local (`observation_backport_scope`), so only its own
/// thread reads or writes it; it holds the collector unretained, kept alive by `collect`.
/// Alongside it, the process-wide atomic `observation_backport_open_scopes` counts open scopes
/// on all threads; while it is zero, `ObservationRegistrar.access` returns without touching the
/// thread-local slot at all, which is what makes an untracked read cost a single load.
enum TrackingScope {
    /// Runs `body` with a fresh collector as this thread's innermost scope and returns what it
    /// read. The accesses are also merged into the enclosing scope, as Apple's Observation does.
    static func collect<Result>(_ body: () throws -> Result) rethrows -> (Result, ObservationTracking._AccessList?) {
        let collector = AccessCollector()
        let enclosing = observation_backport_current_scope()
        observation_backport_set_current_scope(Unmanaged.passUnretained(collector).toOpaque())
        observation_backport_add_open_scopes(1)
        defer {
            observation_backport_add_open_scopes(-1)
            observation_backport_set_current_scope(enclosing)
            if let enclosing {
                Unmanaged<AccessCollector>.fromOpaque(enclosing).takeUnretainedValue().merge(collector)
            }
        }
        let result = try withExtendedLifetime(collector) { try body() }
        return (result, collector.accessList)
    }

    /// Records a read of `keyPath` on `storage` in the collector `scope` (the thread's slot).
    static func record(_ storage: ObservationStorage, _ keyPath: AnyKeyPath, in scope: UnsafeMutableRawPointer) {
        Unmanaged<AccessCollector>.fromOpaque(scope)._withUnsafeGuaranteedRef { $0.record(storage, keyPath) }
    }
}
