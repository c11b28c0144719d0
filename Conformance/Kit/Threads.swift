import Foundation

/// Runs `body` on a new thread and waits for it: the way cases mutate "from another thread"
/// deterministically. (`DispatchQueue.sync` may run the block on the calling thread.)
public func onNewThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    wait(for: done, "a case's thread to end")
}

/// Runs every body on its own thread at once and waits for all of them.
public func onConcurrentThreads(_ bodies: [@Sendable () -> Void]) {
    let done = DispatchSemaphore(value: 0)
    let start = DispatchSemaphore(value: 0)
    for body in bodies {
        Thread {
            start.wait()
            body()
            done.signal()
        }.start()
    }
    for _ in bodies { start.signal() }
    for _ in bodies { wait(for: done, "a case's concurrent threads to end") }
}

/// An identifier of the calling thread, for "which thread did the observer run on" events.
public func currentThreadID() -> UInt {
    #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
    #else
    UInt(pthread_self())
    #endif
}

/// A thread identifier written by one thread and read by another after a join.
/// One `NSLock` guards `stored`.
public final class ThreadIDBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: UInt = 0

    public init() {}

    public var value: UInt {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
