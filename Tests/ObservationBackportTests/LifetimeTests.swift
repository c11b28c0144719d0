import Testing
@_spi(SwiftUI) @testable import ObservationBackport

@Suite(.unbridged) struct LifetimeTests {
    final class Token: @unchecked Sendable {
        let log: EventLog
        init(_ log: EventLog) { self.log = log }
        deinit { log.append("closure released") }
    }

    @Test func deallocatingAnObservedObjectReleasesItsObserversWithoutCalling() {
        let log = EventLog()
        weak var weakPerson: Person?
        do {
            let person = Person()
            person.onDeinit = { log.append("person deinit") }
            weakPerson = person
            let token = Token(log)
            withObservationTracking { _ = person.name } onChange: { _ = token; log.append("fired") }
        }
        #expect(weakPerson == nil)
        #expect(log.events == ["person deinit", "closure released"])
    }

    /// An options tracking that never fired lets go of its `onChange` once the object it read
    /// is gone (its scope, which held the tracking while `apply` ran, let go of it too), whether
    /// it listed the property with its key path or, the object having published its group, by
    /// number alone.
    @Test(arguments: [false, true])
    func anOptionsTrackingOfAnObjectGoneReleasesItsClosure(groupPublished: Bool) {
        let log = EventLog()
        weak var weakPerson: SharedPerson?
        do {
            let person = SharedPerson(name: "Ada")
            weakPerson = person
            if groupPublished { withObservationTracking { _ = person.name } onChange: {} }
            let token = Token(log)
            withObservationTracking(options: .willSet) { _ = person.name } onChange: { _ in _ = token; log.append("fired") }
        }
        #expect(weakPerson == nil)
        #expect(log.events == ["closure released"])
    }

    @Test func aFiredOneShotReleasesItsClosure() {
        let log = EventLog()
        let person = Person()
        do {
            let token = Token(log)
            withObservationTracking { _ = person.name; _ = person.age } onChange: { _ = token; log.append("fired") }
        }
        person.name = "x"
        #expect(log.events == ["fired", "closure released"])
    }

    @Test func aCancelledTrackingReleasesItsClosures() {
        let log = EventLog()
        let person = Person()
        let tracking = LockedBox<ObservationTracking?>(nil)
        do {
            let token = Token(log)
            let (_, list) = TrackingScope.collect { _ = person.name }
            let installed = ObservationTracking(list)
            ObservationTracking._installTracking(installed, willSet: { _ in _ = token })
            tracking.value = installed
        }
        #expect(log.events.isEmpty)
        tracking.value?.cancel()
        #expect(log.events == ["closure released"])
    }

    @Test func trackingDoesNotKeepTheModelAlive() {
        weak var weakPerson: Person?
        let log = EventLog()
        do {
            let person = Person()
            weakPerson = person
            withObservationTracking { _ = person.age } willSet: { _ in log.append("willSet") }
        }
        #expect(weakPerson == nil)
        #expect(log.events.isEmpty)
    }

    /// A scope holds the storage of each object it reads until it closes, then lets go of it,
    /// whether it listed key paths, numbers alone (the object published its groups) or several
    /// objects.
    @Test func aClosedScopeReleasesTheStorageOfWhatItRead() {
        weak var firstStorage: ObservationStorage?
        weak var secondStorage: ObservationStorage?
        do {
            let person = SharedPerson(name: "Ada"), other = SharedPerson(name: "Bob")
            firstStorage = person.registrar.storage
            secondStorage = other.registrar.storage
            withObservationTracking { _ = person.name; _ = person.age } onChange: {}
            withObservationTracking { _ = person.name; _ = person.age } onChange: {}
            withObservationTracking { _ = person.name; _ = other.name } onChange: {}
        }
        #expect(firstStorage == nil)
        #expect(secondStorage == nil)
    }
}
