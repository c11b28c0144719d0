import Foundation
import Testing
@_spi(SwiftUI) @testable import ObservationBackport

@Suite(.unbridged) struct TrackingTests {
    @Test func readOutsideAnyScopeRecordsNothing() {
        let person = Person()
        _ = person.name
        var evaluated = false
        func handler() -> @Sendable () -> Void {
            evaluated = true
            return {}
        }
        withObservationTracking({}, onChange: handler())
        #expect(!evaluated)
        // No observer installed.
        #expect(person.registrar.storage.withIndex { $0.liveMemberships } ?? 0 == 0)
    }

    @Test func onChangeRunsOnceBeforeTheNewValueIsStored() {
        let person = Person(name: "Ada")
        let log = EventLog()
        withObservationTracking {
            _ = person.name
        } onChange: {
            log.append("onChange sees \(person.name)")
        }
        person.name = "Grace"
        person.name = "Linus"
        #expect(log.events == ["onChange sees Ada"])
        #expect(person.name == "Linus")
    }

    /// A scope that reads more than four properties of one object lists the fifth and later
    /// ones past the entry's inline slots; a change to any of them must fire. Each is read once:
    /// a repeated read would list a property the first read lost.
    @Test(arguments: 0..<6) func everyPropertyOfAWideReadFires(changed: Int) {
        let grid = Grid()
        let log = EventLog()
        withObservationTracking {
            _ = (grid.p0, grid.p1, grid.p2, grid.p3, grid.p4, grid.p5)
        } onChange: {
            log.append("fired")
        }
        grid[changed] = 1
        grid[changed] = 2
        #expect(log.events == ["fired"])
    }

    @Test func onlyReadPropertiesFire() {
        let person = Person()
        let log = EventLog()
        withObservationTracking { _ = person.name } onChange: { log.append("fired") }
        person.age = 99
        #expect(log.events.isEmpty)
        person.name = "B"
        #expect(log.events == ["fired"])
    }

    @Test func aPropertyWrittenWhileOnlyAnotherIsObservedFiresOnceObserved() {
        let person = Person()
        let log = EventLog()
        withObservationTracking { _ = person.name } onChange: { log.append("name") }
        person.age = 1  // the object learns that this key path has no observers
        person.age = 2
        person.age += 1
        withObservationTracking { _ = person.age } onChange: { log.append("age") }
        person.age = 4
        #expect(log.events == ["age"])
        person.name = "B"
        #expect(log.events == ["age", "name"])
    }

    @Test func inPlaceMutationFires() {
        let person = Person(age: 1)
        let log = EventLog()
        withObservationTracking { _ = person.age } onChange: { log.append("old \(person.age)") }
        person.age += 1
        #expect(log.events == ["old 1"])
        #expect(person.age == 2)
    }

    @Test func onChangeIsNotEvaluatedWhenApplyReadsNothing() {
        var evaluations = 0
        func handler() -> @Sendable () -> Void {
            evaluations += 1
            return {}
        }
        let result = withObservationTracking({ 42 }, onChange: handler())
        #expect(result == 42)
        #expect(evaluations == 0)
    }

    @Test func nestedScopesMergeIntoTheOuterScope() {
        let person = Person()
        let log = EventLog()
        withObservationTracking {
            withObservationTracking { _ = person.name } onChange: { log.append("inner") }
        } onChange: {
            log.append("outer")
        }
        person.name = "Changed"
        #expect(log.events.sorted() == ["inner", "outer"])
    }

    @Test func oneTrackingWatchesSeveralObjects() {
        let first = Person(), second = Person()
        let log = EventLog()
        withObservationTracking {
            _ = first.name
            _ = second.age
        } onChange: {
            log.append("fired")
        }
        second.age = 7
        first.name = "ignored after firing"
        #expect(log.events == ["fired"])
    }

    @Test func onChangeWritingItsOwnPropertyFiresOnce() {
        let person = Person(age: 0)
        let log = EventLog()
        withObservationTracking { _ = person.age } onChange: {
            log.append("fired")
            person.age = 100
        }
        person.age = 1
        #expect(log.events == ["fired"])
        #expect(person.age == 1)  // onChange ran in willSet: the outer write lands last
    }

    @Test func onChangeMayMutateAndTrackAgainWithoutDeadlock() {
        let person = Person()
        let log = EventLog()
        @Sendable func observe() {
            withObservationTracking { _ = person.name } onChange: {
                log.append("name will change from \(person.name)")
                person.age += 1
                observe()
            }
        }
        observe()
        person.name = "B"
        person.name = "C"
        #expect(log.events == ["name will change from Ada", "name will change from B"])
        #expect(person.age == 38)
    }

    @Test func onChangeRunsOnTheMutatingThread() {
        let person = Person()
        let onChangeThread = LockedBox<pthread_t?>(nil)
        let writerThread = LockedBox<pthread_t?>(nil)
        withObservationTracking { _ = person.name } onChange: {
            onChangeThread.value = pthread_self()
        }
        let done = DispatchSemaphore(value: 0)
        Thread {
            writerThread.value = pthread_self()
            person.name = "From the writer"
            done.signal()
        }.start()
        waitWithDeadline(for: done, "the writer thread to end")
        let writer = try! #require(writerThread.value), observer = try! #require(onChangeThread.value)
        #expect(pthread_equal(writer, observer) != 0)
        #expect(pthread_equal(writer, pthread_self()) == 0)
    }
}
