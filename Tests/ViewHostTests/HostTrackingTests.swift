import Dispatch
import Foundation
import Synchronization
import Testing
@_spi(ContentTracking) import ViewHost

/// The tracking core shared by SwiftUI's `ObservationHost` and the text host's nodes.
@Suite(.unbridged) struct HostTrackingTests {
    private final class Invalidations: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func add() { count.withLock { $0 += 1 } }
    }

    @Test func aThousandEvaluationsThenOneChangeGiveOneObserverAndOneInvalidation() {
        let model = GatedModel(), invalidations = Invalidations()
        let tracking = HostTracking { invalidations.add() }
        for _ in 0..<1_000 { _ = tracking.evaluate { model.value } }

        #expect(model.liveObservers == 1)
        model.value = 1
        #expect(invalidations.value == 1)
    }

    @Test func aBurstOfWritesGivesOneInvalidationPerEvaluation() {
        let model = GatedModel(), invalidations = Invalidations()
        let tracking = HostTracking { invalidations.add() }
        _ = tracking.evaluate { model.value }
        for value in 1...10 { model.value = value }
        #expect(invalidations.value == 1)

        #expect(tracking.evaluate { model.value } == 10)
        model.value = 11
        #expect(invalidations.value == 2)
    }

    @Test func stoppingCancelsTheTracking() {
        let model = GatedModel(), invalidations = Invalidations()
        let tracking = HostTracking { invalidations.add() }
        _ = tracking.evaluate { model.value }
        tracking.stop()

        model.value = 1
        #expect(invalidations.value == 0)
        #expect(model.liveObservers == 0)
        _ = tracking.evaluate { model.value }  // a stopped host observes nothing more
        #expect(model.liveObservers == 0)
    }

    /// A host that leaves the tree while its content is being evaluated keeps no tracking: not
    /// the previous one, nor the one that evaluation installs.
    @Test func stoppingDuringAnEvaluationKeepsNoObserver() {
        let model = GatedModel(), invalidations = Invalidations()
        let tracking = HostTracking { invalidations.add() }
        _ = tracking.evaluate { model.value }
        _ = tracking.evaluate { () -> Int in
            tracking.stop()
            return model.value
        }
        #expect(model.liveObservers == 0)
        model.value = 1
        #expect(invalidations.value == 0)
    }

    @Test func aReleasedTrackingLeavesNoObserver() {
        let model = GatedModel()
        do {
            let tracking = HostTracking {}
            _ = tracking.evaluate { model.value }
            #expect(model.liveObservers == 1)
        }
        #expect(model.liveObservers == 0)
    }

    /// A writer on another thread pauses between willSet and its store while the content is
    /// evaluated again (reading the old value): its didSet must still invalidate.
    @Test func anEvaluationBetweenAnotherThreadsWillSetAndStoreIsNotLeftStale() {
        let model = GatedModel(), invalidations = Invalidations()
        let tracking = HostTracking { invalidations.add() }
        var shown = tracking.evaluate { model.value }
        let afterWillSet = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        model.gate = (afterWillSet, proceed)
        Thread.detachNewThread { model.value = 1; done.signal() }
        waitWithDeadline(for: afterWillSet, "the writer's willSet")
        shown = tracking.evaluate { model.value }  // the old value: the store has not happened
        #expect(shown == 0)
        proceed.signal()
        waitWithDeadline(for: done, "the writer thread to end")

        #expect(invalidations.value == 1, "the view would stay stale")
        shown = tracking.evaluate { model.value }
        #expect(shown == 1)
    }

    /// A write that completes while the content is being evaluated, after the content read the
    /// property, invalidates through the previous tracking (still installed at that point).
    @Test func aWriteDuringAnEvaluationInvalidates() {
        let model = GatedModel(), invalidations = Invalidations()
        let tracking = HostTracking { invalidations.add() }
        _ = tracking.evaluate { model.value }
        let shown = tracking.evaluate { () -> Int in
            let read = model.value
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread { model.value = 1; done.signal() }
            waitWithDeadline(for: done, "the writer thread to end")
            return read
        }
        #expect(shown == 0)
        #expect(invalidations.value == 1, "the view would stay stale")
    }
}
