#if ENGINE_APPLE && canImport(Darwin)
import Observation  // Apple's SDKs declare no SPI: SkipReason.appleSPINotInSDK
#elseif ENGINE_APPLE
@_spi(SwiftUI) import Observation
#else
@_spi(SwiftUI) import ObservationBackport
#endif
import Foundation

// Apple's SDKs do not declare the SPI (`SkipReason.appleSPINotInSDK`): Apple's build there has no
// SPI case to hand a tracking to.
#if !(ENGINE_APPLE && canImport(Darwin))
/// Where an SPI observer hands the `ObservationTracking` its callback received, so that the case
/// can cancel it later. Callbacks run on any thread: one `NSLock` guards `stored`.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
final class TrackingHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: ObservationTracking?

    var tracking: ObservationTracking? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
#endif
