// The models that `AppleTracking.swift` observes with Apple's tracking. This file imports only
// the engine's module, as a user's model file does: in ObservationBackport's build these are
// ObservationBackport models, which Apple's tracking sees through `AppleObservationBridge`.
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import ConformanceKit

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable final class BridgedCounter: @unchecked Sendable {
    var count = 0
    var other = 0
    var items: [Int] = []
    var child: BridgedCounter?
    @ObservationIgnored var ignored = 0
    @ObservationIgnored var log: EventLog?
    var observed = 0 {
        willSet { log?("own willSet") }
        didSet { log?("own didSet") }
    }
}

/// Lets Apple's tracking see this build's models: Apple's own need nothing; ObservationBackport's
/// need the bridge, enabled once for the process (where Apple's Observation exists).
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
public func letAppleTrackTheModels() {
    #if !ENGINE_APPLE
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { AppleObservationBridge.enable() }
    #endif
}

/// The one-shot tracking of this build's own engine: Apple's in Apple's build, ObservationBackport's
/// in ours, so a case can watch one object with both engines at once.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
func trackWithOwnEngine(_ apply: () -> Void, onChange: @escaping @Sendable () -> Void) {
    withObservationTracking(apply, onChange: onChange)
}
