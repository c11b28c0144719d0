import Testing
@testable import ObservationBackport

/// An options tracking's event is decided under the observer's lock at the write and delivered
/// after the object's lock is released (`Observer`): a cancel that comes in between, even for
/// the event that ends the tracking (whose call then holds the callbacks), suppresses it.
@Suite(.unbridged) struct OptionsTrackingPhaseTests {
    /// Two willSet-only trackings of one property: the write decides both events, in the order
    /// they were installed, and the first one's `onChange` cancels the second before its turn.
    @Test func aCancelBetweenTheEndingEventAndItsDeliverySuppressesIt() {
        let person = Person()
        let heard = LockedBox<[String]>([])
        let second = LockedBox<Observer?>(nil)
        withObservationTracking(options: .willSet) { _ = person.name } onChange: { _ in
            heard.mutate { $0.append("first") }
            second.value?.cancel()
        }
        var installed: Observer?
        ObservationTracking.track(
            options: .willSet, { _ = person.name }, onChange: { _ in heard.mutate { $0.append("second") } },
            installed: &installed)
        second.value = installed
        person.name = "Grace"
        #expect(heard.value == ["first"])
        person.name = "Ada"  // both ended with the first change
        #expect(heard.value == ["first"])
    }
}
