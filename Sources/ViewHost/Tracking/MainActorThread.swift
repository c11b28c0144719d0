import Dispatch
#if canImport(Darwin)
import Darwin  // pthread_main_np
#else
import Foundation  // Thread.isMainThread, pthread_getspecific
#endif

/// Whether the calling thread runs the main actor, asked by an observer callback on the writing
/// thread, at every change: so it costs no system call.
///
/// Thread story: the keys are made once (static `let`s); each thread reads and writes only its
/// own value of `mainThreadKey`.
enum MainActorThread {
    #if canImport(Darwin)
    /// On Apple platforms the main thread runs the main actor, in main-queue blocks and in
    /// run-loop callbacks (where Core Animation commits) alike.
    static var isCurrent: Bool { pthread_main_np() != 0 }
    #else
    /// Elsewhere the main actor is the main thread in top-level code, and the main queue, which
    /// another thread may run (Linux tests).
    static var isCurrent: Bool {
        isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Foundation's answer, asked once per thread (on Linux it costs two system calls: `getpid`,
    /// `gettid`) and kept in the thread's value of `mainThreadKey`.
    private static var isMainThread: Bool {
        if let known = pthread_getspecific(mainThreadKey) { return known == mainThread }
        let isMain = Thread.isMainThread
        pthread_setspecific(mainThreadKey, isMain ? mainThread : otherThread)
        return isMain
    }

    /// A thread's answer: nil until asked, then one of the two markers below.
    private static let mainThreadKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "ViewHost: no thread-specific key left")
        return key
    }()
    private static var mainThread: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 1)! }
    private static var otherThread: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 2)! }

    /// Marks the main queue; set once, read only.
    private static let mainQueueKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()
    #endif
}
