// When Observation lets go of observers' closures: after a one-shot onChange fires, when the
// observed object is freed, when an SPI observer is cancelled. A sentinel captured by the
// closure logs its deinit. Sources: the measured facts (the tracking is cancelled after
// onChange; the registrar's storage drops its observers with the object; cancel()).
#if ENGINE_APPLE && canImport(Darwin)
import Observation  // Apple's SDKs declare no SPI: SkipReason.appleSPINotInSDK
#elseif ENGINE_APPLE
@_spi(SwiftUI) import Observation
#else
@_spi(SwiftUI) import ObservationBackport
#endif
import ConformanceKit

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Model {
    var value = 0
}

/// Logs its own deinit: captured by an observer closure, it shows when the closure is freed.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private final class Sentinel: Sendable {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }
    deinit { log("closure freed") }
    func touch() {}
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var lifetimeCases: [ConformanceCase] { [
    ConformanceCase(
        "a one-shot onChange closure is freed once it has fired",
        source: "facts 6.3 · onChange runs, then the tracking is cancelled",
        documented: ["value = 1", "onChange", "closure freed", "after the change"]
    ) { log in
        let model = Model()
        do {
            let sentinel = Sentinel(log)
            withObservationTracking { _ = model.value } onChange: {
                sentinel.touch()
                log("onChange")
            }
        }
        log("value = 1")
        model.value = 1
        log("after the change")
    },
    ConformanceCase(
        "an unfired onChange closure is freed with the observed object",
        source: "facts 6.3 · the registrar's storage drops its observers with the object",
        documented: ["drop the model", "closure freed", "after the drop"]
    ) { log in
        var model: Model? = Model()
        do {
            let sentinel = Sentinel(log)
            withObservationTracking { _ = model?.value } onChange: { sentinel.touch() }
        }
        log("drop the model")
        model = nil
        log("after the drop")
    },
    ConformanceCase(
        "a cancelled SPI observer's closures are freed at cancel",
        source: "facts 6.3 · SPI observers persist until cancel()",
        documented: ["value = 1", "willSet", "cancel", "closure freed", "after cancel"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let model = Model()
        let handle = TrackingHandle()
        do {
            let sentinel = Sentinel(log)
            withObservationTracking { _ = model.value } willSet: { tracking in
                sentinel.touch()
                handle.tracking = tracking
                log("willSet")
            }
        }
        log("value = 1")
        model.value = 1
        log("cancel")
        handle.tracking?.cancel()
        handle.tracking = nil
        log("after cancel")
        #endif
    },
    ConformanceCase(
        "a tracking across two objects: firing through one frees the closure",
        source: "facts 6.3 · onChange runs, then the tracking is cancelled (every object)",
        documented: ["first.value = 1", "onChange", "closure freed", "second.value = 1"]
    ) { log in
        let first = Model()
        let second = Model()
        do {
            let sentinel = Sentinel(log)
            withObservationTracking { _ = (first.value, second.value) } onChange: {
                sentinel.touch()
                log("onChange")
            }
        }
        log("first.value = 1")
        first.value = 1
        log("second.value = 1")
        second.value = 1
    },
] }
