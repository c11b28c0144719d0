// A tracked property of an @Observable class reached both through its accessors and through the
// key-path API (`access(keyPath:)`, `withMutation(keyPath:_:)` and the registrar's willSet and
// didSet, called by hand in the class, as SE-0395 shows for computed properties). The
// backport's accessors name the property by a number and its key-path API by key path; both must
// be one property. Sources: SE-0395 (ObservationRegistrar, the macro expansion); where no
// document states the outcome, "measured · Apple 6.3.1".
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
@Observable private final class Gauge {
    var level = 0
    var unit = "m"

    /// A read of `level` through the key-path API, as a computed property would make.
    var levelReadByKeyPath: Int {
        access(keyPath: \.level)
        return _level
    }

    /// A change of `level` announced through the key-path API, around a write of its storage.
    func setLevelByKeyPath(_ value: Int) {
        withMutation(keyPath: \.level) { _level = value }
    }

    /// The same announced through the registrar's willSet and didSet.
    func setLevelThroughRegistrar(_ value: Int) {
        _$observationRegistrar.willSet(self, keyPath: \.level)
        _level = value
        _$observationRegistrar.didSet(self, keyPath: \.level)
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var keyPathAndAccessorCases: [ConformanceCase] { [
    ConformanceCase(
        "a property read through its getter is notified by withMutation(keyPath:) written by hand",
        source: "SE-0395 · ObservationRegistrar; measured · Apple 6.3.1",
        documented: ["unit = cm", "setLevelByKeyPath(1)", "onChange"]
    ) { log in
        let gauge = Gauge()
        withObservationTracking { _ = gauge.level } onChange: { log("onChange") }
        log("unit = cm")
        gauge.unit = "cm"
        log("setLevelByKeyPath(1)")
        gauge.setLevelByKeyPath(1)
        gauge.setLevelByKeyPath(2)
    },
    ConformanceCase(
        "a property read through access(keyPath:) by hand is notified by its setter and by +=",
        source: "SE-0395 · ObservationRegistrar; measured · Apple 6.3.1",
        documented: ["unit = cm", "level = 1", "onChange 1", "level += 1", "onChange 2"]
    ) { log in
        let gauge = Gauge()
        withObservationTracking { _ = gauge.levelReadByKeyPath } onChange: { log("onChange 1") }
        log("unit = cm")
        gauge.unit = "cm"
        log("level = 1")
        gauge.level = 1
        withObservationTracking { _ = gauge.levelReadByKeyPath } onChange: { log("onChange 2") }
        log("level += 1")
        gauge.level += 1
    },
    ConformanceCase(
        "a getter's observer and a key path's observer of one property each fire once, whichever way it changes",
        source: "SE-0395 · ObservationRegistrar; measured · Apple 6.3.1",
        documented: [
            "level = 1", "by getter", "by key path", "setLevelByKeyPath(2)", "by getter", "by key path",
            "setLevelThroughRegistrar(3)", "by getter", "by key path",
        ]
    ) { log in
        // Each change notifies two observers: `log.unordered` (Observation promises no order).
        let gauge = Gauge()
        func observe(_ first: String) {
            if first == "getter" {
                withObservationTracking { _ = gauge.level } onChange: { log("by getter") }
                withObservationTracking { _ = gauge.levelReadByKeyPath } onChange: { log("by key path") }
            } else {
                withObservationTracking { _ = gauge.levelReadByKeyPath } onChange: { log("by key path") }
                withObservationTracking { _ = gauge.level } onChange: { log("by getter") }
            }
        }
        observe("getter")
        log("level = 1")
        log.unordered { gauge.level = 1 }
        observe("key path")
        log("setLevelByKeyPath(2)")
        log.unordered { gauge.setLevelByKeyPath(2) }
        observe("getter")
        log("setLevelThroughRegistrar(3)")
        log.unordered { gauge.setLevelThroughRegistrar(3) }
    },
    ConformanceCase(
        "an SPI tracking of a getter's read hears the registrar's willSet and didSet called by hand, with changed set",
        source: "SE-0395 · ObservationRegistrar (willSet/didSet); measured · Apple 6.3.1",
        documented: ["willSet changed level: true", "didSet changed level: true"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let gauge = Gauge()
        withObservationTracking {
            _ = gauge.level
        } willSet: { tracking in
            log("willSet changed level: \(tracking.changed == \Gauge.level)")
        } didSet: { tracking in
            log("didSet changed level: \(tracking.changed == \Gauge.level)")
        }
        gauge.unit = "cm"
        gauge.setLevelThroughRegistrar(1)
        #endif
    },
] }
