// Corners of the SPI and the registrar no article documents, measured on Apple 6.3.1 (source
// "measured · Apple 6.3.1"): what they show is what the drop-in claim has to match.
#if ENGINE_APPLE && canImport(Darwin)
import Observation  // Apple's SDKs declare no SPI: SkipReason.appleSPINotInSDK
#elseif ENGINE_APPLE
@_spi(SwiftUI) import Observation
#else
@_spi(SwiftUI) import ObservationBackport
#endif
import ConformanceKit
import Foundation

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Model {
    var a = 0
    var b = 0
}

/// A hand-written observable whose mutation installs a didSet observer of the property it is
/// changing, before anyone watched it.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private final class SelfObserving: Observable, @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private var storage = 0

    var value: Int {
        registrar.access(self, keyPath: \.value)
        return storage
    }

    func setObservingItself(_ newValue: Int, log: EventLog) {
        registrar.withMutation(of: self, keyPath: \.value) {
            storage = newValue
            #if !(ENGINE_APPLE && canImport(Darwin))  // SkipReason.appleSPINotInSDK
            withObservationTracking { _ = self.value } didSet: { _ in log("didSet heard") }
            #endif
        }
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private struct Document: Codable {
    var title = "t"
    var registrar = ObservationRegistrar()
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var probeCases: [ConformanceCase] { [
    ConformanceCase(
        "an SPI scope nested in a public one merges its reads into the outer scope",
        source: "measured · Apple 6.3.1 (nesting across the SPI)",
        documented: ["b = 1", "inner willSet", "outer onChange"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let model = Model()
        withObservationTracking {
            _ = model.a
            withObservationTracking { _ = model.b } willSet: { tracking in
                log("inner willSet")
                tracking.cancel()
            }
        } onChange: {
            log("outer onChange")
        }
        log("b = 1")
        log.unordered { model.b = 1 }
        #endif
    },
    ConformanceCase(
        "a public scope nested in an SPI one merges its reads into the outer scope",
        source: "measured · Apple 6.3.1 (nesting across the SPI)",
        documented: ["b = 1", "inner onChange", "outer willSet"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let model = Model()
        withObservationTracking {
            _ = model.a
            withObservationTracking { _ = model.b } onChange: { log("inner onChange") }
        } willSet: { tracking in
            log("outer willSet")
            tracking.cancel()
        }
        log("b = 1")
        log.unordered { model.b = 1 }
        #endif
    },
    ConformanceCase(
        "a didSet observer installed during willSet of a change",
        source: "measured · Apple 6.3.1 (observers installed mid-change)",
        documented: ["a = 1", "willSet", "late didSet", "a = 2", "late didSet"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        nonisolated(unsafe) let model = Model()
        withObservationTracking { _ = model.a } willSet: { tracking in
            log("willSet")
            tracking.cancel()
            withObservationTracking { _ = model.a } didSet: { _ in log("late didSet") }
        }
        log("a = 1")
        model.a = 1
        log("a = 2")
        model.a = 2
        #endif
    },
    ConformanceCase(
        "an observer cancelled by another's willSet gets no didSet for that change",
        source: "measured · Apple 6.3.1 (cancel during a change)",
        documented: ["b = 1", "second didSet", "a = 1", "first willSet, cancels second"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let model = Model()
        let second = TrackingHandle()
        withObservationTracking { _ = (model.a, model.b) } willSet: { tracking in
            second.tracking = tracking
        } didSet: { _ in
            log("second didSet")
        }
        log("b = 1")
        model.b = 1
        withObservationTracking { _ = model.a } willSet: { _ in
            log("first willSet, cancels second")
            second.tracking?.cancel()
        }
        log("a = 1")
        model.a = 1
        #endif
    },
    ConformanceCase(
        "an ObservationTracking made from no list: changed is nil, cancel does nothing",
        source: "measured · Apple 6.3.1 (ObservationTracking(nil))",
        documented: ["changed nil", "cancelled twice"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let tracking = ObservationTracking(nil)
        log("changed \(tracking.changed.map { "\($0)" } ?? "nil")")
        tracking.cancel()
        tracking.cancel()
        log("cancelled twice")
        #endif
    },
    ConformanceCase(
        "decoding a registrar ignores what the archive holds there",
        source: "measured · Apple 6.3.1 (ObservationRegistrar.init(from:))",
        documented: ["number: decoded", "string: decoded", "object: decoded"]
    ) { log in
        for (label, json) in [("number", "5"), ("string", "\"x\""), ("object", "{\"k\":1}")] {
            let data = Data("{\"title\":\"t\",\"registrar\":\(json)}".utf8)
            log("\(label): \((try? JSONDecoder().decode(Document.self, from: data)) == nil ? "failed" : "decoded")")
        }
    },
    ConformanceCase(
        "a registrar encoded on its own encodes no value (the encoder throws)",
        source: "measured · Apple 6.3.1 (ObservationRegistrar.encode(to:) at top level)",
        documented: ["threw"]
    ) { log in
        do {
            let data = try JSONEncoder().encode(ObservationRegistrar())
            log(String(decoding: data, as: UTF8.self))
        } catch {
            log("threw")
        }
    },
    ConformanceCase(
        "a didSet observer installed by the mutation itself, when nobody watched at willSet",
        source: "measured · Apple 6.3.1 (withMutation looks observers up again at didSet)",
        documented: ["mutate", "didSet heard", "mutate again", "didSet heard"],
        deliberateDifference: "our withMutation skips the didSet lookup when nobody watched at willSet time (DocC: Deliberate differences)"
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let model = SelfObserving()
        log("mutate")
        model.setObservingItself(1, log: log)
        log("mutate again")
        model.registrar.withMutation(of: model, keyPath: \.value) {}
        #endif
    },
] }
