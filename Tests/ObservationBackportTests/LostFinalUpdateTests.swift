import Foundation
import Testing
@_spi(SwiftUI) @_spi(AccessCollection) @testable import ObservationBackport

/// The two windows in which a one-shot tracking could miss another thread's change and leave a
/// follower showing an old value for good, each reproduced by a planted interleaving:
/// the threads wait for each other at the exact point, so each run takes the window.
///
/// Both windows are Apple's too (Swift 6.3 misses both changes); the engine closes them (see
/// `ConcurrentWrites`), a guarantee beyond Apple's (DeliberateDifferences).
@Suite(.unbridged) struct LostFinalUpdateTests {
    @Observable final class Model: @unchecked Sendable {
        var count = 0
    }

    @Observable final class TwoCounts: @unchecked Sendable {
        var first = 0
        var second = 0
    }

    /// A flag set from any thread.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var isSet = false
        func set() { lock.lock(); isSet = true; lock.unlock() }
        var value: Bool { lock.lock(); defer { lock.unlock() }; return isSet }
    }

    /// A value handed from one thread to another.
    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Int?
        func set(_ value: Int) { lock.lock(); stored = value; lock.unlock() }
        var value: Int? { lock.lock(); defer { lock.unlock() }; return stored }
    }

    /// Runs `body` on a thread of its own and waits for it to end.
    private func onAnotherThread(_ what: String, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        waitWithDeadline(for: done, what)
    }

    /// Window 1: another thread's write lands after `apply` read the property and before the
    /// tracking is installed. The tracking must fire, since what `apply` read is out of date.
    @Test func aWriteBetweenTheReadAndTheInstallFiresTheTracking() {
        let model = Model(), fired = Flag()
        withObservationTracking {
            _ = model.count
            onAnotherThread("the other thread's write") { model.count = 1 }
        } onChange: {
            fired.set()
        }
        #expect(fired.value, "the tracking read 0, the model holds 1, and nothing will tell it")
    }

    /// Window 2: a re-render on another thread runs between a write's willSet (which fired the
    /// previous tracking) and its store: it reads the old value and installs a new tracking,
    /// which the store must fire.
    @Test func aTrackingInstalledBetweenWillSetAndTheStoreFiresForThatStore() {
        let model = Model(), secondFired = Flag(), seen = Box()
        withObservationTracking {
            _ = model.count
        } onChange: {
            // On the writing thread, inside willSet: the new value is not stored yet.
            onAnotherThread("the re-render") {
                let value = withObservationTracking { model.count } onChange: { secondFired.set() }
                seen.set(value)
            }
        }
        onAnotherThread("the write") { model.count = 1 }
        #expect(seen.value == 0, "the re-render ran before the store")
        #expect(secondFired.value, "the re-render showed 0, the model holds 1, and nothing will tell it")
    }

    /// Window 2 with two writes of one object in flight at once, on two threads: a tracking
    /// installed then on the property of the later one waits for that write's store too (the
    /// object keeps every write in flight, not only the first), also when the earlier write ended
    /// before the install.
    @Test(arguments: [false, true])
    func aTrackingInstalledWhileTwoWritesAreInFlightHearsTheLaterOne(earlierEndsFirst: Bool) {
        let model = TwoCounts(), fired = Flag()
        let firstInWillSet = DispatchSemaphore(value: 0), secondInWillSet = DispatchSemaphore(value: 0)
        let releaseFirst = DispatchSemaphore(value: 0), releaseSecond = DispatchSemaphore(value: 0)
        let firstWritten = DispatchSemaphore(value: 0), secondWritten = DispatchSemaphore(value: 0)
        // Each holds its write between its willSet and its store until released.
        withObservationTracking { _ = model.first } onChange: {
            firstInWillSet.signal()
            waitWithDeadline(for: releaseFirst, "the release of the first write")
        }
        withObservationTracking { _ = model.second } onChange: {
            secondInWillSet.signal()
            waitWithDeadline(for: releaseSecond, "the release of the second write")
        }
        Thread { model.first = 1; firstWritten.signal() }.start()
        waitWithDeadline(for: firstInWillSet, "the first write's willSet")
        Thread { model.second = 1; secondWritten.signal() }.start()
        waitWithDeadline(for: secondInWillSet, "the second write's willSet")
        if earlierEndsFirst {
            releaseFirst.signal()
            waitWithDeadline(for: firstWritten, "the first write")
        }
        let seen = withObservationTracking { model.second } onChange: { fired.set() }
        if !earlierEndsFirst { releaseFirst.signal() }
        releaseSecond.signal()
        if !earlierEndsFirst { waitWithDeadline(for: firstWritten, "the first write") }
        waitWithDeadline(for: secondWritten, "the second write")
        #expect(seen == 0, "the tracking read before the store")
        #expect(fired.value, "the tracking read 0, the model holds 1, and nothing will tell it")
    }

    /// Window 2 with SE-0506's options tracking (`.willSet`), as a UIKit update re-armed after
    /// each event does.
    @Test func anOptionsTrackingInstalledBetweenWillSetAndTheStoreHearsThatChange() {
        let model = Model(), secondFired = Flag(), seen = Box()
        withObservationTracking {
            _ = model.count
        } onChange: {
            onAnotherThread("the re-render") {
                let value = withObservationTracking(options: [.willSet]) { model.count } onChange: { _ in secondFired.set() }
                seen.set(value)
            }
        }
        onAnotherThread("the write") { model.count = 1 }
        #expect(seen.value == 0, "the re-render ran before the store")
        #expect(secondFired.value, "the re-render showed 0, the model holds 1, and nothing will tell it")
    }

    /// Window 1 with the options tracking: it dates each property's read, so its install finds
    /// a change made after the read, and reports it right after `apply` returns.
    @Test func anOptionsTrackingHearsAWriteBetweenTheReadAndTheEndOfApply() {
        let model = Model(), fired = Flag()
        withObservationTracking(options: [.willSet]) {
            _ = model.count
            onAnotherThread("the other thread's write") { model.count = 1 }
        } onChange: { _ in
            fired.set()
        }
        #expect(fired.value, "the tracking read 0, the model holds 1, and nothing will tell it")
    }

    /// A `.didSet` options tracking installed while another thread's write of what it read,
    /// begun after the read, is still between its willSet and its store: it hears that write's
    /// didSet, once the value is stored, rather than a report of the change made before it is.
    @Test func aDidSetTrackingHearsAWriteInFlightAtItsInstallOnceStored() {
        let model = Model(), seen = Box()
        let inWillSet = DispatchSemaphore(value: 0), installed = DispatchSemaphore(value: 0), written = DispatchSemaphore(value: 0)
        // Holds the write between its willSet and its store until the tracking is installed.
        withObservationTracking { _ = model.count } onChange: {
            inWillSet.signal()
            waitWithDeadline(for: installed, "the install")
        }
        withObservationTracking(options: [.didSet]) {
            _ = model.count
            Thread {
                model.count = 1
                written.signal()
            }.start()
            waitWithDeadline(for: inWillSet, "the write's willSet")
        } onChange: { _ in
            seen.set(model.count)
        }
        installed.signal()
        waitWithDeadline(for: written, "the write")
        #expect(seen.value == 1, "the didSet was reported before the value was stored")
    }

    /// The same thread writing inside `apply` is not a missed change: as in Apple's module, the
    /// tracking is installed after `apply` and does not fire for it.
    @Test func aWriteInsideApplyOnTheSameThreadDoesNotFire() {
        let model = Model(), fired = Flag()
        withObservationTracking {
            _ = model.count
            model.count = 1
        } onChange: {
            fired.set()
        }
        #expect(!fired.value)
        model.count = 2
        #expect(fired.value)
    }
    /// Window 1 through an access list installed later (`Observations`, `ObservationHost`):
    /// the list carries the scope's readings to the install.
    @Test func aOneShotInstalledFromAListHearsAWriteMadeBeforeTheInstall() {
        let model = Model(), fired = Flag()
        let (_, list) = ObservationTracking._collectAccesses { model.count }
        onAnotherThread("the other thread's write") { model.count = 1 }
        ObservationTracking._installTracking(list!, onChange: { fired.set() })
        #expect(fired.value)
    }

    /// The scope's own later write of the property does not hide another thread's earlier one:
    /// what the scope read is out of date all the same.
    @Test func anOwnWriteAfterAnotherThreadsWriteStillFiresTheTracking() {
        let model = Model(), fired = Flag()
        let (_, list) = ObservationTracking._collectAccesses { model.count }
        onAnotherThread("the other thread's write") { model.count = 1 }
        model.count = 2
        ObservationTracking._installTracking(list!, onChange: { fired.set() })
        #expect(fired.value, "another thread wrote what the scope read before its install")
    }

    /// Two scopes read one object at once: the first one's install leaves every write of the
    /// object recorded for the second, which then hears a change made before its own install.
    @Test func aScopeStillReadingHearsAWriteMadeAfterAnotherScopesInstall() {
        let model = Model(), first = Flag(), second = Flag()
        let (_, firstList) = ObservationTracking._collectAccesses { model.count }
        let (_, secondList) = ObservationTracking._collectAccesses { model.count }
        ObservationTracking._installTracking(firstList!, onChange: { first.set() })
        onAnotherThread("the other thread's write") { model.count = 1 }
        ObservationTracking._installTracking(secondList!, onChange: { second.set() })
        #expect(first.value, "installed in time, it hears the write as any tracking")
        #expect(second.value, "still reading when the write came, it must hear it at its install")
    }

    /// The same for a persistent tracking: it is told willSet and didSet of the change it
    /// missed, right after it is installed.
    @Test func aPersistentTrackingInstalledFromAListHearsAWriteMadeBeforeTheInstall() {
        let model = Model(), willSet = Flag(), didSet = Flag()
        let (_, list) = ObservationTracking._collectAccesses { model.count }
        onAnotherThread("the other thread's write") { model.count = 1 }
        let tracking = ObservationTracking(list)
        ObservationTracking._installTracking(tracking, willSet: { _ in willSet.set() }, didSet: { _ in didSet.set() })
        #expect(willSet.value && didSet.value)
        tracking.cancel()
    }

    /// A scope nested in another hands what it was told to the enclosing scope, which read the
    /// same property through it.
    @Test func anEnclosingScopeHearsAWriteItsNestedScopeHeardOf() {
        let model = Model(), inner = Flag(), outer = Flag()
        withObservationTracking {
            withObservationTracking {
                _ = model.count
                onAnotherThread("the other thread's write") { model.count = 1 }
            } onChange: {
                inner.set()
            }
        } onChange: {
            outer.set()
        }
        #expect(inner.value && outer.value)
    }

    /// A reading scope sends every write of the object down the locked path only while it reads:
    /// once its list is dropped without an install, or its body threw, writes are one load again.
    @Test func aScopeThatEndsWithoutAnInstallStopsReading() throws {
        let person = Person()
        let storage = person.registrar.storage
        do {
            let (_, list) = ObservationTracking._collectAccesses { person.age }
            #expect(list != nil)
            #expect(storage.summary.mayBeObserved(0), "a reading scope sees every write")
        }
        #expect(!storage.summary.mayBeObserved(0), "the dropped list ended its registration")
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try TrackingScope.collect { () throws(Stop) -> Int in
                _ = person.age
                throw Stop()
            }
        }
        #expect(!storage.summary.mayBeObserved(0), "the abandoned scope ended its registration")
    }
}
