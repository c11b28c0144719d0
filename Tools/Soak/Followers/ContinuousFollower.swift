#if !ENGINE_APPLE
import ObservationBackport
import SoakKit

/// `withContinuousObservation(options: [.didSet])` (SE-0506), on the main actor.
@MainActor final class ContinuousFollower: Follower {
    let kind = FollowerKind.continuous
    let record = FollowerRecord()
    private let engine: Engine
    private var token: ObservationTracking.Token?

    init(_ engine: Engine) {
        self.engine = engine
    }

    func start() {
        token = withContinuousObservation(options: [.didSet]) { [engine, record] _ in record.show(engine.read()) }
    }

    func stop() { token = nil }
}
#endif
