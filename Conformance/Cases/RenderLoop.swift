#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import ConformanceKit

/// A stand-in for a SwiftUI view as the seeds describe it: `render` runs inside
/// `withObservationTracking`, `onChange` only marks the view dirty, and a dirty view renders
/// again (re-tracking what it reads) when the current action is over.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@MainActor final class RenderLoop {
    private let log: EventLog
    private let name: String
    private let render: @MainActor () -> Void
    private let dirty = Flag()

    /// Renders once at creation, as a view appears.
    init(_ log: EventLog, name: String = "View", render: @escaping @MainActor () -> Void) {
        self.log = log
        self.name = name
        self.render = render
        renderTracked()
    }

    /// Logs `label`, runs the action, then re-renders if the action invalidated the view.
    func action(_ label: String, _ body: () -> Void) {
        log(label)
        body()
        renderIfDirty()
    }

    func renderIfDirty() {
        if dirty.lower() { renderTracked() }
    }

    private func renderTracked() {
        log("\(name) update")
        let dirty = self.dirty
        withObservationTracking { render() } onChange: { dirty.raise() }
    }
}
