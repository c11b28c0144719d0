import Dispatch
import Foundation
import Observation
import ObservationBackport
import Testing

// This file imports both modules, so every name of either is qualified.

@ObservationBackport.Observable
private final class BridgedModel: @unchecked Sendable {
    var value = 0
    var child: BridgedModel?
}

/// Written by hand, conforming to the backport's protocol only: Apple's tracking cannot see it.
private final class BackportOnly: ObservationBackport.Observable, @unchecked Sendable {
    let registrar = ObservationBackport.ObservationRegistrar()
    private var _value = 0
    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return _value
        }
        set { registrar.withMutation(of: self, keyPath: \.value) { _value = newValue } }
    }
}

/// The bridge is process-wide and cannot be switched off, so every test runs in a process of its
/// own (`#expect(processExitsWith:)`) that enables it first; the main test process stays unbridged.
/// Apple's Observation exists from macOS 14: on an older Mac, Swift Testing reports these tests
/// as skipped.
@Suite(.unbridged) struct AppleBridgeTests {
    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func aBackportModelIsAnAppleObservable() async {
        await #expect(processExitsWith: .success) {
            guard enableTheBridge() else { return }
            let model: Any = BridgedModel()
            #expect(model is any Observation.Observable)
            #expect(AppleObservationBridge.isEnabled)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func appleTrackingHearsAChangeOnceBeforeTheNewValueIsStored() async {
        await #expect(processExitsWith: .success) {
            guard enableTheBridge() else { return }
            let model = BridgedModel()
            let log = EventLog()
            Observation.withObservationTracking { _ = model.value } onChange: { log.append("onChange sees \(model.value)") }
            model.value = 1
            model.value = 2
            #expect(log.events == ["onChange sees 0"])
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func oneWriteNotifiesBothEngines() async {
        await #expect(processExitsWith: .success) {
            guard enableTheBridge() else { return }
            let model = BridgedModel()
            let log = EventLog()
            Observation.withObservationTracking { _ = model.value } onChange: { log.append("apple") }
            ObservationBackport.withObservationTracking { _ = model.value } onChange: { log.append("backport") }
            model.value += 1
            #expect(log.events.sorted() == ["apple", "backport"])
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func anEqualWriteNotifiesNeitherEngine() async {
        await #expect(processExitsWith: .success) {
            guard enableTheBridge() else { return }
            let model = BridgedModel()
            let log = EventLog()
            Observation.withObservationTracking { _ = model.value } onChange: { log.append("apple") }
            ObservationBackport.withObservationTracking { _ = model.value } onChange: { log.append("backport") }
            model.value = 0
            #expect(log.events.isEmpty)
        }
    }

    /// Threads racing to be the first reader of fresh objects (the moment an object gets its Apple
    /// registrar), then trackings of both engines and writes from other threads: every tracking
    /// hears its change once, and no write is lost.
    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func threadsRacingToBridgeAnObjectLoseNoChange() async {
        await #expect(processExitsWith: .success) {
            guard enableTheBridge() else { return }
            let rounds = 200
            let models = (0..<rounds).map { _ in BridgedModel() }
            let apple = Counter()
            let backport = Counter()
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for (index, model) in models.enumerated() {
                    _ = model.value
                    guard index % 4 == thread else { continue }
                    Observation.withObservationTracking { _ = model.value } onChange: { apple.increment() }
                    ObservationBackport.withObservationTracking { _ = model.value } onChange: { backport.increment() }
                }
            }
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for (index, model) in models.enumerated() where index % 4 == (thread + 1) % 4 { model.value += 1 }
            }
            #expect(apple.value == rounds)
            #expect(backport.value == rounds)
            #expect(models.allSatisfy { $0.value == 1 })
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func aClassOnlyTheBackportKnowsIsInvisibleToAppleButStillTracked() async {
        await #expect(processExitsWith: .success) {
            guard enableTheBridge() else { return }
            let model = BackportOnly()
            let log = EventLog()
            Observation.withObservationTracking { _ = model.value } onChange: { log.append("apple") }
            ObservationBackport.withObservationTracking { _ = model.value } onChange: { log.append("backport") }
            model.value = 1
            #expect(log.events == ["backport"])
        }
    }
}

/// Enables the bridge in this (exit test's) process; false, with an issue recorded, where Apple's
/// Observation is missing. An exit test's body captures nothing, so each one calls this first.
private func enableTheBridge() -> Bool {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
        Issue.record("Apple's Observation is missing")
        return false
    }
    AppleObservationBridge.enable()
    return true
}

/// A count incremented from any thread; one lock guards `count`.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
