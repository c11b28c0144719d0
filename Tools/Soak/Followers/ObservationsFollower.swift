import SoakKit
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif

/// `for await` over `Observations` of the model's values, on the main actor.
@MainActor final class ObservationsFollower: Follower {
    let kind = FollowerKind.observations
    let record = FollowerRecord()
    private let engine: Engine
    private var task: Task<Void, Never>?

    init(_ engine: Engine) {
        self.engine = engine
    }

    func start() {
        task = Task { @MainActor [engine, record] in
            for await values in Observations({ engine.read() }) { record.show(values) }
        }
    }

    func stop() { task?.cancel() }
}
