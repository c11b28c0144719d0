#if !ENGINE_APPLE
#if !ENGINE_FLOOR
import ObservationBackport
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Rows of Swift 6.4's API (SE-0506), which Apple's Observation on this machine (6.3) lacks: ours
// against the floor only. The floor's equivalents are hand-written in FloorObservation64.swift.

public let workloads64: [Workload] = [
    // The one-shot options tracking a transaction starts with: read, install, hear the willSet.
    Workload(name: "options tracking (.willSet): track 4 properties + fire", targets: [.floor(2)], operations: 100_000) { n in
        let model = Model()
        return perOperation(n) {
            for i in 0..<n {
                withObservationTracking(options: .willSet) {
                    blackHole(model.a &+ model.b &+ model.c &+ model.d)
                } onChange: { _ in }
                model.c = i &+ 1
            }
        }
    },
    // A continuous observation's whole cost per change: the write, the wake-up of its task, the
    // call of `apply` (which reads 4 properties) and the new tracking. Nonisolated, so the
    // calls run on the global executor while this thread waits for each.
    Workload(name: "continuous observation: one change, one call", targets: [.floor(2)], operations: 20_000) { n in
        let model = Model()
        let calls = CallCounter()
        let token = withContinuousObservation(options: .willSet) { _ in
            blackHole(model.a &+ model.b &+ model.c &+ model.d)
            calls.increment()
        }
        calls.wait(until: 1)
        usleep(10_000)  // the first call's tracking is installed after it returns
        let time = perOperation(n) {
            for i in 1...n {
                model.c = i
                calls.wait(until: i + 1)
            }
        }
        token.cancel()
        return time
    },
]

/// Counts calls made on another thread; `wait` spins until the count is reached.
final class CallCounter: @unchecked Sendable {
    private var count = 0
    private var lock = pthread_mutex_t()

    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }

    func increment() {
        pthread_mutex_lock(&lock)
        count += 1
        pthread_mutex_unlock(&lock)
    }

    func wait(until target: Int) {
        while true {
            pthread_mutex_lock(&lock)
            let reached = count >= target
            pthread_mutex_unlock(&lock)
            if reached { return }
            sched_yield()
        }
    }
}
#endif
