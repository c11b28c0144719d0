import Dispatch
import Foundation
import Testing
@testable import BenchmarkWorkloadsFloor

/// The benchmarks' hand-written floor keeps the guarantees it claims (Benchmarks/Engines/Floor/
/// Engine.swift): a floor that is fast because it is wrong would flatter every ratio against it.
/// Serialized: every test hands its reads to the workloads' `blackHole`, which adds them to one
/// process-wide `sink` (the benchmarks call it from one thread at a time).
@Suite(.serialized) struct FloorEngineTests {
    @Test func aScopeOverOneObjectFiresOnceForAPropertyItRead() {
        let model = Model(), calls = Calls()
        withObservationTracking { blackHole(model.a &+ model.b) } onChange: { calls.add("changed") }
        model.c = 1
        #expect(calls.log.isEmpty, "c was not read")
        model.b = 1
        model.b = 2
        model.a = 1
        #expect(calls.log == ["changed"])
    }

    @Test func aScopeOverSeveralObjectsFiresOnceForAll() {
        let first = Model(), second = Model(), third = Model(), calls = Calls()
        withObservationTracking { blackHole(first.a &+ second.b &+ third.c &+ first.d) } onChange: { calls.add("changed") }
        second.b = 1
        first.a = 1
        third.c = 1
        first.d = 1
        #expect(calls.log == ["changed"])
    }

    @Test func anInnerScopesReadsAlsoCountForTheOuterOne() {
        let model = Model(), calls = Calls()
        withObservationTracking {
            withObservationTracking { blackHole(model.d) } onChange: { calls.add("inner") }
        } onChange: { calls.add("outer") }
        model.d = 1
        #expect(calls.log == ["inner", "outer"])
    }

    @Test func anOnChangeMayWriteTheObjectItObserves() {
        let model = Model(), calls = Calls()
        withObservationTracking { blackHole(model.a) } onChange: { model.b = 7; calls.add("changed") }
        model.a = 1
        #expect(calls.log == ["changed"])
        #expect(model.b == 7)
    }

    /// Observers fired through another object leave dead entries behind; they are dropped as the
    /// table fills, and never fire, while a live observer among them still does.
    @Test func observersFiredElsewhereNeverFireAgainAndTheLiveOnesStillDo() {
        let first = Model(), second = Model(), calls = Calls()
        for _ in 0..<100 { withObservationTracking { blackHole(first.a &+ second.a) } onChange: { calls.add("pair") } }
        second.a = 1
        withObservationTracking { blackHole(first.d) } onChange: { calls.add("live") }
        for index in 0..<50 {
            withObservationTracking { blackHole(first.b) } onChange: {}
            first.b = index &+ 1
        }
        first.a = 1
        #expect(calls.log.count == 100)
        first.d = 1
        #expect(calls.log.last == "live")
        #expect(calls.log.count == 101)
    }

    @Test func anOptionsTrackingReportsAChangeMadeWhileApplyRunsOnceApplyReturns() {
        let model = Model(), calls = Calls()
        var calledDuringApply = true
        withObservationTracking(options: .willSet, {
            blackHole(model.a)
            model.a = 1
            calledDuringApply = !calls.log.isEmpty
        }, onChange: { event in calls.add(event.isWillSet ? "willSet" : "other") })
        #expect(!calledDuringApply)
        #expect(calls.log == ["willSet"])
        model.a = 2
        #expect(calls.log == ["willSet"])
    }

    /// Two threads each write a different object of every pair a scope read: each scope's
    /// `onChange` runs exactly once.
    @Test func twoThreadsChangingTwoObjectsOfOneScopeFireItOnce() {
        let pairs = (0..<2_000).map { _ in (Model(), Model()) }
        let calls = Calls()
        for (first, second) in pairs {
            withObservationTracking { blackHole(first.a &+ second.b) } onChange: { calls.add("") }
        }
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for (first, second) in pairs {
                if thread == 0 { first.a = 1 } else { second.b = 1 }
            }
        }
        #expect(calls.log.count == pairs.count)
    }
}

/// A log appended to from any thread; one lock guards `entries`.
private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    var log: [String] { lock.withLock { entries } }
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
}
