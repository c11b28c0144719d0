import Foundation

/// The event log of one program run, made comparable across engines.
///
/// Observation orders the observers one change notifies by hash order (Apple's order varies per
/// process), so within a step each run of consecutive callback events of the same phase is
/// sorted; a willSet-phase event recorded after a didSet-phase one still shows, and markers keep
/// their order. Concurrent steps
/// are compared as a set of events. One `NSLock` guards all state; callbacks record from any
/// thread.
public final class ProgramLog: @unchecked Sendable {
    public enum Phase: Int, Sendable {
        /// Markers the interpreter writes itself (step headers, writes on threads).
        case marker
        /// onChange and SPI willSet callbacks.
        case willSet
        /// SPI didSet callbacks.
        case didSet
        /// Deinitializers.
        case deinitialized
    }

    private let lock = NSLock()
    private var finished: [String] = []
    private var current: [(phase: Phase, text: String)] = []
    private var concurrent = false

    public init() {}

    /// Whether the step in progress runs threads concurrently; callbacks then leave out
    /// values that depend on timing.
    public var isConcurrent: Bool { lock.withLock { concurrent } }

    /// Closes the previous step and starts one.
    public func begin(_ header: String, concurrent: Bool = false) {
        lock.withLock {
            closeOperation()
            self.concurrent = concurrent
            finished.append(header)
        }
    }

    public func record(_ phase: Phase, _ text: String) {
        lock.withLock { current.append((phase, text)) }
    }

    /// The canonical log of everything recorded.
    public func close() -> [String] {
        lock.withLock {
            closeOperation()
            return finished
        }
    }

    private func closeOperation() {
        if concurrent {
            finished += Set(current.map(\.text)).sorted()
        } else {
            var start = current.startIndex
            while start < current.endIndex {
                let phase = current[start].phase
                let end = current[start...].firstIndex { $0.phase != phase } ?? current.endIndex
                let run = current[start..<end].map(\.text)
                finished += phase == .marker ? run : run.sorted()
                start = end
            }
        }
        current = []
    }
}
