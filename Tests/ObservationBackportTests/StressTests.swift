import Foundation
import Testing
@_spi(SwiftUI) @testable import ObservationBackport

/// Many threads tracking, reading, writing, cancelling and dropping shared objects at once.
/// Run under Thread Sanitizer too: `TSAN_OPTIONS=halt_on_error=1 swift test --sanitize=thread`.
@Suite(.unbridged, .dedicatedThread) struct StressTests {
    static let threadCount = 8
    static let operationsPerThread = 15_000

    /// Counts the calls of one tracking's callbacks.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    /// The shared objects; slots are replaced (dropping the old object) while others use them.
    final class Slots: @unchecked Sendable {
        private let lock = NSLock()
        private var people: [SharedPerson]
        private(set) var dropped: [WeakPerson] = []

        init(count: Int) { people = (0..<count).map { SharedPerson(name: "p\($0)") } }

        subscript(index: Int) -> SharedPerson {
            lock.lock(); defer { lock.unlock() }
            return people[index % people.count]
        }

        func replace(_ index: Int) {
            lock.lock()
            dropped.append(WeakPerson(people[index % people.count]))
            people[index % people.count] = SharedPerson(name: "new")
            lock.unlock()
        }
    }

    struct WeakPerson: @unchecked Sendable {
        weak var person: SharedPerson?
        init(_ person: SharedPerson) { self.person = person }
    }

    /// A writer keeps writing a property nobody observes (its bit in the object's summary word is
    /// clear, so the writes skip the lock) while another thread starts observing it: every write
    /// that begins after the observer was installed must fire it.
    @Test func observingAPropertyAnotherThreadKeepsWritingFiresItsNextWrite() {
        for round in 0..<200 {
            let person = SharedPerson(name: "n")
            withObservationTracking { _ = person.name } onChange: {}
            let installed = LockedBox(false)
            let fired = Calls()
            let writer = DispatchGroup()
            writer.enter()
            Thread {
                var seen = false
                var writes = 0
                while !seen || writes < 2 {
                    seen = installed.value  // read before the write: a write after it must fire
                    person.age = writes + round
                    if seen { writes += 1 }
                }
                writer.leave()
            }.start()
            usleep(UInt32(round % 5) * 50)
            withObservationTracking { _ = person.age } onChange: { fired.increment() }
            installed.mutate { $0 = true }
            waitWithDeadline(for: writer, "the writer thread to end")
            #expect(fired.value == 1)
        }
    }

    @Test func concurrentTrackReadWriteCancelAndDrop() {
        let slots = Slots(count: 4)
        let oneShots = LockedBox<[Calls]>([])
        let cancelledAfter = LockedBox<[(Calls, Int)]>([])
        let group = DispatchGroup()
        for thread in 0..<Self.threadCount {
            group.enter()
            Thread {
                var random = SplitMix(seed: UInt64(thread))
                for step in 0..<Self.operationsPerThread {
                    let person = slots[Int(random.next() % 4)]
                    switch random.next() % 6 {
                    case 0:
                        // Install a one-shot tracking, then write what it read: by the time this
                        // write returns, it has fired (here or on another writer) exactly once.
                        let calls = Calls()
                        withObservationTracking { _ = person.age } onChange: { calls.increment() }
                        person.birthday()
                        oneShots.mutate { $0.append(calls) }
                    case 1:
                        // A persistent tracking, written once, then cancelled: afterwards only
                        // callbacks already started on other threads may still count.
                        let calls = Calls()
                        let (_, list) = TrackingScope.collect { _ = person.name }
                        let tracking = ObservationTracking(list)
                        ObservationTracking._installTracking(
                            tracking, willSet: { _ in calls.increment() }, didSet: { _ in calls.increment() })
                        person.name = "n\(step)"
                        tracking.cancel()
                        let atCancel = calls.value
                        cancelledAfter.mutate { $0.append((calls, atCancel)) }
                    case 2:
                        person.name = "w\(step)"
                    case 3:
                        _ = person.name + "\(person.age)"
                    case 4:
                        withObservationTracking {
                            withObservationTracking { _ = person.name } onChange: {}
                        } onChange: { [weak person] in
                            person?.birthday()
                        }
                    default:
                        slots.replace(Int(random.next() % 4))
                    }
                }
                group.leave()
            }.start()
        }
        // Checked only once every thread has ended: they share what is checked.
        guard waitWithDeadline(for: group, "the stress threads to end", seconds: workDeadline) else { return }
        for calls in oneShots.value { #expect(calls.value == 1) }
        #expect(oneShots.value.count > Self.threadCount * Self.operationsPerThread / 10)
        for (calls, atCancel) in cancelledAfter.value {
            #expect(atCancel >= 2)
            #expect(calls.value <= atCancel + 2 * (Self.threadCount - 1))
        }
        for dropped in slots.dropped { #expect(dropped.person == nil) }
    }
}

/// A small deterministic random generator, so a failing run can be repeated.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
