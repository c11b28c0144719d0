import Foundation
import ObservationBackport
import Synchronization
import Testing
import TextTerminal
import TextViews

private struct GatedView: View {
    let model: GatedModel
    var body: some View {
        ObservationHost { Text("Value: \(model.value)") }
    }
}

@MainActor @Suite(.serialized, .unbridged, .deadline) struct CrossThreadInvalidationTests {
    /// Work that arrived before the front end set its wake callback is announced when it does.
    @Test func wakeSetAfterAnInvalidationIsStillCalled() async {
        let model = CounterModel()
        let host = TextHost(SecondsView2(model: model))
        await Task.detached { model.secondsElapsed += 1 }.value   // before the front end subscribes
        let wakes = Mutex(0)
        host.onInvalidation { wakes.withLock { $0 += 1 } }
        await Task.detached { model.secondsElapsed += 1 }.value
        #expect(wakes.withLock { $0 } >= 1, "the host is never woken: the frame stays stale")
    }

    /// An update that runs while a writer on another thread is between willSet and its store
    /// still ends with the new value on screen.
    @Test func updateBetweenWillSetAndStoreOnAnotherThreadIsNotLost() {
        let model = GatedModel()
        let host = TextHost(GatedView(model: model))
        let afterWillSet = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        model.gate = (afterWillSet, proceed)
        Thread.detachNewThread { model.value = 1; done.signal() }
        waitWithDeadline(for: afterWillSet, "the writer's willSet")          // the writer is between willSet and its store
        host.update()                // as the front end does when woken
        proceed.signal()
        waitWithDeadline(for: done, "the writer thread to end")
        host.runUntilIdle()
        #expect(host.frame == "Value: 1")
    }
}

private struct SecondsView2: View {
    let model: CounterModel
    var body: some View {
        ObservationHost { Text("Seconds: \(model.secondsElapsed)") }
    }
}
