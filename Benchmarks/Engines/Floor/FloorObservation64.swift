// The floor's SE-0506 equivalents, written by hand on the floor's engine (FloorRegistrar.swift): what the
// two rows of Workloads64.swift cost at least.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The event an options tracking passes: its kind only (the floor reports `willSet` alone).
struct FloorEvent: ~Copyable {
    let isWillSet: Bool
}

/// The options the floor's rows use.
struct FloorOptions {
    static let willSet = FloorOptions()
}

/// `withObservationTracking(options: .willSet)`: a one-shot tracking, its closure handed an
/// event, that observes each property as `apply` first reads it and reports a change made
/// meanwhile once `apply` returns (as ours does, which dates each read and installs after).
func withObservationTracking<T>(
    options: FloorOptions, _ apply: () -> T, onChange: @escaping @Sendable (borrowing FloorEvent) -> Void
) -> T {
    let observer = FloorObserver.make(.event(onChange), applying: true)
    let (result, _) = FloorScope.collect(installingEarly: observer, apply)
    observer.arm()
    return result
}

/// A continuous observation reduced to its parts: one task waiting on a continuation, resumed
/// by a one-shot observer, calling `apply` and observing again; cancelled by a flag.
final class FloorToken: @unchecked Sendable {
    private var lock = pthread_mutex_t()
    private var waiter: CheckedContinuation<Bool, Never>?
    private var changed = false
    private var cancelled = false

    init() { pthread_mutex_init(&lock, nil) }

    func signal() {
        pthread_mutex_lock(&lock)
        let waiter = self.waiter
        self.waiter = nil
        if waiter == nil { changed = true }
        pthread_mutex_unlock(&lock)
        waiter?.resume(returning: true)
    }

    func wait() async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            pthread_mutex_lock(&lock)
            let now: Bool? = cancelled ? false : (changed ? true : nil)
            changed = false
            if now == nil { waiter = continuation }
            pthread_mutex_unlock(&lock)
            if let now { continuation.resume(returning: now) }
        }
    }

    func cancel() {
        pthread_mutex_lock(&lock)
        cancelled = true
        let waiter = self.waiter
        self.waiter = nil
        pthread_mutex_unlock(&lock)
        waiter?.resume(returning: false)
    }
}

func withContinuousObservation(
    options: FloorOptions, apply: @escaping @Sendable (borrowing FloorEvent) -> Void
) -> FloorToken {
    let token = FloorToken()
    Task.detached {
        // Each call's observer is installed before the call, on what the previous call read
        // (the same four properties, in the row that uses it): no change falls between a call's
        // reads and its observer. The first call's is installed after it.
        let signal = FloorCallback.plain { token.signal() }
        var previousReads: FloorReads?
        repeat {
            previousReads?.install(signal)
            let (_, reads) = FloorScope.collect { apply(FloorEvent(isWillSet: true)) }
            if previousReads == nil { reads.install(signal) }
            previousReads = reads
        } while await token.wait()
    }
    return token
}
