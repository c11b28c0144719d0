// Point-Free's "Observation: The Present": withObservationTracking's quirks, the
// recursive observe() pattern, didSet on a tracked property, conditional tracking, nested
// models held by a plain class, and what the transcript shows of the registrar.
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import ConformanceKit

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class CounterModel {
    var count = 0
    var secondsElapsed = 0
    var isDisplayingSecondsElapsed = true
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class CounterWithDidSet {
    var count = 0 {
        didSet { changes.append("Count changed to \(count)") }
    }
    @ObservationIgnored var changes: [String] = []
}

/// Not @Observable: only `let`s, as in the transcript's AppModel.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private final class AppModel {
    let tab1 = CounterModel()
    let tab2 = CounterModel()
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Angle {
    var radians: Double
    init(degrees: Double) { radians = degrees / 180 }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var observationThePresentCases: [ConformanceCase] { [
    ConformanceCase(
        "a view reading count re-renders on count += 1 and not on another property",
        source: "Inside new iOS 17 Observable macro · ObservedObject vs Observable macro (property-level updates)",
        documented: ["View update", "model.count += 1", "View update", "model.secondsElapsed += 1"]
    ) { log in
        let model = CounterModel()
        let view = RenderLoop(log) { _ = model.count }
        view.action("model.count += 1") { model.count += 1 }
        view.action("model.secondsElapsed += 1") { model.secondsElapsed += 1 }
    },
    ConformanceCase(
        "apply runs synchronously, before the next statement",
        source: "Observation: The Present · withObservationTracking (First / Second)",
        documented: ["First", "Second"]
    ) { log in
        withObservationTracking { log("First") } onChange: { log("onChange") }
        log("Second")
    },
    ConformanceCase(
        "apply's result is returned",
        source: "Observation: The Present · withObservationTracking (returns apply's value)",
        documented: ["returned 7"]
    ) { log in
        let model = CounterModel()
        model.count = 7
        let value = withObservationTracking { model.count } onChange: {}
        log("returned \(value)")
    },
    ConformanceCase(
        "onChange reads the previous value and fires only once",
        source: "Observation: The Present · withObservationTracking (Count changed to 0)",
        documented: ["increment", "Count changed to 0", "increment"]
    ) { log in
        nonisolated(unsafe) let model = CounterModel()
        withObservationTracking { _ = model.count } onChange: { log("Count changed to \(model.count)") }
        log("increment")
        model.count += 1
        log("increment")
        model.count += 1
    },
    ConformanceCase(
        "a task started in onChange reads the new value",
        source: "Observation: The Present · withObservationTracking (Task { print(count) })",
        documented: ["Count changed to 1"]
    ) { log in
        nonisolated(unsafe) let model = CounterModel()
        let tasks = TaskBox()
        withObservationTracking { _ = model.count } onChange: {
            tasks.add(Task { @MainActor in log("Count changed to \(model.count)") })
        }
        model.count += 1
        await tasks.finish()
    },
    ConformanceCase(
        "observe() called again inside onChange re-arms tracking for every change",
        source: "Observation: The Present · withObservationTracking (@Sendable func observe())",
        documented: ["Count changed to 1", "Count changed to 2", "Count changed to 3"]
    ) { log in
        nonisolated(unsafe) let model = CounterModel()
        let tasks = TaskBox()
        let stop = Flag()
        @Sendable func observe() {
            withObservationTracking { _ = model.count } onChange: {
                if stop.lower() { return }  // the case is over: the last observer lets go
                tasks.add(Task { @MainActor in log("Count changed to \(model.count)") })
                observe()
            }
        }
        observe()
        for _ in 1...3 {
            model.count += 1
            await tasks.finish()
        }
        // The re-armed onChange captures the model; one last change retires it (no cycle left).
        stop.raise()
        model.count += 1
    },
    ConformanceCase(
        "a didSet on a tracked property runs on every change, with the new value",
        source: "Observation: The Present · withObservationTracking (var count = 0 { didSet })",
        documented: ["Count changed to 1", "Count changed to 2"]
    ) { log in
        let model = CounterWithDidSet()
        model.count += 1
        model.count += 1
        for change in model.changes { log(change) }
    },
    ConformanceCase(
        "a view stops observing what it no longer reads",
        source: "Observation: The Present · @Observable (isDisplayingSecondsElapsed)",
        documented: ["View update", "tick", "View update", "hide seconds", "View update", "tick"]
    ) { log in
        let model = CounterModel()
        let view = RenderLoop(log) {
            _ = model.count
            if model.isDisplayingSecondsElapsed { _ = model.secondsElapsed }
        }
        view.action("tick") { model.secondsElapsed += 1 }
        view.action("hide seconds") { model.isDisplayingSecondsElapsed = false }
        view.action("tick") { model.secondsElapsed += 1 }
    },
    ConformanceCase(
        "a plain class holding observable models: only the child state a view reads re-renders it",
        source: "Observation: The Present · @Observable (AppModel with let tabs, badge)",
        documented: ["AppView update", "tab1 timer tick", "tab2 count += 1", "tab1 count += 1", "AppView update"]
    ) { log in
        let app = AppModel()
        let view = RenderLoop(log, name: "AppView") { _ = app.tab1.count }
        view.action("tab1 timer tick") { app.tab1.secondsElapsed += 1 }
        view.action("tab2 count += 1") { app.tab2.count += 1 }
        view.action("tab1 count += 1") { app.tab1.count += 1 }
    },
    ConformanceCase(
        "an initializer may assign the tracked property itself (init accessor), notifying nobody",
        source: "Observation: The Present · Behind the macro (init accessors)",
        documented: ["radians 0.5"]
    ) { log in
        let angle = withObservationTracking { Angle(degrees: 90) } onChange: { log("onChange") }
        log("radians \(angle.radians)")
    },
] }
