import ObservationBackportAtomics
import Testing
@_spi(SwiftUI) @testable import ObservationBackport

/// Properties named by numbers chosen to exercise the registrar's identity paths: `a` and `b`
/// share a bit of the storage's summary word (their numbers differ by the number of bits), `c`
/// has the very number of `a`, as two names whose hashes collided would, and `d` has a bit of
/// its own.
private final class Numbered: Observable, @unchecked Sendable {
    static let a: UInt64 = 5
    static let b: UInt64 = 5 + 28
    static let c: UInt64 = 5
    static let d: UInt64 = 6

    let registrar = ObservationRegistrar()
    private var _a = 0, _b = 0, _c = 0, _d = 0

    var a: Int {
        get { registrar._access(self, property: Self.a, keyPath: \.a); return _a }
        set { registrar._withMutation(of: self, property: Self.a, keyPath: \.a) { _a = newValue } }
    }

    var b: Int {
        get { registrar._access(self, property: Self.b, keyPath: \.b); return _b }
        set { registrar._withMutation(of: self, property: Self.b, keyPath: \.b) { _b = newValue } }
        _modify {
            let modification = registrar._willModify(self, property: Self.b, keyPath: \.b)
            defer { registrar._didModify(self, property: Self.b, modification) }
            yield &_b
        }
    }

    var c: Int {
        get { registrar._access(self, property: Self.c, keyPath: \.c); return _c }
        set { registrar._withMutation(of: self, property: Self.c, keyPath: \.c) { _c = newValue } }
    }

    var d: Int {
        get { registrar._access(self, property: Self.d, keyPath: \.d); return _d }
        set { registrar._withMutation(of: self, property: Self.d, keyPath: \.d) { _d = newValue } }
    }

    /// The storage's published word, as the lock-free write path reads it (the test process is
    /// unbridged, so it holds no bridge tag).
    var summary: Int {
        observation_backport_load(registrar.storage.atomicWord)
    }

    /// How many groups of observers the object has made (one per property ever observed).
    var groupCount: Int {
        registrar.storage.withIndex { $0.groupCount } ?? 0
    }
}

@Suite(.unbridged) struct PropertyIdentityTests {
    @Test func numbersSharingASummaryBitAreStillTwoProperties() {
        #expect(SummaryWord.identityBit(Numbered.a) == SummaryWord.identityBit(Numbered.b))
        let model = Numbered()
        let log = EventLog()
        withObservationTracking { _ = model.a } onChange: { log.append("a") }
        model.b = 1  // its bit is set (by a's observer): the lock is taken, and nobody is told
        model.b += 1
        #expect(log.events.isEmpty)
        withObservationTracking { _ = model.b } onChange: { log.append("b") }
        model.b = 3
        #expect(log.events == ["b"])
        model.a = 1
        #expect(log.events == ["b", "a"])
        #expect(model.groupCount == 2)
    }

    @Test func oneNumberForTwoPropertiesNotifiesTooOftenButNeverTooRarely() {
        let model = Numbered()
        let log = EventLog()
        withObservationTracking { _ = model.c } onChange: { log.append("c's observer") }
        model.a = 1  // the same number: c's observer hears it (the documented cost of a collision)
        #expect(log.events == ["c's observer"])
        withObservationTracking { _ = model.a } onChange: { log.append("a's observer") }
        model.c = 1
        #expect(log.events == ["c's observer", "a's observer"])
        #expect(model.groupCount == 1)
    }

    @Test func aChangeTellsThePersistentObserverTheKeyPathOfThePropertyItRead() {
        let model = Numbered()
        let changed = EventLog()
        withObservationTracking {
            _ = model.b
        } willSet: { tracking in
            changed.append(tracking.changed == \Numbered.b ? "b" : "\(String(describing: tracking.changed))")
        }
        model.b = 1
        model.b += 1
        #expect(changed.events == ["b", "b"])
    }

    @Test func aReadOfAPropertyNamedByNumberJoinsTheGroupAKeyPathCallMade() {
        let model = Numbered()
        let log = EventLog()
        withObservationTracking { model.registrar.access(model, keyPath: \.a) } onChange: { log.append("by key path") }
        withObservationTracking { _ = model.a } onChange: { log.append("by number") }
        #expect(model.groupCount == 1)
        model.a = 1
        #expect(log.events.sorted() == ["by key path", "by number"])  // no order is promised
    }

    @Test func aKeyPathWriteFindsTheObserversOfAPropertyNamedByNumber() {
        let model = Numbered()
        let log = EventLog()
        withObservationTracking { _ = model.a } onChange: { log.append("a") }
        model.registrar.withMutation(of: model, keyPath: \Numbered.b) {}
        #expect(log.events.isEmpty)
        model.registrar.withMutation(of: model, keyPath: \Numbered.a) {}
        #expect(log.events == ["a"])
    }

    @Test func theSummaryForgetsAPropertyOnceItsObserversAreGone() {
        let model = Numbered()
        withObservationTracking { _ = model.a } onChange: {}
        withObservationTracking { _ = model.b } willSet: { _ in }
        let bit = SummaryWord.identityBit(Numbered.a)
        #expect(model.summary == 1 | bit)
        model.a = 1  // fires a's one-shot observer and empties its group
        model.a = 2  // finds the group empty: the bits are recomputed
        #expect(model.summary == 1 | bit)  // b, which has the same bit, is still observed
        model.b = 1  // b's observer is persistent: it stays
        #expect(model.summary == 1 | bit)
    }

    @Test func aPropertyWhoseObserversHaveFiredIsSkippedAgainAfterOneWrite() {
        let model = Numbered()
        withObservationTracking { _ = model.d } willSet: { _ in }  // keeps the object observed
        let bit = SummaryWord.identityBit(Numbered.b)
        withObservationTracking { _ = model.b } onChange: {}
        model.b = 1  // fires b's observer; its bit is kept, as a view would observe b again
        #expect(model.summary & bit != 0)
        model.b = 2  // nobody observes b any more: the bit goes
        #expect(model.summary == 1 | SummaryWord.identityBit(Numbered.d))
    }

    @Test func theSummaryIsZeroOnceEveryObserverHasFired() {
        let model = Numbered()
        withObservationTracking { _ = model.a } onChange: {}
        #expect(model.summary != 0)
        model.a = 1
        #expect(model.summary == 0)  // a write to the object now skips the lock
    }
}
