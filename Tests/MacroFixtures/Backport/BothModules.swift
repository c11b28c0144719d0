import Observation
import ObservationBackport

/// A file that imports both modules spells the macro qualified; every name the expansion
/// generates is qualified too, so nothing is ambiguous.
@ObservationBackport.Observable
final class BothModules {
    var count = 0
    @ObservationBackport.ObservationIgnored var ignored = 0
}

/// Whether a change to a tracked property of `BothModules` fires, for both engines' tracking (the
/// bridge on), and one to an ignored one not; and which protocols the class conforms to.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public func runBothModulesProbe() -> [String] {
    ObservationBackport.AppleObservationBridge.enable()
    let tracked = BothModules()
    ObservationBackport.withObservationTracking { _ = tracked.count } onChange: { record("count: fired") }
    Observation.withObservationTracking { _ = tracked.count } onChange: { record("count: Apple's tracking fired") }
    tracked.count = 1
    let ignored = BothModules()
    ObservationBackport.withObservationTracking { _ = ignored.ignored } onChange: { record("ignored: fired") }
    ignored.ignored = 1
    let subject: Any = tracked
    return EventLog.shared.drain().sorted() + [
        "conforms: \(subject is any ObservationBackport.Observable)",
        "conforms to Apple's: \(subject is any Observation.Observable)",
    ]
}
