#if !ENGINE_APPLE
import Dispatch
import ObservationBackport
import SoakKit

/// `withObservationTracking(options: [.willSet])` (SE-0506), re-armed on the main queue after
/// each event: the one-shot API UIKit code is meant to use from Swift 6.4.
@MainActor final class OptionsFollower: Follower {
    let kind = FollowerKind.options
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
        let values = withObservationTracking(options: [.willSet]) { engine.read() } onChange: { [weak self] _ in
            guard once.call() else { return }
            DispatchQueue.main.async { [weak self] in self?.render() }
        }
        record.show(values)
    }
}
#endif
