import Foundation
import Testing
@_spi(SwiftUI) @testable import ObservationBackport

@Suite struct SPITests {
    @Test func willSetAndDidSetPersistUntilCancelled() {
        let person = Person(name: "A")
        let log = EventLog()
        let tracking = LockedBox<ObservationTracking?>(nil)
        withObservationTracking {
            _ = person.name
        } willSet: { tracking in
            log.append("willSet \(person.name) changed=\(tracking.changed == \Person.name)")
        } didSet: { tracking in
            log.append("didSet \(person.name)")
        }
        person.name = "B"
        person.name = "C"
        #expect(log.events == [
            "willSet A changed=true", "didSet B",
            "willSet B changed=true", "didSet C",
        ])
        _ = tracking
    }

    @Test func cancelStopsCallbacksAndIsIdempotent() {
        let person = Person()
        let log = EventLog()
        let captured = LockedBox<ObservationTracking?>(nil)
        withObservationTracking {
            _ = person.age
        } didSet: { tracking in
            log.append("didSet \(person.age)")
            captured.value = tracking
        }
        person.age = 1
        captured.value?.cancel()
        captured.value?.cancel()
        person.age = 2
        #expect(log.events == ["didSet 1"])
    }

    @Test func changedIsNilBeforeAnyChangeAndTheLastKeyPathAfter() {
        let person = Person()
        let tracking = ObservationTracking(nil)
        #expect(tracking.changed == nil)
        let seen = LockedBox<AnyKeyPath?>(nil)
        withObservationTracking {
            _ = person.name
            _ = person.age
        } willSet: { tracking in
            seen.value = tracking.changed
        }
        person.age = 5
        #expect(seen.value == \Person.age)
        person.name = "Z"
        #expect(seen.value == \Person.name)
    }

    @Test func installingWithAnAccessListFiresOnChangeOnce() {
        let person = Person()
        let log = EventLog()
        let (_, list) = TrackingScope.collect { _ = person.name }
        ObservationTracking._installTracking(try! #require(list), onChange: { log.append("fired") })
        person.name = "1"
        person.name = "2"
        #expect(log.events == ["fired"])
    }

    @Test func installingWithoutCallbacksInstallsNothingAndSaysWhy() {
        let person = Person()
        let (_, list) = TrackingScope.collect { _ = person.name }
        let reports = MisuseReports()
        MisuseReports.$current.withValue(reports) {
            ObservationTracking._installTracking(ObservationTracking(list))
        }
        #expect(!person.registrar.storage.isObserved)
        #expect(reports.reported == ["_installTracking needs a willSet or a didSet callback; nothing was installed"])
    }
}

/// A value shared with `@Sendable` callbacks in tests.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }

    /// Changes the value in one critical section (`value.append(x)` would be a get, then a set).
    func mutate(_ change: (inout Value) -> Void) {
        lock.lock()
        change(&stored)
        lock.unlock()
    }
}
