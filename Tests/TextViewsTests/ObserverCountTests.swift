import ObservationBackport
import Testing
import TextTerminal
import TextViews

// A text host node keeps at most one live observer, whatever the number of
// re-evaluations, and none once it left the tree.

@Observable private final class Ticker {
    var tick = 0
    var showsValue = true
}

/// The inner host is evaluated again every time the outer one is (its content is a closure).
private struct NestedHosts: View {
    let ticker: Ticker
    let model: GatedModel

    var body: some View {
        ObservationHost {
            VStack {
                Text("Tick: \(ticker.tick)")
                if ticker.showsValue {
                    ObservationHost { Text("Value: \(model.value)") }
                }
            }
        }
    }
}

@MainActor @Suite(.unbridged) struct ObserverCountTests {
    @Test func fiftyReEvaluationsLeaveOneObserverAndOneChangeOneEvaluation() {
        let ticker = Ticker(), model = GatedModel()
        let host = TextHost(NestedHosts(ticker: ticker, model: model))
        for _ in 0..<50 {
            ticker.tick += 1
            host.update()
        }
        #expect(model.liveObservers == 1)

        host.resetEvaluationCounts()
        model.value = 7
        #expect(host.update())
        #expect(host.frame == "Tick: 50\nValue: 7")
        #expect(host.evaluationCounts == ["NestedHosts": 1])
        #expect(model.liveObservers == 1)
    }

    @Test func aHostThatLeftTheTreeObservesNothing() {
        let ticker = Ticker(), model = GatedModel()
        let host = TextHost(NestedHosts(ticker: ticker, model: model))
        #expect(model.liveObservers == 1)

        ticker.showsValue = false
        host.update()

        #expect(host.frame == "Tick: 0")
        #expect(model.liveObservers == 0)
    }
}
