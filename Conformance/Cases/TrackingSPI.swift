// The SwiftUI SPI: willSet/didSet tracking, `ObservationTracking.changed`, `cancel()`, and the
// ordering against a property's own observers. Sources: "A Deep Dive into Observation" ("Observation timing"), "Observation: The Present"
// (_installTracking), the measured facts.
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
@Observable private final class Sample {
    var x = 0
    var y = 0
    @ObservationIgnored let log: EventLog?
    var observed = 0 {
        willSet { log?("own willSet") }
        didSet { log?("own didSet") }
    }

    init(log: EventLog? = nil) { self.log = log }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private func name(_ path: AnyKeyPath?) -> String {
    switch path {
    case nil: "nil"
    case \Sample.x: "x"
    case \Sample.y: "y"
    case \Sample.observed: "observed"
    default: "other"
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var spiCases: [ConformanceCase] { [
    ConformanceCase(
        "willSet/didSet tracking persists until cancel, and cancel is idempotent",
        source: "facts 6.3 · SPI observers persist until cancel(); cancel() is idempotent",
        documented: ["x = 1", "willSet", "didSet", "x = 2", "willSet", "didSet", "cancel twice", "x = 3"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let sample = Sample()
        let box = TrackingHandle()
        withObservationTracking { _ = sample.x } willSet: { tracking in
            box.tracking = tracking
            log("willSet")
        } didSet: { _ in
            log("didSet")
        }
        for value in 1...2 {
            log("x = \(value)")
            sample.x = value
        }
        log("cancel twice")
        box.tracking?.cancel()
        box.tracking?.cancel()
        log("x = 3")
        sample.x = 3
        #endif
    },
    ConformanceCase(
        "changed names the key path of the change being reported",
        source: "facts 6.3 · ObservationTracking.changed",
        documented: ["willSet x", "didSet x", "willSet y", "didSet y"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let sample = Sample()
        withObservationTracking { _ = (sample.x, sample.y) } willSet: { tracking in
            log("willSet \(name(tracking.changed))")
        } didSet: { tracking in
            log("didSet \(name(tracking.changed))")
        }
        sample.x = 1
        sample.y = 1
        #endif
    },
    ConformanceCase(
        "willSet-only tracking: no didSet callback",
        source: "A Deep Dive into Observation · Observation timing (Id.willSet)",
        documented: ["x = 1", "willSet sees 0", "x = 2", "willSet sees 1"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        nonisolated(unsafe) let sample = Sample()
        let handle = TrackingHandle()
        withObservationTracking { _ = sample.x } willSet: { tracking in
            handle.tracking = tracking
            log("willSet sees \(sample.x)")
        }
        for value in 1...2 {
            log("x = \(value)")
            sample.x = value
        }
        handle.tracking?.cancel()  // the callback captures the model: cancelling breaks the cycle
        #endif
    },
    ConformanceCase(
        "didSet-only tracking: sees each new value",
        source: "A Deep Dive into Observation · Observation timing (Id.didSet)",
        documented: ["x = 1", "didSet sees 1", "x = 2", "didSet sees 2"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        nonisolated(unsafe) let sample = Sample()
        let handle = TrackingHandle()
        withObservationTracking { _ = sample.x } didSet: { tracking in
            handle.tracking = tracking
            log("didSet sees \(sample.x)")
        }
        for value in 1...2 {
            log("x = \(value)")
            sample.x = value
        }
        handle.tracking?.cancel()  // the callback captures the model: cancelling breaks the cycle
        #endif
    },
    ConformanceCase(
        "order: tracking willSet, own willSet, own didSet, tracking didSet",
        source: "facts 6.3 · own willSet/didSet move to the _x peer",
        documented: ["tracking willSet", "own willSet", "own didSet", "tracking didSet"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let sample = Sample(log: log)
        withObservationTracking { _ = sample.observed } willSet: { _ in
            log("tracking willSet")
        } didSet: { _ in
            log("tracking didSet")
        }
        sample.observed = 1
        #endif
    },
    ConformanceCase(
        "the SPI variants install even when apply read nothing",
        source: "facts 6.3 · the SPI willSet/didSet variants always install (empty list)",
        documented: ["apply ran", "x = 1"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let sample = Sample()
        withObservationTracking { log("apply ran") } willSet: { _ in log("willSet") } didSet: { _ in log("didSet") }
        log("x = 1")
        sample.x = 1
        #endif
    },
    ConformanceCase(
        "cancelling inside willSet suppresses the didSet of the same change",
        source: "facts 6.3 · cancel()",
        documented: ["willSet, cancel"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let sample = Sample()
        withObservationTracking { _ = sample.x } willSet: { tracking in
            log("willSet, cancel")
            tracking.cancel()
        } didSet: { _ in
            log("didSet")
        }
        sample.x = 1
        sample.x = 2
        #endif
    },
] }
