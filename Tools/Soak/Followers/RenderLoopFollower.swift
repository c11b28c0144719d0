import Dispatch
import SoakKit
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif

/// A hand-written UIKit update loop, or SwiftUI's own on iOS 17: `withObservationTracking`, and
/// after each `onChange` the same again on the main queue.
@MainActor final class RenderLoopFollower: Follower {
    let kind = FollowerKind.renderLoop
    let record = FollowerRecord()
    private let engine: Engine
    private var isStopped = false

    init(_ engine: Engine) {
        self.engine = engine
    }

    func start() { render() }
    func stop() { isStopped = true }

    private func render() {
        guard !isStopped else { return }
        let once = OnceCheck(record)
        let values = withObservationTracking { engine.read() } onChange: { [weak self] in
            guard once.call() else { return }
            DispatchQueue.main.async { self?.render() }
        }
        record.show(values)
    }
}
