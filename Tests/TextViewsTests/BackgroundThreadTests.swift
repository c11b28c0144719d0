import ObservationBackport
import Synchronization
import Testing
import TextTerminal
import TextViews

private struct SecondsView: View {
    let model: CounterModel
    var body: some View {
        ObservationHost { Text("Seconds: \(model.secondsElapsed)") }
    }
}

@MainActor @Suite(.unbridged, .deadline) struct BackgroundThreadTests {
    @Test func aChangeOnAnotherThreadMarksTheHostAndWakesItOnce() async {
        let model = CounterModel()
        let host = TextHost(SecondsView(model: model))
        let wakes = Mutex(0)
        host.onInvalidation { wakes.withLock { $0 += 1 } }
        host.resetEvaluationCounts()

        await Task.detached {
            model.secondsElapsed += 1
            model.secondsElapsed += 1
        }.value

        #expect(wakes.withLock { $0 } == 1)
        #expect(host.frame == "Seconds: 0")  // nothing re-renders before the host's next update
        host.runUntilIdle()
        #expect(host.frame == "Seconds: 2")
        #expect(host.evaluationCounts == ["SecondsView": 1])
    }
}
