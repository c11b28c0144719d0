import ObservationBackport
import Testing
import ViewHost

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
    @Test func aReadOutsideAnyHostIsReportedWithTheView() {
        var handled: [String] = []
        let host = TextHost(UntrackedCounterView(model: CounterModel()), reportsUntrackedReads: true,
                            diagnosticHandler: { handled.append($0) })
        let expected = "UntrackedCounterView.body read an observable property outside any ObservationHost: changes to it will not update the view"

        #expect(host.diagnostics == [expected])
        #expect(handled == [expected])  // the first frame's report reaches a handler given to init
    }

    @Test func theChangeItMissesIsReportedWithTheProperty() {
        let model = CounterModel()
        var handled: [String] = []
        let host = TextHost(UntrackedCounterView(model: model), reportsUntrackedReads: true,
                            diagnosticHandler: { handled.append($0) })
        handled = []

        model.count = 1
        #expect(!host.update())

        #expect(host.frame == "Count: 0")
        // The runtime names the property where it can (`CounterModel.count` on Apple platforms);
        // on Linux it cannot name computed properties, and it says `A property of CounterModel`.
        #expect(handled.count == 1)
        let message = handled.first ?? ""
        #expect(message.hasPrefix("CounterModel.count changed") || message.hasPrefix("A property of CounterModel changed"))
        #expect(message.hasSuffix(" changed, but UntrackedCounterView.body read it outside any ObservationHost: the view was not updated"))
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
        #expect(host.diagnostics.first?.hasPrefix("Editor.body read") == true)
    }
}
