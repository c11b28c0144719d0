// Shared by ViewHostTests and ViewHostSwiftUIAdapterTests (linked there).
import Dispatch
import Foundation
@_spi(SwiftUI) @_spi(ViewHost) @testable import ObservationBackport

/// Hand-written observable whose setter can be paused between willSet and the store, and whose
/// observers can be counted.
final class GatedModel: Observable, @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var _value = 0
    /// When set, the next write signals `afterWillSet` then waits for `proceed` before storing.
    nonisolated(unsafe) var gate: (afterWillSet: DispatchSemaphore, proceed: DispatchSemaphore)?

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return lock.withLock { _value }
        }
        set {
            registrar.willSet(self, keyPath: \.value)
            if let gate { self.gate = nil; gate.afterWillSet.signal(); gate.proceed.wait() }
            lock.withLock { _value = newValue }
            registrar.didSet(self, keyPath: \.value)
        }
    }

    /// How many trackings (not cancelled) observe `value`.
    var liveObservers: Int {
        // A probe joining the property's group drops the cancelled members first (a previous
        // probe among them); then the live ones and this probe are counted.
        let (_, accesses) = ObservationTracking._collectAccesses { _ = value }
        let probe = ObservationTracking(accesses)
        ObservationTracking._installTracking(probe, didSet: { _ in })
        defer { probe.cancel() }
        return registrar.storage.withLock { $0?.takeUnretainedValue().memberships ?? 0 } - 1
    }
}
