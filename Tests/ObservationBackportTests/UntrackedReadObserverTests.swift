// The observer exists in debug builds only, as `swift test` builds.
#if DEBUG
import Foundation
import Testing
@_spi(UntrackedReads) @testable import ObservationBackport

@Suite(.unbridged) struct UntrackedReadObserverTests {
    @Test func anUntrackedReadOnThisThreadIsToldWithItsKeyPath() {
        let person = Person()
        var reads: [AnyKeyPath] = []
        let previous = _UntrackedReadObserver.exchange { reads.append($0) }
        defer { _ = _UntrackedReadObserver.exchange(previous) }

        _ = person.name
        withObservationTracking { _ = person.age } onChange: {}
        let onAnotherThread = DispatchSemaphore(value: 0)
        Thread.detachNewThread { _ = person.age; onAnotherThread.signal() }
        #expect(onAnotherThread.wait(timeout: .now() + 10) == .success)

        #expect(reads == [\Person.name], "the tracked read and the other thread's are not told")
    }

    @Test func exchangeReturnsTheObserverItReplacesAndNilRemovesIt() {
        let person = Person()
        var outer: [String] = [], inner: [String] = []
        let previous = _UntrackedReadObserver.exchange { _ in outer.append("read") }
        defer { _ = _UntrackedReadObserver.exchange(previous) }

        let replaced = _UntrackedReadObserver.exchange { _ in inner.append("read") }
        _ = person.name
        _ = _UntrackedReadObserver.exchange(replaced)
        _ = person.name
        _ = _UntrackedReadObserver.exchange(nil)
        _ = person.name

        #expect(inner == ["read"])
        #expect(outer == ["read"])
    }
}
#endif
