#if !ENGINE_APPLE
import Dispatch
@_spi(ContentTracking) import ViewHost
import SoakKit

/// The SwiftUI host's tracking core (`HostTracking`, what `ObservationHost` runs), its content
/// evaluated again on the main queue after each invalidation, as SwiftUI would.
@MainActor final class HostFollower: Follower {
    let kind = FollowerKind.host
    let record = FollowerRecord()
    private let engine: Engine
    private let invalidations: OncePerPeriod
    private var tracking: HostTracking?

    init(_ engine: Engine) {
        self.engine = engine
        invalidations = OncePerPeriod(record)
    }

    func start() {
        tracking = HostTracking { [weak self, invalidations] in
            invalidations.call()  // at most one per evaluation
            DispatchQueue.main.async { self?.evaluate() }
        }
        evaluate()
    }

    func stop() {
        tracking?.stop()
        tracking = nil
    }

    private func evaluate() {
        guard let tracking else { return }
        invalidations.begin()
        record.show(tracking.evaluate { engine.read() })
    }
}
#endif
