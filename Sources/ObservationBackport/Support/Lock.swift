#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The platform's cheapest non-recursive mutex, used in place where it is stored.
///
/// `os_unfair_lock` on Apple platforms (available since iOS 10), `pthread_mutex_t` elsewhere.
/// `Mutex` from the Synchronization module would do, but it needs iOS 18 / macOS 15.
/// It must never move once initialized: it lives in the tail of a `LockedWord` buffer.
@usableFromInline
enum Lock {
    #if canImport(Darwin)
    @usableFromInline typealias Primitive = os_unfair_lock
    #else
    @usableFromInline typealias Primitive = pthread_mutex_t
    #endif

    /// Zeroed, which is `OS_UNFAIR_LOCK_INIT`, and `PTHREAD_MUTEX_INITIALIZER` on glibc and musl;
    /// destroying either releases nothing, so neither `pthread_mutex_init` nor
    /// `pthread_mutex_destroy` is called: skipping them is part of what creating an observable
    /// object costs (the "object init" benchmark).
    static func initialize(_ lock: UnsafeMutablePointer<Primitive>) {
        lock.initialize(to: Primitive())
    }

    static func deinitialize(_ lock: UnsafeMutablePointer<Primitive>) {
        lock.deinitialize(count: 1)
    }

    static func lock(_ lock: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        #else
        pthread_mutex_lock(lock)
        #endif
    }

    static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
        os_unfair_lock_unlock(lock)
        #else
        pthread_mutex_unlock(lock)
        #endif
    }
}
