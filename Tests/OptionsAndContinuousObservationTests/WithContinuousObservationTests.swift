import Foundation
import Testing
@testable import ObservationBackport

/// `withContinuousObservation(options:apply:)`. Apple's 6.4 `ContinuousObservation.swift` decides
/// each behaviour; the line is named in each test.
@MainActor @Suite(.unbridged, .deadline) struct WithContinuousObservationTests {
    typealias Word = TrackingOptionsTests

    /// The first call is made on the caller's isolation at its next suspension, not inside the
    /// call (`run` enqueues a `startSynchronizing` action for a task that runs `trackingLoop` on
    /// `apply.isolation`); its event is `initial` and matches nothing.
    @Test func firstCallIsInitialOnTheCallersActor() async {
        let pair = Pair()
        let log = Recorder<String>()
        let token = withContinuousObservation(options: [.didSet]) { event in
            MainActor.assertIsolated()
            log.record("\(Word.word(event.kind)) foo=\(pair.foo) matches: \(event.matches(\Pair.foo))")
        }
        #expect(log.recorded.isEmpty)
        #expect(await eventually { log.recorded.count == 1 })
        #expect(log.recorded == ["initial foo=1 matches: false"])
        token.cancel()
    }

    /// After each change, one call with that change's event (the `onChange` of the inner
    /// `withObservationTracking(options:)` calls `emitEvent`, which stores the event for the next
    /// call); with `.didSet` it sees the stored value.
    @Test func callsAgainAfterEachChange() async {
        let pair = Pair()
        let log = Recorder<String>()
        let token = withContinuousObservation(options: [.didSet]) { event in
            log.record("\(Word.word(event.kind)) foo=\(pair.foo) matches foo: \(event.matches(\Pair.foo))")
        }
        #expect(await eventually { log.recorded.count == 1 })
        pair.foo = 2
        #expect(await eventually { log.recorded.count == 2 })
        pair.foo = 3
        #expect(await eventually { log.recorded.count == 3 })
        #expect(log.recorded == ["initial foo=1 matches foo: false", "didSet foo=2 matches foo: true", "didSet foo=3 matches foo: true"])
        token.cancel()
    }

    /// Changes made before the isolation's next suspension are coalesced into one call
    /// (`emitEvent` resumes the continuation once and overwrites `state.event`).
    @Test func coalescesChangesMadeInOneTurn() async {
        let pair = Pair()
        let log = Recorder<String>()
        let token = withContinuousObservation(options: [.willSet]) { event in
            log.record("\(Word.word(event.kind)) \(pair.foo) \(pair.bar)")
        }
        #expect(await eventually { log.recorded.count == 1 })
        pair.foo = 10
        pair.bar = 20
        pair.foo = 11
        await settle()
        #expect(log.recorded == ["initial 1 2", "willSet 11 20"])
        token.cancel()
    }

    /// A change made while `apply` runs, to a property it already read, leads to one more call
    /// (Apple: the inner `withObservationTracking(options:)` delivers its `dirty` change right
    /// after installing, which calls `emitEvent`).
    @Test func aChangeDuringApplyLeadsToOneMoreCall() async {
        let pair = Pair()
        let log = Recorder<String>()
        let token = withContinuousObservation(options: [.willSet]) { event in
            log.record("\(Word.word(event.kind)) \(pair.foo)")
            if pair.foo == 1 { pair.foo = 2 }
        }
        #expect(await eventually { log.recorded.count == 2 })
        await settle()
        #expect(log.recorded == ["initial 1", "willSet 2"])
        token.cancel()
    }

    /// `Token.cancel()` (`State.cancel`): no further call.
    @Test func cancellingTheTokenStopsCalls() async {
        let pair = Pair()
        let log = Recorder<Int>()
        let token = withContinuousObservation(options: [.didSet]) { _ in log.record(pair.foo) }
        #expect(await eventually { log.recorded.count == 1 })
        token.cancel()
        pair.foo = 5
        await settle()
        #expect(log.recorded == [1])
    }

    /// A change that arrived before `cancel()`, not yet delivered, is not delivered either: the
    /// backport's guarantee (Apple's `populate` still makes one call when `dirty`; see
    /// DeliberateDifferences.md).
    @Test func noCallStartsAfterCancelReturns() async {
        let pair = Pair()
        let log = Recorder<Int>()
        let token = withContinuousObservation(options: [.didSet]) { _ in log.record(pair.foo) }
        #expect(await eventually { log.recorded.count == 1 })
        pair.foo = 5  // the call it causes waits for this turn to end
        token.cancel()
        await settle()
        #expect(log.recorded == [1])
    }

    /// Releasing the token stops the observation (`Token.deinit` calls `State.cancel`) and
    /// releases `apply` and what it captured.
    @Test func releasingTheTokenStopsCallsAndReleasesApply() async {
        let log = Recorder<Int>()
        weak var weakPair: Pair?
        do {
            let pair = Pair()
            weakPair = pair
            let token = withContinuousObservation(options: [.didSet]) { _ in log.record(pair.foo) }
            #expect(await eventually { log.recorded.count == 1 })
            _ = consume token
            pair.foo = 9
        }
        await settle()
        #expect(log.recorded == [1])
        #expect(weakPair == nil)
    }

    /// `event.cancel()` from `apply` ends the observation (`Event.cancel()` calls
    /// `ContinuousObservation.State.cancel(continuousState)`).
    @Test func eventCancelStopsCalls() async {
        let pair = Pair()
        let log = Recorder<Int>()
        let token = withContinuousObservation(options: [.didSet]) { event in
            log.record(pair.foo)
            if pair.foo == 2 { event.cancel() }
        }
        #expect(await eventually { log.recorded.count == 1 })
        pair.foo = 2
        #expect(await eventually { log.recorded.count == 2 })
        pair.foo = 3
        await settle()
        #expect(log.recorded == [1, 2])
        token.cancel()
    }

    /// Each call tracks afresh: a property read only by an earlier call no longer triggers one.
    @Test func followsConditionalReads() async {
        let pair = Pair()
        let log = Recorder<String>()
        let token = withContinuousObservation(options: [.didSet]) { _ in
            log.record(pair.foo == 1 ? "foo 1, bar \(pair.bar)" : "foo \(pair.foo)")
        }
        #expect(await eventually { log.recorded.count == 1 })
        pair.foo = 2
        #expect(await eventually { log.recorded.count == 2 })
        pair.bar = 30
        await settle()
        #expect(log.recorded == ["foo 1, bar 2", "foo 2"])
        token.cancel()
    }

    /// With `.deinit`, an object's deinit is an event of its own (`deinit` closure →
    /// `emitEvent`), which matches nothing.
    @Test func deinitOfAnObservedObjectCausesACall() async {
        let log = Recorder<String>()
        let holder = Holder()
        holder.pair = Pair()
        let token = withContinuousObservation(options: [.deinit]) { event in
            log.record("\(Word.word(event.kind)) \(holder.pair?.foo ?? -1) \(event.matches(\Pair.foo))")
        }
        #expect(await eventually { log.recorded.count == 1 })
        holder.pair = nil  // the holder is not observed by `.deinit` alone: only the pair's deinit counts
        #expect(await eventually { log.recorded.count == 2 })
        #expect(log.recorded == ["initial 1 false", "deinit -1 false"])
        token.cancel()
    }

    /// An `apply` that reads nothing can never be called again: said on standard error (Apple's
    /// waits silently), not mistaken for a working observation.
    @Test func anApplyThatReadsNothingIsReported() async {
        let reports = MisuseReports()
        let calls = Recorder<Int>()
        await MisuseReports.current.withValue(reports) {
            let token = withContinuousObservation(options: [.didSet]) { _ in calls.record(1) }
            #expect(await eventually { calls.recorded.count == 1 && !reports.reported.isEmpty })
            token.cancel()
        }
        #expect(reports.reported == [
            "withContinuousObservation: apply read no observable property, so no change can call it again; "
                + "it waits until its token is cancelled or released"
        ])
    }

    /// A nonisolated `apply` runs off the main actor; writers on other threads are seen.
    @Test nonisolated func nonisolatedApplyFollowsWritersOnOtherThreads() async {
        let counter = SharedCounter()
        let log = Recorder<Int>()
        let token = makeNonisolatedObservation(counter, log)
        for value in 1...50 { counter.value = value }
        #expect(await eventually { log.recorded.last == 50 })
        token.cancel()
    }
}

/// An observable holder of an optional `Pair`, hand-expanded.
@Observable final class Holder: @unchecked Sendable {
    var pair: Pair?
}

nonisolated func makeNonisolatedObservation(_ counter: SharedCounter, _ log: Recorder<Int>) -> ObservationTracking.Token {
    withContinuousObservation(options: [.didSet]) { _ in log.record(counter.value) }
}
