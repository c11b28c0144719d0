import Testing
@testable import ObservationBackport

/// The one-shot registrations of an object (`OneShotTable`): each names the groups of the
/// properties its tracking read, and a write takes exactly the ones naming its property.
@Suite(.unbridged) struct OneShotTableTests {
    /// Three trackings on one object, two of them reading `name`: a write of `name` fires those
    /// two (and leaves the table holding the third), and a write of `age` then fires the third.
    @Test func aWriteTakesOnlyTheRegistrationsOfItsProperty() {
        let person = Person()
        let log = EventLog()
        withObservationTracking { _ = person.name } onChange: { log.append("first name") }
        withObservationTracking { _ = person.age } onChange: { log.append("age") }
        withObservationTracking { _ = person.name } onChange: { log.append("second name") }
        person.name = "Grace"
        #expect(log.events.sorted() == ["first name", "second name"])
        #expect(person.liveMemberships == 1)
        person.age += 1
        #expect(log.events.sorted() == ["age", "first name", "second name"])
        #expect(person.liveMemberships == 0)
    }

    /// A tracking that read two objects fires once, through the first to change; its
    /// registration with the other is then dead and must not fire on that object's change.
    @Test func aTrackingOfTwoObjectsFiresOnceThroughEither() {
        let first = Person(), second = Person()
        let log = EventLog()
        withObservationTracking {
            _ = first.name
            _ = second.age
        } onChange: { log.append("changed") }
        withObservationTracking { _ = second.age } onChange: { log.append("second only") }
        first.name = "Grace"
        second.age += 1
        #expect(log.events == ["changed", "second only"])
        #expect(second.liveMemberships == 0)
    }

    /// An object with more than 64 observed properties: a tracking of a later property (named
    /// in the registration's list, past the bit mask) fires for it and only for it.
    @Test(arguments: [3, 63, 64, 69]) func aPropertyPastTheSixtyFourthGroupFires(watched: Int) {
        let wide = Wide()
        // Every property gets its group, in order, so that property i is group i.
        for property in 0..<Wide.count { withObservationTracking { _ = wide[property] } onChange: {} }
        for property in 0..<Wide.count { wide[property] = 1 }
        let log = EventLog()
        withObservationTracking { _ = wide[watched] } onChange: { log.append("fired") }
        for property in 0..<Wide.count where property != watched { wide[property] = 2 }
        #expect(log.events.isEmpty)
        wide[watched] = 2
        #expect(log.events == ["fired"])
    }
}

/// A model with 70 properties through the key-path API: `\.[i]` names property `i`.
final class Wide: Observable, @unchecked Sendable {
    static let count = 70
    let registrar = ObservationRegistrar()
    private var values = [Int](repeating: 0, count: count)

    subscript(property: Int) -> Int {
        get {
            registrar.access(self, keyPath: \.[property])
            return values[property]
        }
        set {
            registrar.withMutation(of: self, keyPath: \.[property]) { values[property] = newValue }
        }
    }
}

extension Person {
    var liveMemberships: Int {
        registrar.storage.withIndex { $0.liveMemberships } ?? 0
    }
}
