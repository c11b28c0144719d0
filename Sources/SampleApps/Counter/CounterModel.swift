import ObservationBackport

// The counter model of Point-Free's "Observation: The Present", with its timer.

@MainActor @Observable final class CounterModel {
    var count = 0
    var isDisplayingSecondsElapsed = true
    var secondsElapsed = 0
    private var timer: RunningTimer?
    private let timers: any TimerSource

    /// - Parameter timers: real seconds in a terminal, `tick` steps in a script.
    init(timers: any TimerSource) {
        self.timers = timers
    }

    var isTimerOn: Bool { timer != nil }

    func decrementButtonTapped() {
        count -= 1
    }

    func incrementButtonTapped() {
        count += 1
    }

    func startTimerButtonTapped() {
        timer?.cancel()
        timer = timers.start { [weak self] in
            self?.secondsElapsed += 1
        }
    }

    func stopTimerButtonTapped() {
        timer?.cancel()
        timer = nil
    }
}

/// Three counters, one per tab. Nothing here changes, so nothing needs observing: each tab's
/// badge observes its counter's `count` directly.
@MainActor final class AppModel {
    let tab1: CounterModel
    let tab2: CounterModel
    let tab3: CounterModel

    init(timers: any TimerSource) {
        tab1 = CounterModel(timers: timers)
        tab2 = CounterModel(timers: timers)
        tab3 = CounterModel(timers: timers)
    }
}
