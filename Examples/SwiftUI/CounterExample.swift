import ObservationBackport
import SwiftUI
import ViewHost

// "Observation: The Present": a counter whose model runs a timer. The seconds are shown only while
// `isDisplayingSeconds` is on; while off, the timer's writes evaluate nothing.

@MainActor @Observable final class CounterModel {
    var count = 0
    var secondsElapsed = 0
    var isDisplayingSeconds = true
    private var timer: Task<Void, Never>?

    var isTimerOn: Bool { timer != nil }

    func startTimer() {
        timer?.cancel()
        timer = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                guard !Task.isCancelled else { return }
                self?.secondsElapsed += 1
            }
        }
    }

    func stopTimer() {
        timer?.cancel()
        timer = nil
    }
}

@MainActor struct CounterExample: View {  // iOS 13-16 SDKs: View is not main-actor isolated
    @State private var model = CounterModel()

    var body: some View {
        ObservationHost {
            VStack(spacing: 12) {
                Text("\(model.count)").font(.largeTitle)
                HStack {
                    Button("-") { model.count -= 1 }
                    Button("+") { model.count += 1 }
                }
                if model.isDisplayingSeconds {
                    Text("Seconds elapsed: \(model.secondsElapsed)")
                }
                Button(model.isDisplayingSeconds ? "Hide seconds" : "Show seconds") {
                    model.isDisplayingSeconds.toggle()
                }
                Button(model.isTimerOn ? "Stop timer" : "Start timer") {
                    if model.isTimerOn { model.stopTimer() } else { model.startTimer() }
                }
            }
            .padding()
        }
    }
}
