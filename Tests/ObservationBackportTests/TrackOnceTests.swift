import Foundation
import Testing
@_spi(AccessCollection) @_spi(SwiftUI) @testable import ObservationBackport

/// SPI `AccessCollection`'s `_trackOnce`: `withObservationTracking`'s one-shot (or the `.didSet`
/// options tracking) with a handle, for hosts that replace a view's tracking at every run.
@Suite(.unbridged) struct TrackOnceTests {
    @Test func firesOnceAtTheFirstChangeBeforeTheStore() {
        let person = Person(name: "A")
        let log = EventLog()
        var handle: ObservationTracking._OneShotHandle?
        let name = ObservationTracking._trackOnce({ person.name }, replacing: &handle, onChange: { log.append("changed, still \(person.name)") })
        #expect(name == "A")
        #expect(handle != nil)
        person.name = "B"
        person.name = "C"
        #expect(log.events == ["changed, still A"])
    }

    @Test func readingNothingGivesNoHandle() {
        var handle: ObservationTracking._OneShotHandle?
        _ = ObservationTracking._trackOnce({ 1 }, replacing: &handle, onChange: {})
        #expect(handle == nil)
    }

    @Test func aCancelledTrackingNeverFiresAndReleasesOnChange() {
        let person = Person(name: "A")
        let log = EventLog()
        weak var weakCapture: EventLog?
        do {
            let capture = EventLog()
            weakCapture = capture
            var handle: ObservationTracking._OneShotHandle?
            ObservationTracking._trackOnce({ _ = person.name }, replacing: &handle, onChange: { capture.append("fired"); log.append("fired") })
            handle?.cancel()
            handle?.cancel()  // idempotent
        }
        #expect(weakCapture == nil, "cancel() releases onChange")
        person.name = "B"
        #expect(log.events.isEmpty)
    }

    @Test func aTrackingOfSeveralObjectsFiresOnceForAll() {
        let first = Person(name: "A"), second = Person(name: "X")
        let log = EventLog()
        var handle: ObservationTracking._OneShotHandle?
        ObservationTracking._trackOnce({ _ = (first.name, second.name) }, replacing: &handle, onChange: { log.append("fired") })
        second.name = "Y"
        first.name = "B"
        #expect(log.events == ["fired"])
    }

    /// The tracking a handle held is cancelled by the one that replaces it.
    @Test func aReplacedTrackingThatDidNotFireNeverFires() {
        let person = Person(name: "A")
        let log = EventLog()
        var handle: ObservationTracking._OneShotHandle?
        ObservationTracking._trackOnce({ _ = person.name }, replacing: &handle, onChange: { log.append("first") })
        ObservationTracking._trackOnce({ _ = person.age }, replacing: &handle, onChange: { log.append("second") })
        person.name = "B"
        #expect(log.events.isEmpty)
        person.age += 1
        #expect(log.events == ["second"])
    }

    /// A view's steady cycle: the tracking fired, nothing else holds its observer, so the next
    /// one is installed with the same observer rather than a new one.
    @Test func aFiredTrackingHeldByItsHandleAloneLendsItsObserverToTheNext() {
        let person = Person(name: "A")
        let log = EventLog()
        var handle: ObservationTracking._OneShotHandle?
        ObservationTracking._trackOnce({ _ = person.name }, replacing: &handle, onChange: { log.append("first") })
        // Not a reference, which would keep the observer from being alone. (A new observer is
        // made while the old one lives, so the two identities cannot match by reuse of memory.)
        let firstObserver = handle.map { ObjectIdentifier($0.observer) }
        person.name = "B"
        ObservationTracking._trackOnce({ _ = person.name }, replacing: &handle, onChange: { log.append("second") })
        #expect(handle.map { ObjectIdentifier($0.observer) } == firstObserver)
        person.name = "C"
        person.name = "D"
        #expect(log.events == ["first", "second"])
    }

    /// A tracking of two objects fired through one: the other still holds a registration with its
    /// observer, which must not be armed again for the next tracking (that registration would
    /// fire it).
    @Test func anObserverStillRegisteredElsewhereIsNotArmedAgain() {
        let first = Person(name: "A"), second = Person(name: "X"), third = Person(name: "P")
        let log = EventLog()
        var handle: ObservationTracking._OneShotHandle?
        ObservationTracking._trackOnce({ _ = (first.name, second.name) }, replacing: &handle, onChange: { log.append("both") })
        first.name = "B"
        ObservationTracking._trackOnce({ _ = third.name }, replacing: &handle, onChange: { log.append("third") })
        second.name = "Y"
        #expect(log.events == ["both"], "the second object's old registration fired the new tracking")
        third.name = "Q"
        #expect(log.events == ["both", "third"])
    }

    @Test func theDidSetTrackingFiresOnceAfterTheStoreUntilCancelled() {
        let person = Person(name: "A")
        let log = EventLog()
        var tracking: ObservationTracking._OneShotHandle?
        ObservationTracking._trackOnce({ _ = person.name }, replacing: &tracking, didSet: { log.append("changed to \(person.name)") })
        person.name = "B"
        person.name = "C"
        #expect(log.events == ["changed to B"])
        var cancelled: ObservationTracking._OneShotHandle?
        ObservationTracking._trackOnce({ _ = person.name }, replacing: &cancelled, didSet: { log.append("never") })
        cancelled?.cancel()
        person.name = "D"
        #expect(log.events == ["changed to B"])
        _ = tracking
    }

    /// Several trackings on one object (the table's several-registration path): each is told
    /// once, the willSet one before the store and the didSet ones after it.
    @Test func trackingsOfBothTimingsOnOneObjectAreEachToldOnceAtTheirTime() {
        let person = Person(name: "A")
        let log = EventLog()
        var handles: [ObservationTracking._OneShotHandle?] = [nil, nil, nil, nil]
        ObservationTracking._trackOnce({ _ = person.name }, replacing: &handles[0], didSet: { log.append("didSet 1 sees \(person.name)") })
        ObservationTracking._trackOnce({ _ = person.name }, replacing: &handles[1], onChange: { log.append("willSet sees \(person.name)") })
        ObservationTracking._trackOnce({ _ = person.name }, replacing: &handles[2], didSet: { log.append("didSet 2 sees \(person.name)") })
        ObservationTracking._trackOnce({ _ = person.age }, replacing: &handles[3], didSet: { log.append("age") })
        person.name = "B"
        person.name = "C"
        #expect(log.events == ["willSet sees A", "didSet 1 sees B", "didSet 2 sees B"])
    }

    /// A write by another thread lands between `apply`'s read and the install, and is still
    /// between its willSet and its store when the install happens: the didSet tracking waits
    /// for that store instead of firing on the old value.
    @Test func theDidSetTrackingOutOfDateAtItsInstallWaitsForTheWriteInFlight() {
        let person = Person(name: "A")
        let log = EventLog()
        let reached = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        // Holds the writer between its willSet and its store.
        withObservationTracking({ _ = person.name }, onChange: {
            reached.signal()
            waitWithDeadline(for: proceed, "the test to let the writer store")
        })
        var handle: ObservationTracking._OneShotHandle?
        ObservationTracking._trackOnce({
            _ = person.name
            Thread.detachNewThread { person.name = "B"; done.signal() }
            waitWithDeadline(for: reached, "the writer's willSet")
        }, replacing: &handle, didSet: { log.append("told, sees \(person.name)") })
        #expect(log.events.isEmpty, "told before the store")
        proceed.signal()
        waitWithDeadline(for: done, "the writer to end")
        #expect(log.events == ["told, sees B"])
    }
}
