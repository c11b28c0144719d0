#if ENGINE_APPLE
@_spi(SwiftUI) import Observation
#else
@_spi(SwiftUI) import ObservationBackport
#endif
import Foundation

/// Where an SPI observer hands the `ObservationTracking` its callback received, so that the case
/// can cancel it later. Callbacks run on any thread: one `NSLock` guards `stored`.
final class TrackingHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: ObservationTracking?

    var tracking: ObservationTracking? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
