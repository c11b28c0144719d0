import Dispatch
import Testing
@testable import ObservationBackport

/// Lifetimes and misuse: an iterator never keeps a model alive once it is gone, and iterating
/// one iterator from two tasks is reported instead of crashing.
@MainActor @Suite(.unbridged, .deadline) struct ObservationsReliabilityTests {
    @Test func aDroppedIteratorDoesNotKeepTheModelAlive() async {
        weak var weakCounter: Counter?
        do {
            let counter = Counter()
            weakCounter = counter
            var iterator = Observations { counter.value }.makeAsyncIterator()
            _ = await iterator.next()  // leaves a tracking installed on the model
        }
        #expect(weakCounter == nil)
    }

    @Test func anIteratorWhoseTaskWasCancelledDoesNotKeepTheModelAlive() async {
        weak var weakCounter: Counter?
        let (started, startedSignal) = AsyncStream<Void>.makeStream()
        var consumer: Task<Bool, Never>?
        do {
            let counter = Counter()
            weakCounter = counter
            consumer = Task { @MainActor in
                var iterator = Observations({ counter.value }).makeAsyncIterator()
                while true {
                    let cancelled = Task.isCancelled
                    guard await iterator.next() != nil else { return true }
                    // A value for a call made after the cancellation: the loop would never end.
                    if cancelled { return false }
                    startedSignal.yield()
                }
            }
        }
        for await _ in started { break }
        consumer?.cancel()
        #expect(await consumer?.value == true, "the iteration yielded a value after its task was cancelled")
        #expect(weakCounter == nil)
    }

    @Test func aSecondConcurrentNextOnACopyReturnsNilAndLeavesTheFirstWorking() async {
        let counter = Counter()
        var iterator = Observations { counter.value }.makeAsyncIterator()
        _ = await iterator.next()
        let shared = UncheckedBox(iterator)
        let first = Task { @MainActor in
            var copy = shared.value
            return await copy.next()
        }
        await Task.yield()  // `first` runs until it waits for a change

        var second = shared.value
        let reports = MisuseReports()
        #expect(await MisuseReports.current.withValue(reports) { await second.next() } == nil)
        #expect(reports.reported == [
            "an Observations iterator was iterated from two tasks at once; use one iterator per task "
                + "(call makeAsyncIterator() in each)"
        ])

        counter.value = 1
        #expect(await first.value == 1)
    }
}

/// Iterators started and cancelled on many tasks while other threads write: cancellation,
/// signals and waits cross in every order. What a user sees: every iteration ends once its task
/// is cancelled, never yields an older value after a newer one, and an iterator left running
/// shows each model's final value.
@Suite(.unbridged, .deadline) struct ObservationsStressTests {
    @Test func iteratorsCancelledAtEveryPointWhileOtherThreadsWrite() async {
        let counters = (0..<4).map { _ in SharedCounter() }
        let lastWritten = 20_000, finalValue = 20_001
        // Followers run on the main actor until they see the final value, written there below
        // (a change made on another thread can be read before it is stored: see `Observations`).
        let followers = counters.map { counter in
            Task { @MainActor in
                var last = -1
                for await value in Observations({ counter.value }) {
                    last = value
                    if value == finalValue { break }
                }
                return last
            }
        }
        let writersDone = DispatchGroup()
        for counter in counters {
            DispatchQueue.global().async(group: writersDone) {
                for value in 1...lastWritten { counter.value = value }
            }
        }
        let outOfOrder = await withTaskGroup(of: Int.self) { group in
            for consumer in 0..<8 {
                group.addTask {
                    var outOfOrder = 0
                    for round in 0..<250 {
                        let shared = counters[(consumer + round) % counters.count]
                        let iteration = Task {
                            var iterator = Observations { shared.value }.makeAsyncIterator()
                            var previous = 0, backwards = 0
                            while true {
                                let cancelled = Task.isCancelled
                                guard let value = await iterator.next() else { return backwards }
                                // A value for a call made after the cancellation: the loop would
                                // never end; counted as out of order, and ended here.
                                if cancelled { return backwards + 1 }
                                if value < previous { backwards += 1 }
                                previous = value
                            }
                        }
                        if round.isMultiple(of: 2) { await Task.yield() }
                        iteration.cancel()  // before, during or after the first next()
                        outOfOrder += await iteration.value  // returns only once the iteration ended
                    }
                    return outOfOrder
                }
            }
            return await group.reduce(0, +)
        }
        await withCheckedContinuation { done in writersDone.notify(queue: .global()) { done.resume() } }
        #expect(outOfOrder == 0, "values out of order, or yielded after the iteration's task was cancelled")

        await MainActor.run { for counter in counters { counter.value = finalValue } }
        for (counter, follower) in zip(counters, followers) {
            #expect(await follower.value == counter.value)
        }
    }
}

/// Lets a test hand a non-Sendable value to another task on purpose.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
