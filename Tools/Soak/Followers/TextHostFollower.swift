#if !ENGINE_APPLE
import Dispatch
import SoakKit
import TextViews

/// The text-rendering host (`TextHost`) with one `ObservationHost` showing the values, updated
/// on the main queue after each wake-up, as the terminal front end does.
@MainActor final class TextHostFollower: Follower {
    let kind = FollowerKind.textHost
    let record = FollowerRecord()
    private let engine: Engine
    private let wakeUps: OncePerPeriod
    private var host: TextHost?

    init(_ engine: Engine) {
        self.engine = engine
        wakeUps = OncePerPeriod(record)
    }

    func start() {
        let host = TextHost(ValuesView(engine: engine))
        self.host = host
        host.onInvalidation { [weak self, wakeUps] in
            wakeUps.call()  // at most one per update
            DispatchQueue.main.async { self?.update() }
        }
        show(host.frame)
    }

    func stop() {
        host?.onInvalidation(nil)
        host = nil
    }

    private func update() {
        guard let host else { return }
        wakeUps.begin()
        host.update()
        show(host.frame)
    }

    private func show(_ frame: String) {
        record.show(frame.split(separator: " ").compactMap { Int($0) })
    }
}

/// The model's values on one line, inside an `ObservationHost`.
private struct ValuesView: TextUI.View {
    let engine: Engine

    var body: some TextUI.View {
        TextUI.ObservationHost {
            TextUI.Text(engine.read().map(String.init).joined(separator: " "))
        }
    }
}
#endif
