import Observation
import ObservationBackport
import Testing

// This file imports both modules, so every name of either is qualified.

@ObservationBackport.Observable
private final class BridgedModel: @unchecked Sendable {
    var value = 0
    var child: BridgedModel?
}

/// Written by hand against the backport's registrar, conforming to both protocols.
private final class HandWritten: ObservationBackport.Observable, Observation.Observable, @unchecked Sendable {
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

/// The bridge is process-wide and cannot be switched off: every test enables it first.
@Suite struct AppleBridgeTests {
    init() { AppleObservationBridge.enable() }

    @Test func aBackportModelIsAnAppleObservable() {
        let model: Any = BridgedModel()
        #expect(model is any Observation.Observable)
        #expect(AppleObservationBridge.isEnabled)
    }

    @Test func appleTrackingHearsAChangeOnceBeforeTheNewValueIsStored() {
        let model = BridgedModel()
        let log = EventLog()
        Observation.withObservationTracking { _ = model.value } onChange: { log.append("onChange sees \(model.value)") }
        model.value = 1
        model.value = 2
        #expect(log.events == ["onChange sees 0"])
    }

    @Test func oneWriteNotifiesBothEngines() {
        let model = BridgedModel()
        let log = EventLog()
        Observation.withObservationTracking { _ = model.value } onChange: { log.append("apple") }
        ObservationBackport.withObservationTracking { _ = model.value } onChange: { log.append("backport") }
        model.value += 1
        #expect(log.events.sorted() == ["apple", "backport"])
    }

    @Test func anEqualWriteNotifiesNeitherEngine() {
        let model = BridgedModel()
        let log = EventLog()
        Observation.withObservationTracking { _ = model.value } onChange: { log.append("apple") }
        ObservationBackport.withObservationTracking { _ = model.value } onChange: { log.append("backport") }
        model.value = 0
        #expect(log.events.isEmpty)
    }

    @Test func aHandWrittenRegistrarIsBridgedWhenItsClassConformsToApples() {
        let model = HandWritten()
        let log = EventLog()
        Observation.withObservationTracking { _ = model.value } onChange: { log.append("apple") }
        model.value = 1
        #expect(log.events == ["apple"])
    }

    @Test func aClassOnlyTheBackportKnowsIsInvisibleToAppleButStillTracked() {
        let model = BackportOnly()
        let log = EventLog()
        Observation.withObservationTracking { _ = model.value } onChange: { log.append("apple") }
        ObservationBackport.withObservationTracking { _ = model.value } onChange: { log.append("backport") }
        model.value = 1
        #expect(log.events == ["backport"])
    }
}
