// Edges of a tracking scope: reads on other threads, writes inside apply, nested mutations,
// reads from inside observers. Sources: "A Deep Dive into Observation" (the access list is thread-local), "Observation: The Present"
// (generateAccessList, withMutation = willSet + mutation + didSet), the measured facts.
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
    @ObservationIgnored var ignored = 0
    var readsIgnored: Int { ignored }
}

/// A hand-written observable whose `pair` mutation nests `b`'s mutation inside `a`'s.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private final class Nesting: Observable, @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private var storedA = 0
    private var storedB = 0

    var a: Int {
        registrar.access(self, keyPath: \.a)
        return storedA
    }

    var b: Int {
        registrar.access(self, keyPath: \.b)
        return storedB
    }

    func setBoth(_ value: Int) {
        registrar.withMutation(of: self, keyPath: \.a) {
            storedA = value
            registrar.withMutation(of: self, keyPath: \.b) { storedB = value }
        }
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private func name(_ path: AnyKeyPath?) -> String {
    switch path {
    case \Nesting.a: "a"
    case \Nesting.b: "b"
    default: "?"
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var trackingEdgeCases: [ConformanceCase] { [
    ConformanceCase(
        "a read made on another thread during apply is not tracked",
        source: "A Deep Dive into Observation · the access list is a thread-local value",
        documented: ["b = 1", "a = 1", "onChange"]
    ) { log in
        nonisolated(unsafe) let model = Model()
        withObservationTracking {
            _ = model.a
            onNewThread { _ = model.b }
        } onChange: {
            log("onChange")
        }
        log("b = 1")
        model.b = 1
        log("a = 1")
        model.a = 1
    },
    ConformanceCase(
        "two threads tracking at once each track only their own reads",
        source: "A Deep Dive into Observation · Thread-safe (tracking on any thread)",
        documented: ["a = 1", "scope A", "b = 1", "scope B"]
    ) { log in
        nonisolated(unsafe) let model = Model()
        onConcurrentThreads([
            { withObservationTracking { _ = model.a } onChange: { log("scope A") } },
            { withObservationTracking { _ = model.b } onChange: { log("scope B") } },
        ])
        log("a = 1")
        model.a = 1
        log("b = 1")
        model.b = 1
    },
    ConformanceCase(
        "a write made inside apply, after the read, does not fire the scope being built",
        source: "Swift Observation: in-depth analysis · Observation is attached with read access",
        documented: ["apply wrote a", "a = 2", "onChange"]
    ) { log in
        nonisolated(unsafe) let model = Model()
        withObservationTracking {
            _ = model.a
            model.a = 1
            log("apply wrote a")
        } onChange: {
            log("onChange")
        }
        log("a = 2")
        model.a = 2
    },
    ConformanceCase(
        "an in-place change inside apply counts as a read",
        source: "facts 6.3 · the _modify accessor calls access",
        documented: ["a = 5", "onChange"]
    ) { log in
        let model = Model()
        withObservationTracking { model.a += 1 } onChange: { log("onChange") }
        log("a = 5")
        model.a = 5
    },
    ConformanceCase(
        "a computed property over an ignored property is not tracked",
        source: "Observation framework · @ObservationIgnored; SE-0395 · Computed properties",
        documented: ["ignored = 1"]
    ) { log in
        let model = Model()
        withObservationTracking { _ = model.readsIgnored } onChange: { log("onChange") }
        log("ignored = 1")
        model.ignored = 1
    },
    ConformanceCase(
        "a mutation nested in another: willSet a, willSet b, didSet b, didSet a",
        source: "Observation: The Present · withMutation is willSet, mutation, didSet",
        documented: ["willSet a", "willSet b", "didSet b", "didSet a"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        let model = Nesting()
        withObservationTracking { _ = (model.a, model.b) } willSet: { tracking in
            log("willSet \(name(tracking.changed))")
        } didSet: { tracking in
            log("didSet \(name(tracking.changed))")
        }
        model.setBoth(1)
        #endif
    },
    ConformanceCase(
        "observers may read the observed object: old value in willSet, new in didSet, and tracking inside them works",
        source: "A Deep Dive into Observation · Observation timing; Observation: The Present · observe() again inside onChange",
        documented: ["willSet reads 0", "didSet reads 1", "b = 1", "tracked inside willSet"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        nonisolated(unsafe) let model = Model()
        withObservationTracking { _ = model.a } willSet: { _ in
            log("willSet reads \(model.a)")
            withObservationTracking { _ = model.b } onChange: { log("tracked inside willSet") }
        } didSet: { tracking in
            log("didSet reads \(model.a)")
            tracking.cancel()
        }
        model.a = 1
        log("b = 1")
        model.b = 1
        #endif
    },
] }
