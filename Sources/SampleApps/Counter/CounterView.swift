import ObservationBackport
import TextViews

/// The counter: while "Observe seconds elapsed" is off, the body no longer reads
/// `secondsElapsed`, so the timer's ticks stop re-evaluating it.
struct CounterView: View {
    @Bindable var model: CounterModel

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Text("\(model.count)")
                HStack {
                    Button("Decrement") { model.decrementButtonTapped() }
                    Button("Increment") { model.incrementButtonTapped() }
                }
                if model.isTimerOn {
                    Button("Stop timer") { model.stopTimerButtonTapped() }
                } else {
                    Button("Start timer") { model.startTimerButtonTapped() }
                }
                Toggle(isOn: $model.isDisplayingSecondsElapsed) {
                    Text("Observe seconds elapsed")
                }
                if model.isDisplayingSecondsElapsed {
                    Text("Seconds elapsed: \(model.secondsElapsed)")
                }
            }
        }
    }
}

/// Three tabs, each with a badge of its counter's count. The body reads the three counts and
/// nothing else, so a counter's timer never re-evaluates it; only the selected tab's counter
/// is evaluated.
struct AppView: View {
    let model: AppModel
    @State private var selectedTab = 1

    var body: some View {
        ObservationHost {
            TabView(selection: $selectedTab) {
                CounterView(model: model.tab1).tabItem { Text("Counter 1") }.badge(model.tab1.count).tag(1)
                CounterView(model: model.tab2).tabItem { Text("Counter 2") }.badge(model.tab2.count).tag(2)
                CounterView(model: model.tab3).tabItem { Text("Counter 3") }.badge(model.tab3.count).tag(3)
            }
        }
    }
}
