import ObservationBackportAtomics

/// The access collector of the innermost tracking scope open on the current thread.
///
/// Thread story: the slot is a C thread-local (`observation_backport_scope`), so only its own
/// thread reads or writes it; it points to the collector of the innermost `Open` scope, which
/// restores the enclosing scope's pointer when it closes. Alongside it, the process-wide
/// atomic `observation_backport_open_scopes` counts open scopes on all threads (with a high bit
/// set while `AppleObservationBridge` is enabled); while it is zero, a read (`ObservationRegistrar._access`)
/// returns without touching the thread-local slot at all, which is what makes an untracked read
/// cost a single load. A collector's memory comes from the thread's spare block
/// (`observation_backport_take_scope_memory`), also a C thread-local, and goes back to it when
/// the scope closes, so a scope allocates nothing of its own.
@usableFromInline
enum TrackingScope {
    /// Runs `body` with a fresh collector as this thread's innermost scope and returns what it
    /// read. The accesses are also merged into the enclosing scope, as Apple's Observation does.
    static func collect<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> (Result, ObservationTracking._AccessList?) {
        var list: ObservationTracking._AccessList?
        let result = try collect(into: &list, body)
        return (result, list)
    }

    /// Runs `body` as `collect(_:)` does, leaving what it read in `list` (nil on entry).
    private static func collect<Result, Failure: Error>(
        into list: inout ObservationTracking._AccessList?,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try collect(body) { collector in
            // `list` is nil: set in place, as an assignment would first destroy the nil through
            // `Optional`'s generic value witness (a call per scope).
            withUnsafeMutablePointer(to: &list) { $0.initialize(to: collector.pointee.takeAccessList()) }
        }
    }

    /// Runs `body` with a fresh collector as this thread's innermost scope; if it read anything,
    /// merges the reads into the enclosing scope and hands `finish` the collector, in place (what
    /// it holds is destroyed when `finish` returns). If `body` throws, the scope closes without
    /// `finish`. `datingEachRead`: an options tracking's scope (see `AccessEntry.datesEachRead`).
    static func collect<Result: ~Copyable, Failure: Error>(
        datingEachRead: Bool = false,
        _ body: () throws(Failure) -> Result,
        then finish: (UnsafeMutablePointer<AccessCollector>) -> Void
    ) throws(Failure) -> Result {
        let scope = Open(datingEachRead: datingEachRead)
        let result: Result
        do {
            result = try body()
        } catch {
            scope.abandon()
            throw error
        }
        scope.close(then: finish)
        return result
    }

    /// An open scope: its collector, the current one on this thread from `init` to `close`.
    ///
    /// Opening and closing are not generic, so that a generic caller that closes in a `defer`
    /// (`withObservationTracking(_:onChange:)`) returns its body's result straight, without
    /// moving it through value witnesses.
    struct Open {
        let collector: UnsafeMutablePointer<AccessCollector>
        private let enclosing: UnsafeMutableRawPointer?

        /// Opens a scope with a fresh collector, in memory the thread reuses from scope to
        /// scope.
        @inline(__always)
        init(datingEachRead: Bool = false) {
            collector = observation_backport_take_scope_memory(UInt(MemoryLayout<AccessCollector>.size))
                .bindMemory(to: AccessCollector.self, capacity: 1)
            collector.initialize(to: AccessCollector(datingEachRead: datingEachRead))
            enclosing = observation_backport_current_scope()
            observation_backport_set_current_scope(collector)
            observation_backport_add_open_scopes(1)
        }

        /// Makes the enclosing scope current again; if this one read anything, merges its reads
        /// into the enclosing one and hands `finish` the collector. Then destroys the collector.
        @inline(__always)
        func close(then finish: (UnsafeMutablePointer<AccessCollector>) -> Void) {
            leave()
            if collector.pointee.hasReads {
                if let enclosing { TrackingScope.collector(enclosing).pointee.merge(collector) }
                finish(collector)
            }
            destroyCollector()
        }

        /// Closes the scope, its reads dropped (its body threw).
        func abandon() {
            leave()
            collector.pointee.stopReading()
            destroyCollector()
        }

        @inline(__always)
        private func leave() {
            observation_backport_add_open_scopes(-1)
            observation_backport_set_current_scope(enclosing)
        }

        @inline(__always)
        private func destroyCollector() {
            AccessCollector.destroy(collector)
            observation_backport_keep_scope_memory(collector)
        }
    }

    /// The collector a scope slot's value points to.
    @inlinable
    @inline(__always)
    static func collector(_ scope: UnsafeMutableRawPointer) -> UnsafeMutablePointer<AccessCollector> {
        scope.assumingMemoryBound(to: AccessCollector.self)
    }
}
