import Testing
@testable import ObservationBackport

@globalActor actor CustomActor {
    static let shared = CustomActor()
}

struct Failure: Error, Equatable {}

let counterOfCustomActor = Counter()

@CustomActor func customActorValue() -> Int {
    CustomActor.preconditionIsolated("the function left its global actor")
    return counterOfCustomActor.value
}

/// Each test states one behaviour of Apple's `Observations`, checked against the real module
/// (listed in the DocC article "Deliberate differences"). The tests run on the main actor, whose
/// jobs run in order, so that "a write made by a task started later" lands after the iterator
/// has started waiting.
@MainActor @Suite struct ObservationsTests {
    @Test func theClosureFirstRunsAtTheFirstNext() async {
        let counter = Counter(7)
        let calls = Recorder<Int>()
        let values = Observations { calls.record(1); return counter.value }
        var iterator = values.makeAsyncIterator()
        #expect(calls.recorded.isEmpty)

        #expect(await iterator.next() == 7)
        #expect(calls.recorded.count == 1)
    }

    @Test func aBurstOfChangesBetweenTwoNextsYieldsTheLatestValueOnce() async {
        let counter = Counter()
        let calls = Recorder<Int>()
        var iterator = Observations { calls.record(1); return counter.value }.makeAsyncIterator()
        #expect(await iterator.next() == 0)

        for value in 1...5 { counter.value = value }

        #expect(await iterator.next() == 5)
        #expect(calls.recorded.count == 2)
    }

    @Test func anEqualWriteYieldsNothing() async {
        let counter = Counter(3)
        var iterator = Observations { counter.value }.makeAsyncIterator()
        #expect(await iterator.next() == 3)

        counter.value = 3
        Task { @MainActor in counter.value = 4 }  // runs only once `next()` waits

        #expect(await iterator.next() == 4)
    }

    /// `Observations` does not compare values: a write that notifies yields, even an equal one.
    @Test func aNotifyingWriteOfAnEqualValueYieldsIt() async {
        let counter = LoudCounter()
        var iterator = Observations { counter.value }.makeAsyncIterator()
        #expect(await iterator.next() == 0)

        counter.value = 0
        Task { @MainActor in counter.value = 4 }

        #expect(await iterator.next() == 0)
    }

    @Test func aThrownErrorIsDeliveredOnceThenTheSequenceEnds() async throws {
        let counter = Counter()
        var iterator = Observations { () throws(Failure) -> Int in
            if counter.value == 1 { throw Failure() }
            return counter.value
        }.makeAsyncIterator()
        #expect(try await iterator.next() == 0)

        counter.value = 1
        do {
            _ = try await iterator.next()
            Issue.record("the error was not thrown")
        } catch {
            #expect(error == Failure())
        }
        counter.value = 2
        #expect(try await iterator.next() == nil)
    }

    @Test func cancellingAWaitingIteratorReturnsNilAndStaysTerminal() async {
        let counter = Counter()
        let (started, startedSignal) = AsyncStream<Void>.makeStream()
        let consumer = Task { @MainActor in
            var iterator = Observations { counter.value }.makeAsyncIterator()
            var values = [await iterator.next()]
            startedSignal.yield()
            values.append(await iterator.next())
            counter.value = 7
            values.append(await iterator.next())
            return values
        }
        for await _ in started { break }

        consumer.cancel()

        #expect(await consumer.value == [0, nil, nil])
    }

    @Test func aCancelledTaskGetsNilWithoutCallingTheClosure() async {
        let counter = Counter()
        let calls = Recorder<Int>()
        let consumer = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            var iterator = Observations { calls.record(1); return counter.value }.makeAsyncIterator()
            return await iterator.next()
        }
        #expect(await consumer.value == nil)
        #expect(calls.recorded.isEmpty)
    }

    @Test func cancellationWinsOverAPendingChange() async {
        let counter = Counter()
        let consumer = Task { @MainActor in
            var iterator = Observations { counter.value }.makeAsyncIterator()
            _ = await iterator.next()
            counter.value = 3
            withUnsafeCurrentTask { $0?.cancel() }
            return await iterator.next()
        }
        #expect(await consumer.value == nil)
    }

    @Test func untilFinishedEndsAtFinish() async {
        let counter = Counter()
        var iterator = Observations<Int, Never>.untilFinished {
            counter.value < 2 ? .next(counter.value) : .finish
        }.makeAsyncIterator()

        var values = [await iterator.next()]
        counter.value = 1
        values.append(await iterator.next())
        counter.value = 2
        values.append(await iterator.next())
        counter.value = 0
        values.append(await iterator.next())

        #expect(values == [0, 1, nil, nil])
    }

    @Test func untilFinishedMayFinishAtOnce() async {
        var iterator = Observations<Int, Never>.untilFinished { .finish }.makeAsyncIterator()
        #expect(await iterator.next() == nil)
    }

    @Test func theClosureRunsOnTheGlobalActorItWasWrittenOn() async {
        let counter = Counter()
        var iterator = await Self.observedOnCustomActor(counter).makeAsyncIterator()
        #expect(await iterator.next() == 0)
        counter.value = 4
        #expect(await iterator.next() == 4)
    }

    @CustomActor private static func observedOnCustomActor(_ counter: Counter) -> Observations<Int, Never> {
        Observations {
            CustomActor.preconditionIsolated("the closure left its global actor")
            return counter.value
        }
    }

    /// With Apple's module this form crashes the 6.3.1 compiler (IRGen of the closure's thunk).
    @Test func aClosureMarkedWithAGlobalActorRunsOnIt() async {
        let counter = Counter()
        var iterator = Observations { @CustomActor in
            CustomActor.preconditionIsolated("the closure left its global actor")
            return counter.value
        }.makeAsyncIterator()
        #expect(await iterator.next() == 0)
        counter.value = 2
        #expect(await iterator.next() == 2)
    }

    @Test func aGlobalActorFunctionPassedByNameRunsOnItsActor() async {
        var iterator = Observations(customActorValue).makeAsyncIterator()
        #expect(await iterator.next() == 0)
        counterOfCustomActor.value = 6
        #expect(await iterator.next() == 6)
    }

    @Test func theClosureRunsOnTheActorInstanceItWasWrittenOn() async {
        let store = Store()
        var iterator = await store.values().makeAsyncIterator()
        #expect(await iterator.next() == 0)
        store.counter.value = 9
        #expect(await iterator.next() == 9)
    }

    actor Store {
        let counter = Counter()

        func values() -> Observations<Int, Never> {
            Observations {
                self.preconditionIsolated("the closure left its actor")
                return self.counter.value
            }
        }
    }

    @Test func theClosureRunsOnTheMainActorItInherits() async {
        let counter = Counter()
        var iterator = Observations {
            MainActor.preconditionIsolated("the closure left the main actor")
            return counter.value
        }.makeAsyncIterator()
        #expect(await iterator.next() == 0)
    }

    /// A deliberate difference: Apple's iterators of one sequence share one "changed" flag, so
    /// the first to ask takes a change and the other misses it. Here each sees every change.
    @Test func twoIteratorsOfOneSequenceEachSeeEveryChange() async {
        let counter = Counter()
        let values = Observations { counter.value }
        var first = values.makeAsyncIterator()
        var second = values.makeAsyncIterator()
        _ = await first.next()
        _ = await second.next()

        counter.value = 1

        #expect(await first.next() == 1)
        #expect(await second.next() == 1)
    }

    @Test func aClosureThatReadsNothingWaitsUntilCancelledAndSaysWhy() async {
        let calls = Recorder<Int>()
        let reports = MisuseReports()
        let (started, startedSignal) = AsyncStream<Void>.makeStream()
        let consumer = Task { @MainActor in
            await MisuseReports.current.withValue(reports) {
                var iterator = Observations { calls.record(1); return 1 }.makeAsyncIterator()
                var values = [await iterator.next()]
                startedSignal.yield()
                values.append(await iterator.next())
                return values
            }
        }
        for await _ in started { break }
        consumer.cancel()
        #expect(await consumer.value == [1, nil])
        #expect(calls.recorded.count == 1)
        #expect(reports.reported.count == 1)
        #expect(reports.reported.first?.hasPrefix("the closure of an Observations sequence read no observable property") == true)
    }

    @Test func iteratingWithForAwaitSeesChangesMadeBetweenElements() async {
        let counter = Counter()
        var seen: [Int] = []
        for await value in Observations({ counter.value }) {
            seen.append(value)
            if value == 3 { break }
            counter.value = value + 1
        }
        #expect(seen == [0, 1, 2, 3])
    }
}
