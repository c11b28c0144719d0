import ObservationBackportAtomics

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The access collector of the innermost tracking scope open on the current thread.
///
/// Thread story: the slot is thread-local (a pthread key), so only its own thread reads or writes
/// it. Alongside it, the process-wide atomic `observation_backport_open_scopes` counts open scopes
/// on all threads (plus one while `AppleObservationBridge` is enabled); while it is zero, `ObservationRegistrar.access` returns without touching the
/// thread-local slot at all, which is what makes an untracked read cost a single load.
enum TrackingScope {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "ObservationBackport: pthread_key_create failed (\(status))")
        return key
    }()

    /// The collector of the innermost open scope on this thread, if any.
    static var current: AccessCollector? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<AccessCollector>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Runs `body` with a fresh collector as this thread's innermost scope and returns what it
    /// read. The accesses are also merged into the enclosing scope, as Apple's Observation does.
    static func collect<Result>(_ body: () throws -> Result) rethrows -> (Result, ObservationTracking._AccessList?) {
        let collector = AccessCollector()
        let enclosing = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(collector).toOpaque())
        observation_backport_add_open_scopes(1)
        defer {
            observation_backport_add_open_scopes(-1)
            pthread_setspecific(key, enclosing)
            if let enclosing {
                Unmanaged<AccessCollector>.fromOpaque(enclosing).takeUnretainedValue().merge(collector)
            }
        }
        let result = try withExtendedLifetime(collector) { try body() }
        return (result, collector.accessList)
    }
}
