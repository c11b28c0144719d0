// The differential programs install SPI observers (willSet/didSet), which Apple's SDKs do not
// declare (`SkipReason.appleSPINotInSDK`): they are built where the toolchain's Observation is used.
#if !canImport(Darwin)
// Apple's tracking for the differential programs' `Scope.apple` scopes and `Observer.apple`
// observers. This file imports only Apple's module, so that `withObservationTracking` is Apple's
// in both builds.
@_spi(SwiftUI) import Observation

#if !ENGINE_APPLE
/// The hand-written node conforms to Apple's protocol by hand, as `@Observable` would make it.
extension FuzzNode: Observation.Observable {}
#endif

/// Apple's `withObservationTracking(_:onChange:)`, over objects of either engine.
func trackWithApple(_ apply: () -> Void, onChange: @escaping @Sendable () -> Void) {
    letAppleTrackTheModels()
    withObservationTracking(apply, onChange: onChange)
}

/// Apple's SPI `withObservationTracking(_:willSet:didSet:)`, over objects of either engine.
func observeWithApple(
    _ apply: () -> Void, willSet: (@Sendable (SPITracking) -> Void)?, didSet: (@Sendable (SPITracking) -> Void)?
) {
    letAppleTrackTheModels()
    let wrap = { (callback: (@Sendable (SPITracking) -> Void)?) in
        callback.map { callback in
            { @Sendable (tracking: ObservationTracking) in
                callback(SPITracking(changed: memberName(of: tracking.changed), cancel: tracking.cancel))
            }
        }
    }
    switch (wrap(willSet), wrap(didSet)) {
    case (let willSet?, let didSet?): withObservationTracking(apply, willSet: willSet, didSet: didSet)
    case (let willSet?, nil): withObservationTracking(apply, willSet: willSet)
    case (nil, let didSet?): withObservationTracking(apply, didSet: didSet)
    case (nil, nil): break
    }
}
#endif
