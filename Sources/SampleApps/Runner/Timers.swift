/// Where a sample's timers get their seconds: the clock in a terminal, `tick` steps in a script
/// (so that a scripted run is deterministic).
@MainActor protocol TimerSource: AnyObject {
    /// Whether seconds are real (a sample may then start background work of its own).
    var isLive: Bool { get }

    /// Calls `tick` once a second until the returned timer is cancelled.
    func start(_ tick: @escaping @MainActor () -> Void) -> RunningTimer
}

/// A timer started by a `TimerSource`; `cancel()` stops its ticks.
@MainActor final class RunningTimer {
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) {
        self.stop = stop
    }

    func cancel() {
        stop?()
        stop = nil
    }
}

/// Real seconds: each timer is a task on the main actor that sleeps a second between ticks.
@MainActor final class ClockTimers: TimerSource {
    var isLive: Bool { true }

    init() {}

    func start(_ tick: @escaping @MainActor () -> Void) -> RunningTimer {
        let task = Task { @MainActor in
            while true {
                do { try await Task.sleep(nanoseconds: 1_000_000_000) } catch { return }
                tick()
            }
        }
        return RunningTimer { task.cancel() }
    }
}

/// Seconds that pass only when a script says so (`tick`): every running timer ticks once per
/// second, in the order the timers were started.
@MainActor final class ScriptedTimers: TimerSource {
    private var running: [(id: Int, tick: @MainActor () -> Void)] = []
    private var nextID = 0
    var isLive: Bool { false }

    init() {}

    func start(_ tick: @escaping @MainActor () -> Void) -> RunningTimer {
        nextID += 1
        let id = nextID
        running.append((id, tick))
        return RunningTimer { [weak self] in self?.running.removeAll { $0.id == id } }
    }

    /// Lets `seconds` seconds pass.
    func advance(seconds: Int) {
        for _ in 0..<seconds {
            for timer in running { timer.tick() }
        }
    }
}
