#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import ConformanceKit

/// Tracks `read`, runs `write`, and records "<label>: notified" if that write notified; the
/// scope is disarmed afterwards, so that a later write in the same case cannot fire it.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@MainActor func notifies(_ log: EventLog, _ label: String, read: () -> Void, write: () -> Void) {
    let armed = Flag()
    armed.raise()
    withObservationTracking { read() } onChange: { if armed.lower() { log("\(label): notified") } }
    log(label)
    write()
    _ = armed.lower()
}
