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
/// It must never move once initialized: it lives in the tail of a `LockedState` buffer.
@usableFromInline
enum Lock {
    #if canImport(Darwin)
    @usableFromInline typealias Primitive = os_unfair_lock

    static func initialize(_ lock: UnsafeMutablePointer<Primitive>) {
        lock.initialize(to: os_unfair_lock())
    }

    static func deinitialize(_ lock: UnsafeMutablePointer<Primitive>) {
        lock.deinitialize(count: 1)
    }

    static func lock(_ lock: UnsafeMutablePointer<Primitive>) {
        os_unfair_lock_lock(lock)
    }

    static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {
        os_unfair_lock_unlock(lock)
    }
    #else
    @usableFromInline typealias Primitive = pthread_mutex_t

    /// A zeroed `pthread_mutex_t` is `PTHREAD_MUTEX_INITIALIZER` on glibc and musl, and
    /// destroying a default mutex releases nothing: skipping both calls is a measurable part of
    /// creating an observable object (the "object init" benchmark).
    static func initialize(_ lock: UnsafeMutablePointer<Primitive>) {
        lock.initialize(to: pthread_mutex_t())
    }

    static func deinitialize(_ lock: UnsafeMutablePointer<Primitive>) {
        lock.deinitialize(count: 1)
    }

    static func lock(_ lock: UnsafeMutablePointer<Primitive>) {
        pthread_mutex_lock(lock)
    }

    static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {
        pthread_mutex_unlock(lock)
    }
    #endif
}
