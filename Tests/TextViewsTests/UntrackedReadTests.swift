import ObservationBackport
import Testing
import TextTerminal
import TextViews

private struct UntrackedCounterView: View {
    let model: CounterModel
    var body: some View {
        Text("Count: \(model.count)")
    }
}

private struct TrackedCounterView: View {
    let model: CounterModel
    var body: some View {
        ObservationHost { Text("Count: \(model.count)") }
    }
}

@MainActor @Suite(.unbridged) struct UntrackedReadTests {
    @Test func aReadOutsideAnyHostIsReportedWithTheViewAndTheProperty() {
        let model = CounterModel()
        var handled: [String] = []
        let host = TextHost(UntrackedCounterView(model: model), reportsUntrackedReads: true,
                            diagnosticHandler: { handled.append($0) })

        // The runtime names the property where it can (`CounterModel.count` on Apple platforms);
        // on Linux it cannot name computed properties, and it says `A property of CounterModel`.
        #expect(host.diagnostics.count == 1)
        let message = host.diagnostics.first ?? ""
        #expect(message.hasPrefix("CounterModel.count was read") || message.hasPrefix("A property of CounterModel was read"))
        #expect(message.hasSuffix(" was read by UntrackedCounterView.body outside any ObservationHost: changes to it will not update the view"))
        #expect(handled == host.diagnostics)  // the first frame's report reaches a handler given to init

        model.count = 1
        #expect(!host.update())
        #expect(host.frame == "Count: 0")
        #expect(host.diagnostics.count == 1, "reported once")
    }

    @Test func aReadOutsideTheBodyIsNotReported() {
        let model = CounterModel()
        let host = TextHost(TrackedCounterView(model: model), reportsUntrackedReads: true)
        _ = model.count  // not while a body is evaluated: an action, say

        #expect(host.diagnostics.isEmpty)
    }

    @Test func readsInsideAHostAreNotReported() {
        let model = CounterModel()
        let host = TextHost(TrackedCounterView(model: model), reportsUntrackedReads: true)
        model.count = 1
        host.update()

        #expect(host.frame == "Count: 1")
        #expect(host.diagnostics.isEmpty)
    }

    @Test func theSwitchTurnsReportsOff() {
        let model = CounterModel()
        let host = TextHost(UntrackedCounterView(model: model), reportsUntrackedReads: false)
        model.count = 1
        host.update()

        #expect(host.diagnostics.isEmpty)
    }

    @Test func aBindingReadByAControlOutsideAHostIsReported() {
        struct Editor: View {
            @Bindable var model: CounterModel
            var body: some View {
                Toggle("Seconds", isOn: $model.isDisplayingSecondsElapsed)
            }
        }
        let host = TextHost(Editor(model: CounterModel()), reportsUntrackedReads: true, diagnosticHandler: { _ in })

        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.contains("CounterModel was read by Editor.body") == true)
    }
}
