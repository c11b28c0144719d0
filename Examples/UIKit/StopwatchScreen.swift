import UIKit
import ViewHost

/// A counter a timer advances: the controller's update sets the label and buttons; the dial
/// draws from the same model in `draw(_:)`, which is tracked as well.
final class StopwatchViewController: ObservationViewController {
    private let stopwatch: Stopwatch
    private var timer: Timer?
    private let secondsLabel = UILabel()
    private let startButton = UIButton(type: .system)
    private let resetButton = UIButton(type: .system)

    init(stopwatch: Stopwatch) {
        self.stopwatch = stopwatch
        super.init(nibName: nil, bundle: nil)
        title = "Stopwatch"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .screenBackground
        secondsLabel.font = .monospacedDigitSystemFont(ofSize: 48, weight: .regular)
        secondsLabel.textAlignment = .center
        startButton.addTarget(self, action: #selector(startOrStop), for: .primaryActionTriggered)
        resetButton.setTitle("Reset", for: .normal)
        resetButton.addTarget(self, action: #selector(reset), for: .primaryActionTriggered)
        let dial = DialView(stopwatch: stopwatch)
        dial.heightAnchor.constraint(equalToConstant: 160).isActive = true
        view.addColumn(of: [dial, secondsLabel, startButton, resetButton], centered: true)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stop()
    }

    override func updateObservedProperties() {
        secondsLabel.text = "\(stopwatch.seconds)"
        startButton.setTitle(stopwatch.isRunning ? "Stop" : "Start", for: .normal)
        resetButton.isEnabled = stopwatch.seconds > 0
    }

    @objc private func startOrStop() {
        if stopwatch.isRunning {
            stop()
        } else {
            stopwatch.isRunning = true
            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        }
    }

    @objc private func tick() {
        stopwatch.seconds += 1
    }

    @objc private func reset() {
        stopwatch.seconds = 0
    }

    private func stop() {
        timer?.invalidate()
        timer = nil
        stopwatch.isRunning = false
    }
}

/// A dial whose hand shows the seconds: drawn in `draw(_:)`, which reads the stopwatch.
final class DialView: ObservationView {
    private let stopwatch: Stopwatch

    init(stopwatch: Stopwatch) {
        self.stopwatch = stopwatch
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        UIColor.secondaryLabel.setStroke()
        UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true).stroke()
        let angle = CGFloat(stopwatch.seconds % 60) / 60 * 2 * .pi - .pi / 2
        let hand = UIBezierPath()
        hand.move(to: center)
        hand.addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        hand.lineWidth = 3
        UIColor.systemRed.setStroke()
        hand.stroke()
    }
}
