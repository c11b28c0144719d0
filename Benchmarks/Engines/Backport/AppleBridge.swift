// The bridge rows: ObservationBackport models seen by Apple's tracking. This file is compiled
// against ObservationBackport only (it is not shared with Apple's build), and imports both
// modules, so every name is qualified.
import Observation
import ObservationBackport

/// Turns on `AppleObservationBridge` for the rest of the process.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func enableAppleObservationBridge() {
    ObservationBackport.AppleObservationBridge.enable()
}

/// Rows that only mean something with the bridge on, each compared with the row of Apple's build
/// whose name starts its own: a write to a model read since the bridge was enabled (so it has
/// an Apple registrar to tell), and Apple's `withObservationTracking` over our model, which is
/// what SwiftUI does on iOS 17 and later.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public let bridgedWorkloads: [Workload] = [
    Workload(name: "write, no observers (to a model read once)", targets: [], operations: 1_000_000) { n in
        let model = Model()
        blackHole(model.a)
        return perOperation(n) { for i in 0..<n { model.a = i } }
    },
    Workload(name: "track 4 properties + fire (Apple's tracking)", targets: [], operations: 100_000) { n in
        let model = Model()
        return perOperation(n) {
            for i in 0..<n {
                Observation.withObservationTracking {
                    blackHole(model.a &+ model.b &+ model.c &+ model.d)
                } onChange: {}
                model.c = i
            }
        }
    },
]
