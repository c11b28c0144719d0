import Foundation
import Testing
@_spi(SwiftUI) @_spi(AccessCollection) @testable import ObservationBackport

/// A lone write (see `ConcurrentWrites`) ends its flight at its didSet without the lock. Each
/// test meets it with what would need the write in flight or recorded: a scope reading across
/// its store, an install during it, an install after it. The interleavings are planted: the
/// threads wait for each other at the exact point.
@Suite(.unbridged) struct LoneWriteTests {
    @Observable final class Model: @unchecked Sendable {
        var count = 0
    }

    /// Counts from any thread.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    /// The write fires a tracking (which makes it lone: no scope reads, nothing listens after
    /// the store); during its willSet another thread's scope begins reading the old value and
    /// installs only after the store. The didSet must see that reader and record the write,
    /// or the tracking is left on the old value.
    @Test func aScopeReadingAcrossTheStoreHearsTheWrite() {
        let model = Model(), fired = Counter(), seen = Counter()
        let read = DispatchSemaphore(value: 0), written = DispatchSemaphore(value: 0), installed = DispatchSemaphore(value: 0)
        withObservationTracking { _ = model.count } onChange: {
            Thread {
                let value = withObservationTracking {
                    let value = model.count
                    read.signal()
                    waitWithDeadline(for: written, "the write's store")
                    return value
                } onChange: {
                    fired.add()
                }
                if value == 0 { seen.add() }
                installed.signal()
            }.start()
            waitWithDeadline(for: read, "the other scope's read")
        }
        model.count = 1
        written.signal()
        waitWithDeadline(for: installed, "the other scope's install")
        #expect(seen.value == 1, "the other scope read before the store")
        #expect(fired.value == 1, "the scope read 0, the model holds 1, and nothing will tell it")
    }

    /// After a lone write has ended without the lock, a willSet observer installed from
    /// another thread must not find it still in flight: it would wait for a didSet that never
    /// comes, and be told twice by the next write.
    @Test func anObserverInstalledAfterTheWriteIsToldOnceByTheNext() {
        let model = Model(), willSets = Counter()
        withObservationTracking { _ = model.count } onChange: {}
        model.count = 1
        let tracking = Self.installOnAnotherThread(reading: model, willSet: { _ in willSets.add() }, didSet: nil)
        model.count = 2
        #expect(willSets.value == 1)
        tracking.cancel()
    }

    /// A didSet observer installed from another thread while a lone write is between its
    /// willSet and its store is told that write's didSet, as Apple's registrar tells observers
    /// installed since the willSet: the install takes the lone write back.
    @Test func aDidSetObserverInstalledDuringTheWriteHearsItsDidSet() {
        let model = Model(), didSets = Counter()
        nonisolated(unsafe) var tracking: ObservationTracking?
        withObservationTracking { _ = model.count } onChange: {
            tracking = Self.installOnAnotherThread(reading: model, willSet: nil, didSet: { _ in didSets.add() })
        }
        model.count = 1
        #expect(didSets.value == 1)
        tracking?.cancel()
    }

    /// Installs a persistent tracking of `model.count` from a thread of its own, and waits for it.
    private static func installOnAnotherThread(
        reading model: Model,
        willSet: (@Sendable (ObservationTracking) -> Void)?, didSet: (@Sendable (ObservationTracking) -> Void)?
    ) -> ObservationTracking {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var tracking: ObservationTracking?
        Thread {
            let (_, list) = ObservationTracking._collectAccesses { model.count }
            let installed = ObservationTracking(list)
            ObservationTracking._installTracking(installed, willSet: willSet, didSet: didSet)
            tracking = installed
            done.signal()
        }.start()
        waitWithDeadline(for: done, "the other thread's install")
        return tracking!
    }
}
