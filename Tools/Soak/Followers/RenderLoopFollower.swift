import Dispatch
import SoakKit
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif

/// A hand-written UIKit update loop, or SwiftUI's own on iOS 17: a one-shot tracking, and after
/// its change the same again on the main queue. `.renderLoop` tracks with
/// `withObservationTracking(_:onChange:)`; `.options` with SE-0506's
/// `withObservationTracking(options: [.willSet])`, as UIKit code is meant to from Swift 6.4.
@MainActor final class RenderLoopFollower: Follower {
    let kind: FollowerKind
    let record = FollowerRecord()
    private let engine: Engine
    private var isStopped = false

    init(_ engine: Engine, kind: FollowerKind) {
        self.engine = engine
        self.kind = kind
    }

    func start() { render() }
    func stop() { isStopped = true }

    private func render() {
        guard !isStopped else { return }
        let once = OnceCheck(record)
        let renderAgain: @Sendable () -> Void = { [weak self] in
            guard once.call() else { return }
            DispatchQueue.main.async { [weak self] in self?.render() }
        }
        record.show(track(onChange: renderAgain))
    }

    private func track(onChange: @escaping @Sendable () -> Void) -> [Int] {
        #if !ENGINE_APPLE
        if kind == .options {
            return withObservationTracking(options: [.willSet]) { engine.read() } onChange: { _ in onChange() }
        }
        #endif
        return withObservationTracking { engine.read() } onChange: { onChange() }
    }
}
