// Shared by the tests of ViewHost's tracking, its adapters and the text views (linked there).
import Dispatch
import Foundation
@_spi(SwiftUI) @testable import ObservationBackport
import Testing

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
            if let gate { self.gate = nil; gate.afterWillSet.signal(); waitWithDeadline(for: gate.proceed, "the test to let the write go on") }
            lock.withLock { _value = newValue }
            registrar.didSet(self, keyPath: \.value)
        }
    }

    /// How many trackings (not cancelled) observe `value`.
    var liveObservers: Int {
        registrar.storage.withIndex { $0.liveMemberships } ?? 0
    }
}
