#if ENGINE_APPLE
import Observation
#elseif !ENGINE_FLOOR
import ObservationBackport
@_spi(TrackedPasses) @_spi(ContentTracking) import ViewHost
#endif

/// What `needsUpdate` is set from, in an observer's `onChange`.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
final class UpdateFlag: @unchecked Sendable {
    var needsUpdate = false
}

/// A UIKit view's update cycle, `n` times: a write to a property its update read, then the pass
/// that runs the update again (reading two properties) and observes what it read.
///
/// Hand-written: `withObservationTracking` re-registered after every update, its `onChange`
/// setting a flag that the pass tests: what an app writes without ViewHost, on each engine.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
func handWrittenUpdateCycle(_ n: Int) -> Double {
    let model = Model(), flag = UpdateFlag()
    var updates = 0
    func update() {
        withObservationTracking {
            blackHole(model.a &+ model.b)
        } onChange: {
            flag.needsUpdate = true
        }
        updates += 1
    }
    update()
    let time = perOperation(n) {
        for i in 0..<n {
            model.a = i &+ 1
            if flag.needsUpdate {
                flag.needsUpdate = false
                update()
            }
        }
    }
    precondition(updates == n + 1, "the update did not run after every write")
    return time
}

/// The same cycle through ViewHost's `ObservationView` core (`PassTracking`), with our engine;
/// the other engines, which ViewHost does not run on, measure the hand-written cycle.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
func viewHostUpdateCycle(_ n: Int) -> Double {
    #if !ENGINE_APPLE && !ENGINE_FLOOR
    MainActor.assumeIsolated {
        let model = Model(), requester = CountingRequester()
        var updates = 0
        let tracking = PassTracking(requesting: .layout, from: requester)
        func update() {
            blackHole(model.a &+ model.b)
            updates += 1
        }
        tracking.runIfNeeded(update)
        let time = perOperation(n) {
            for i in 0..<n {
                model.a = i &+ 1
                tracking.runIfNeeded(update)
            }
        }
        precondition(updates == n + 1 && requester.passes == n, "the update did not run after every write")
        return time
    }
    #else
    handWrittenUpdateCycle(n)
    #endif
}

/// The same cycle through ViewHost's `ObservationHost` core (`HostTracking`, which SwiftUI's and
/// the text host's views evaluate their content with), with our engine; its invalidation sets
/// the flag that SwiftUI's would turn into a new evaluation. The other engines measure the
/// hand-written cycle.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
func contentHostUpdateCycle(_ n: Int) -> Double {
    #if !ENGINE_APPLE && !ENGINE_FLOOR
    let model = Model(), flag = UpdateFlag()
    var updates = 0
    let tracking = HostTracking { flag.needsUpdate = true }
    func update() {
        tracking.evaluate { blackHole(model.a &+ model.b) }
        updates += 1
    }
    update()
    let time = perOperation(n) {
        for i in 0..<n {
            model.a = i &+ 1
            if flag.needsUpdate {
                flag.needsUpdate = false
                update()
            }
        }
    }
    precondition(updates == n + 1, "the evaluation did not run after every write")
    return time
    #else
    handWrittenUpdateCycle(n)
    #endif
}

#if !ENGINE_APPLE && !ENGINE_FLOOR
/// Counts the passes asked for, as a view would schedule them.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@MainActor final class CountingRequester: PassRequesting {
    var passes = 0
    func requestPass(_ pass: RequestedPass) { passes += 1 }
}
#endif

/// The update cycle as an app writes it without ViewHost: what the hosts' rows are held to.
let handWrittenRow = "update cycle: hand-written withObservationTracking"

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
let updateCycleWorkloads: [Workload] = [
    Workload(name: handWrittenRow, targets: [.apple(0.5), .floor(2)], operations: 100_000) { n in
        handWrittenUpdateCycle(n)
    },
    // Ours: ViewHost's hosts, each held to the cycle written by hand on this engine; Apple and
    // floor: the hand-written cycle above, on their engines.
    Workload(
        name: "update cycle: ViewHost's ObservationView core", targets: [.apple(0.5), .ours(on: handWrittenRow, 2)],
        operations: 100_000
    ) { n in
        viewHostUpdateCycle(n)
    },
    Workload(
        name: "update cycle: ViewHost's ObservationHost core", targets: [.apple(0.5), .ours(on: handWrittenRow, 2)],
        operations: 100_000
    ) { n in
        contentHostUpdateCycle(n)
    },
]
