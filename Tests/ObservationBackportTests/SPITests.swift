import Foundation
import Testing
@_spi(SwiftUI) @testable import ObservationBackport

@Suite(.unbridged) struct SPITests {
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

    /// Six properties (more than an access entry holds inline) of twelve objects (more than the
    /// collector scans before indexing them), read interleaved and twice: each property is
    /// watched once, so each write calls willSet exactly once.
    @Test func aScopeReadingManyObjectsInterleavedHearsEachChangeOnce() {
        let grids = (0..<12).map { _ in Grid() }
        let calls = LockedBox(0)
        withObservationTracking {
            for _ in 0..<2 {
                for property in 0..<6 {
                    for grid in grids { _ = grid[property] }
                }
            }
        } willSet: { _ in
            calls.mutate { $0 += 1 }
        }
        for grid in grids {
            for property in 0..<6 { grid[property] += 1 }
        }
        #expect(calls.value == 12 * 6)
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
        MisuseReports.current.withValue(reports) {
            ObservationTracking._installTracking(ObservationTracking(list))
        }
        // No observer installed.
        #expect(person.registrar.storage.withIndex { $0.liveMemberships } ?? 0 == 0)
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

@Observable final class Grid: @unchecked Sendable {
    var p0 = 0
    var p1 = 0
    var p2 = 0
    var p3 = 0
    var p4 = 0
    var p5 = 0

    subscript(property: Int) -> Int {
        get { [p0, p1, p2, p3, p4, p5][property] }
        set {
            switch property {
            case 0: p0 = newValue
            case 1: p1 = newValue
            case 2: p2 = newValue
            case 3: p3 = newValue
            case 4: p4 = newValue
            default: p5 = newValue
            }
        }
    }
}
