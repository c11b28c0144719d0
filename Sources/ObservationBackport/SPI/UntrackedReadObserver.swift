// Not part of Apple's Observation, compiled in debug builds only: release builds have neither
// these types nor any work for them in the read paths.
import ObservationBackportAtomics

extension ObservationRegistrar {
    /// Tells the calling thread's observer, if any, of a read outside every scope of this
    /// engine (even one Apple's tracking sees through the bridge). Does nothing in release builds.
    @inlinable
    @inline(__always)
    static func noticeUntrackedRead(_ keyPath: @autoclosure () -> AnyKeyPath) {
        #if DEBUG
        if UntrackedReads.anyObserver { UntrackedReads.notice(keyPath()) }
        #endif
    }
}

#if DEBUG

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Tells an observer installed on a thread about every read of a tracked property that thread
/// makes outside all tracking scopes: a read nothing will ever report a change of.
@_spi(UntrackedReads)
public enum _UntrackedReadObserver {
    /// Installs `observer` for the calling thread's untracked reads (nil removes it) and
    /// returns the one it replaces, to be put back when the caller is done. The observer runs on
    /// the reading thread, outside every lock, and must not read tracked properties itself.
    public static func exchange(_ observer: ((AnyKeyPath) -> Void)?) -> ((AnyKeyPath) -> Void)? {
        UntrackedReads.exchange(observer)
    }
}

/// The read paths' side of `_UntrackedReadObserver`.
///
/// Thread story: each thread's observer is thread-local (a pthread key); the count of threads
/// with one is changed under the count's lock and read from its atomic word, so that an
/// untracked read while no thread has an observer costs one more load.
@usableFromInline
enum UntrackedReads {
    @usableFromInline
    static var anyObserver: Bool {
        observation_backport_load(observingThreads.atomicWord) != 0
    }

    @usableFromInline
    static func notice(_ keyPath: AnyKeyPath) {
        guard let raw = pthread_getspecific(key) else { return }
        Unmanaged<Observer>.fromOpaque(raw).takeUnretainedValue().call(keyPath)
    }

    static func exchange(_ observer: ((AnyKeyPath) -> Void)?) -> ((AnyKeyPath) -> Void)? {
        let previous = pthread_getspecific(key).map { Unmanaged<Observer>.fromOpaque($0).takeRetainedValue() }
        pthread_setspecific(key, observer.map { Unmanaged.passRetained(Observer($0)).toOpaque() })
        let delta = (observer == nil ? 0 : 1) - (previous == nil ? 0 : 1)
        if delta != 0 {
            observingThreads.withLock { count in
                count += delta
                observation_backport_store(observingThreads.atomicWord, count)
            }
        }
        return previous?.call
    }

    /// Boxed, to live behind the pthread key.
    private final class Observer {
        let call: (AnyKeyPath) -> Void
        init(_ call: @escaping (AnyKeyPath) -> Void) { self.call = call }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // A thread that ends with an observer installed leaks it and keeps the count up: callers
        // put back what they replaced before they return.
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "ObservationBackport: pthread_key_create failed (\(status))")
        return key
    }()

    /// Safe across threads by its own lock and atomic word.
    nonisolated(unsafe) private static let observingThreads = Count.make(0, as: Count.self)

    private final class Count: LockedState<Int> {}
}
#endif
