import Combine
import Foundation

final class Stopwatch: ObservableObject {
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var isRunning = false
    @Published var laps: [TimeInterval] = []
    private var timer: AnyCancellable?

    var formatted: String {
        String(format: "%.1f s", elapsed)
    }

    func start() {
        isRunning = true
        timer = Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.elapsed += 0.1 }
    }

    func stop() {
        isRunning = false
        timer = nil
    }

    func lap() {
        laps.append(elapsed)
    }
}
