#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The lock ObservationBackport's objects use (`os_unfair_lock` on Apple platforms,
/// `pthread_mutex_t` elsewhere), so that the floor and ours pay the same for locking. Used in
/// place: it lives in the tail of a `FloorRegistrar` and never moves.
enum FloorLock {
    #if canImport(Darwin)
    typealias Primitive = os_unfair_lock
    static func initialize(_ lock: UnsafeMutablePointer<Primitive>) { lock.initialize(to: os_unfair_lock()) }
    static func lock(_ lock: UnsafeMutablePointer<Primitive>) { os_unfair_lock_lock(lock) }
    static func unlock(_ lock: UnsafeMutablePointer<Primitive>) { os_unfair_lock_unlock(lock) }
    #else
    typealias Primitive = pthread_mutex_t
    /// A zeroed mutex is `PTHREAD_MUTEX_INITIALIZER` on glibc and musl.
    static func initialize(_ lock: UnsafeMutablePointer<Primitive>) { lock.initialize(to: pthread_mutex_t()) }
    static func lock(_ lock: UnsafeMutablePointer<Primitive>) { pthread_mutex_lock(lock) }
    static func unlock(_ lock: UnsafeMutablePointer<Primitive>) { pthread_mutex_unlock(lock) }
    #endif
}
