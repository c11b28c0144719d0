import Testing
@_spi(AccessCollection) @_spi(SwiftUI) @testable import ObservationBackport

/// SPI `AccessCollection`'s `_trackOnce`: `withObservationTracking`'s one-shot (or the `.didSet`
/// options tracking) with a handle, for hosts that replace a view's tracking at every run.
@Suite(.unbridged) struct TrackOnceTests {
    @Test func firesOnceAtTheFirstChangeBeforeTheStore() {
        let person = Person(name: "A")
        let log = EventLog()
        let (name, handle) = ObservationTracking._trackOnce({ person.name }, onChange: { log.append("changed, still \(person.name)") })
        #expect(name == "A")
        #expect(handle != nil)
        person.name = "B"
        person.name = "C"
        #expect(log.events == ["changed, still A"])
    }

    @Test func readingNothingGivesNoHandle() {
        let (_, handle) = ObservationTracking._trackOnce({ 1 }, onChange: {})
        #expect(handle == nil)
    }

    @Test func aCancelledTrackingNeverFiresAndReleasesOnChange() {
        let person = Person(name: "A")
        let log = EventLog()
        weak var weakCapture: EventLog?
        do {
            let capture = EventLog()
            weakCapture = capture
            let (_, handle) = ObservationTracking._trackOnce({ _ = person.name }, onChange: { capture.append("fired"); log.append("fired") })
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
        _ = ObservationTracking._trackOnce({ _ = (first.name, second.name) }, onChange: { log.append("fired") })
        second.name = "Y"
        first.name = "B"
        #expect(log.events == ["fired"])
    }

    @Test func theDidSetTrackingFiresOnceAfterTheStoreUntilCancelled() {
        let person = Person(name: "A")
        let log = EventLog()
        let (_, tracking) = ObservationTracking._trackOnce({ _ = person.name }, didSet: { log.append("changed to \(person.name)") })
        person.name = "B"
        person.name = "C"
        #expect(log.events == ["changed to B"])
        let (_, cancelled) = ObservationTracking._trackOnce({ _ = person.name }, didSet: { log.append("never") })
        cancelled?.cancel()
        person.name = "D"
        #expect(log.events == ["changed to B"])
        _ = tracking
    }
}
