import ObservationBackport
import Testing
import TextTerminal
import TextViews

// "Observation: The Present": conditional observation in the counter, and badges from nested models in the app.

private struct CounterView: View {
    @Bindable var model: CounterModel

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Text("Count: \(model.count)")
                Button("+") { model.count += 1 }
                Toggle("Observe seconds elapsed", isOn: $model.isDisplayingSecondsElapsed)
                if model.isDisplayingSecondsElapsed {
                    Text("Seconds elapsed: \(model.secondsElapsed)")
                }
            }
        }
    }
}

private struct AppView: View {
    let model: AppModel

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                CounterView(model: model.tab1).badge(model.tab1.count).accessibilityIdentifier("tab1")
                CounterView(model: model.tab2).badge(model.tab2.count).accessibilityIdentifier("tab2")
                CounterView(model: model.tab3).badge(model.tab3.count).accessibilityIdentifier("tab3")
            }
        }
    }
}

@MainActor @Suite(.unbridged) struct ConditionalObservationTests {
    @Test func aDisplayedValueReRendersTheView() {
        let model = CounterModel()
        let host = TextHost(CounterView(model: model))
        host.resetEvaluationCounts()

        model.secondsElapsed += 1
        host.update()

        #expect(host.evaluationCounts == ["CounterView": 1])
        #expect(host.frame.hasSuffix("Seconds elapsed: 1"))
    }

    @Test func aValueNoLongerDisplayedNoLongerReRenders() throws {
        let model = CounterModel()
        let host = TextHost(CounterView(model: model))

        try host.toggle("Observe seconds elapsed")
        #expect(model.isDisplayingSecondsElapsed == false)
        #expect(host.frame == """
            Count: 0
            [ + ]
            [ ] Observe seconds elapsed
            """)
        host.resetEvaluationCounts()

        model.secondsElapsed += 1
        #expect(!host.update())
        #expect(host.evaluationCounts.isEmpty)

        try host.toggle("Observe seconds elapsed")
        #expect(host.frame.hasSuffix("[x] Observe seconds elapsed\nSeconds elapsed: 1"))
    }
}

@MainActor @Suite(.unbridged) struct NestedModelTests {
    @Test func badgesShowEachTabsCount() throws {
        let host = TextHost(AppView(model: AppModel()))
        try host.tap(.id("tab2"))
        try host.tap(.id("tab2"))

        #expect(host.frame.split(separator: "\n").filter { $0.hasPrefix("Count") } == [
            "Count: 0", "Count: 2 (2)", "Count: 0",
        ])
    }

    @Test func aCountChangeReRendersItsCounterAndTheBadgeOwner() throws {
        let model = AppModel()
        let host = TextHost(AppView(model: model))
        host.resetEvaluationCounts()

        try host.tap(.id("tab2"))

        // AppView for the badge, the second counter for its text; the other counters are untouched.
        #expect(host.evaluationCounts == ["AppView": 1, "CounterView": 1])
    }

    @Test func stateNotReadByTheAppViewDoesNotReRenderIt() {
        let model = AppModel()
        let host = TextHost(AppView(model: model))
        host.resetEvaluationCounts()

        model.tab1.secondsElapsed += 1
        model.tab3.secondsElapsed += 1
        host.update()

        #expect(host.evaluationCounts == ["CounterView": 2])
    }
}

@MainActor @Suite(.unbridged) struct StaleObservationTests {
    private struct Switcher: View {
        let model: CounterModel
        @State var showsCount = true

        var body: some View {
            Button("switch") { showsCount.toggle() }
            ObservationHost {
                if showsCount {
                    Text("count \(model.count)")
                } else {
                    Text("seconds \(model.secondsElapsed)")
                }
            }
        }
    }

    @Test func whatAnEarlierEvaluationReadNoLongerReRenders() throws {
        let model = CounterModel()
        let host = TextHost(Switcher(model: model))
        try host.tap("switch")  // the owner's state changes; the host's content runs again
        host.resetEvaluationCounts()

        model.count += 1  // read by the first evaluation only

        #expect(!host.update())
        #expect(host.evaluationCounts.isEmpty)
        model.secondsElapsed += 1
        #expect(host.update())
        #expect(host.frame == "[ switch ]\nseconds 1")
    }
}
