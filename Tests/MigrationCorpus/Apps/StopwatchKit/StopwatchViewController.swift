import Combine
import SwiftUI
import UIKit

final class StopwatchViewController: UIViewController {
    private let stopwatch: Stopwatch
    private let label = UILabel()
    private var subscriptions = Set<AnyCancellable>()

    init(stopwatch: Stopwatch) {
        self.stopwatch = stopwatch
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        stopwatch.$elapsed
            .map { String(format: "%.1f", $0) }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in self?.label.text = text }
            .store(in: &subscriptions)
        stopwatch.$isRunning
            .removeDuplicates()
            .sink { [weak self] running in self?.title = running ? "Running" : "Stopped" }
            .store(in: &subscriptions)
        let laps = UIHostingController(rootView: LapList(stopwatch: stopwatch))
        addChild(laps)
        view.addSubview(laps.view)
    }
}

struct LapList: View {
    @ObservedObject var stopwatch: Stopwatch

    var body: some View {
        VStack {
            Text(stopwatch.formatted)
            Button(stopwatch.isRunning ? "Lap" : "Start") {
                if stopwatch.isRunning { stopwatch.lap() } else { stopwatch.start() }
            }
            ForEach(stopwatch.laps.indices, id: \.self) { index in
                LapRow(number: index + 1, time: stopwatch.laps[index])
            }
        }
    }
}

struct LapRow: View {
    let number: Int
    let time: TimeInterval

    var body: some View {
        Text("Lap \(number): \(time, specifier: "%.1f")")
    }
}
