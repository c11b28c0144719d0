// Threads: observers run on the mutating thread; tracking and mutation are safe from any thread.
// Sources: "A Deep Dive into Observation" ("Thread-safe"), "Observation framework" (registrar critical region), SE-0395 (registrar is
// thread safe), the measured facts.
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
@Observable private final class Shared {
    var p0 = 0
    var p1 = 0
    var p2 = 0
    var p3 = 0

    func read(_ index: Int) -> Int {
        switch index {
        case 0: p0
        case 1: p1
        case 2: p2
        default: p3
        }
    }

    func write(_ index: Int, _ value: Int) {
        switch index {
        case 0: p0 = value
        case 1: p1 = value
        case 2: p2 = value
        default: p3 = value
        }
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var threadCases: [ConformanceCase] { [
    ConformanceCase(
        "a tracking installed on one thread fires on the thread that mutates",
        source: "A Deep Dive into Observation · Thread-safe (onChange on the first setting thread)",
        documented: ["tracked on a background thread", "onChange on the mutating thread"]
    ) { log in
        nonisolated(unsafe) let shared = Shared()
        let mutatingThread = currentThreadID()
        onNewThread {
            withObservationTracking { _ = shared.p0 } onChange: {
                log(currentThreadID() == mutatingThread ? "onChange on the mutating thread" : "onChange elsewhere")
            }
            log("tracked on a background thread")
        }
        shared.p0 = 1
    },
    ConformanceCase(
        "willSet and didSet observers run on the mutating thread",
        source: "facts 6.3 · onChange runs in willSet, synchronously, on the mutating thread",
        documented: ["willSet on writer", "didSet on writer"]
    ) { log in
        #if ENGINE_APPLE && canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        nonisolated(unsafe) let shared = Shared()
        let writer = ThreadIDBox()
        withObservationTracking { _ = shared.p1 } willSet: { _ in
            log(currentThreadID() == writer.value ? "willSet on writer" : "willSet elsewhere")
        } didSet: { tracking in
            log(currentThreadID() == writer.value ? "didSet on writer" : "didSet elsewhere")
            tracking.cancel()
        }
        onNewThread {
            writer.value = currentThreadID()
            shared.p1 = 1
        }
        #endif
    },
    ConformanceCase(
        "four threads each change their own tracked property at once: each onChange fires once",
        source: "SE-0395 · ObservationRegistrar (thread safe)",
        documented: ["p0", "p1", "p2", "p3"]
    ) { log in
        nonisolated(unsafe) let shared = Shared()
        for index in 0..<4 {
            withObservationTracking { _ = shared.read(index) } onChange: { log("p\(index)") }
        }
        log.unordered {
            onConcurrentThreads((0..<4).map { index in
                { @Sendable in for value in 1...100 { shared.write(index, value) } }
            })
        }
    },
    ConformanceCase(
        "threads tracking and mutating one object concurrently: no scope is lost",
        source: "A Deep Dive into Observation · Thread-safe (withObservationTracking on any thread)",
        documented: ["scopes that fired: 400 of 400"]
    ) { log in
        // Each thread tracks and writes its own property (the macro's storage is not
        // synchronized; the registrar they share is). The case counts scopes, not calls:
        // Apple 6.3 may call a scope's onChange more than once when threads race on it.
        nonisolated(unsafe) let shared = Shared()
        let fired = FiredScopes()
        onConcurrentThreads((0..<4).map { thread in
            { @Sendable in
                for value in 1...100 {
                    let scope = thread * 100 + value
                    withObservationTracking { _ = shared.read(thread) } onChange: {
                        fired.insert(scope)
                    }
                    shared.write(thread, value)
                }
            }
        })
        for index in 0..<4 { shared.write(index, -1) }
        log("scopes that fired: \(fired.count) of 400")
    },
] }

/// The scopes whose onChange ran, recorded from any thread. One `NSLock` guards `scopes`.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private final class FiredScopes: @unchecked Sendable {
    private let lock = NSLock()
    private var scopes: Set<Int> = []

    func insert(_ scope: Int) { _ = lock.withLock { scopes.insert(scope) } }
    var count: Int { lock.withLock { scopes.count } }
}
