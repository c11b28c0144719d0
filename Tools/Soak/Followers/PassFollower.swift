#if !ENGINE_APPLE
import Dispatch
@_spi(TrackedPasses) import ViewHost
import SoakKit

/// The UIKit/AppKit pass tracking (`PassTracking`, what `ObservationView` runs) with a stand-in
/// for the layout pass: a requested pass runs on the main queue's next turn.
@MainActor final class PassFollower: Follower, PassRequesting {
    let kind = FollowerKind.pass
    let record = FollowerRecord()
    private let engine: Engine
    private var tracking: PassTracking?
    /// Whether a pass was requested and has not run yet: a second request meanwhile is doubled.
    private var passIsPending = false

    init(_ engine: Engine) {
        self.engine = engine
    }

    func start() {
        tracking = PassTracking(requesting: .layout, from: self)
        layout()
    }

    func stop() { tracking = nil }

    func requestPass(_ pass: RequestedPass) {
        if passIsPending { record.noteDoubled() }
        passIsPending = true
        DispatchQueue.main.async { self.layout() }
    }

    private func layout() {
        passIsPending = false
        tracking?.runIfNeeded { record.show(engine.read()) }
    }
}
#endif
