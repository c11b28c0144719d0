import Dispatch
import Testing
@testable import ObservationBackport

/// One test per sentence of the contract of `observeContinuously` (issue 7). Runs are
/// synchronous, on the writing thread, so every expectation holds as soon as the write returns.
@Suite struct ContinuousObservationTests {
    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func runsAtOnce() {
        let counter = Counter(4)
        let seen = Recorder<Int>()
        let token = observeContinuously { seen.record(counter.value) }
        #expect(seen.recorded == [4])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func rerunsAfterEveryChangeAndSeesTheStoredValue() {
        let counter = Counter()
        let seen = Recorder<Int>()
        let token = observeContinuously { seen.record(counter.value) }

        counter.value = 1
        #expect(seen.recorded == [0, 1])
        counter.value = 2
        counter.value = 3
        #expect(seen.recorded == [0, 1, 2, 3])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func rerunsAfterAChangeToAnythingItRead() {
        let counter = Counter()
        let other = Counter(10)
        let seen = Recorder<String>()
        let token = observeContinuously { seen.record("\(counter.value) \(counter.label) \(other.value)") }

        counter.label = "a"
        other.value = 11
        #expect(seen.recorded == ["0  10", "0 a 10", "0 a 11"])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func anEqualWriteCausesNoRun() {
        let counter = Counter(5)
        let seen = Recorder<Int>()
        let token = observeContinuously { seen.record(counter.value) }

        counter.value = 5
        #expect(seen.recorded == [5])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func eachRunTracksAfreshSoConditionalReadsAreFollowed() {
        let chooser = Counter()
        let first = Counter(1)
        let second = Counter(2)
        let seen = Recorder<Int>()
        let token = observeContinuously { seen.record(chooser.value == 0 ? first.value : second.value) }

        second.value = 20  // not read yet
        #expect(seen.recorded == [1])
        chooser.value = 1  // now reads `second`, no longer `first`
        #expect(seen.recorded == [1, 20])
        first.value = 10
        #expect(seen.recorded == [1, 20])
        second.value = 21
        #expect(seen.recorded == [1, 20, 21])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func changesNestedInOneMutationCauseOneRunAfterTheOutermost() {
        let invoice = Invoice()
        let seen = Recorder<String>()
        let token = observeContinuously { seen.record("\(invoice.total)/\(invoice.parts)") }

        invoice.total = 50  // writes `parts` inside its own mutation

        #expect(seen.recorded == ["0/0", "50/5"])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func changesNestedUnderAnUnreadPropertyCauseOneRun() {
        let invoice = Invoice()
        let seen = Recorder<String>()
        let token = observeContinuously { seen.record("\(invoice.total)/\(invoice.parts)") }

        invoice.note = "abc"  // unread; writes `total`, which writes `parts`

        #expect(seen.recorded == ["0/0", "30/3"])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func siblingWritesUnderAnUnreadPropertyCauseOneRunOnTheFinalValues() {
        let mirror = Mirror()
        let seen = Recorder<String>()
        let token = observeContinuously { seen.record("\(mirror.left) \(mirror.right)") }

        mirror.both = 5  // unread; its didSet writes `left`, then `right`

        #expect(seen.recorded == ["0 0", "5 5"])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func siblingWritesUnderAnInPlaceMutationCauseOneRun() {
        let mirror = Mirror()
        let seen = Recorder<String>()
        let token = observeContinuously { seen.record("\(mirror.left) \(mirror.right)") }

        mirror.both += 7  // `_modify` of an unread property; its didSet writes both siblings

        #expect(seen.recorded == ["0 0", "7 7"])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func stopsWhenTheTokenIsCancelled() {
        let counter = Counter()
        let seen = Recorder<Int>()
        let token = observeContinuously { seen.record(counter.value) }

        token.cancel()
        token.cancel()
        counter.value = 1

        #expect(seen.recorded == [0])
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func stopsWhenTheTokenIsReleased() {
        let counter = Counter()
        let seen = Recorder<Int>()
        var token: ObservationToken? = observeContinuously { seen.record(counter.value) }
        _ = token

        token = nil
        counter.value = 1

        #expect(seen.recorded == [0])
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func writesMadeByApplyDoNotTriggerIt() {
        let counter = Counter()
        let seen = Recorder<Int>()
        let token = observeContinuously {
            seen.record(counter.value)
            if counter.value > 10 { counter.value = 10 }
        }

        counter.value = 15

        #expect(seen.recorded == [0, 15])
        #expect(counter.value == 10)
        counter.value = 3
        #expect(seen.recorded == [0, 15, 3])
        token.cancel()
    }

    /// Nothing can ever trigger such an observation again: it runs once and says so on standard
    /// error instead of failing.
    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func anApplyThatReadsNothingRunsOnceAndIsReported() {
        let seen = Recorder<Int>()
        let reports = MisuseReports()
        let token = MisuseReports.current.withValue(reports) { observeContinuously { seen.record(1) } }
        #expect(seen.recorded == [1])
        #expect(reports.reported == ["observeContinuously: apply read no observable property, so no change can run it again"])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func aModelThatApplyCapturesWeaklyIsNotKeptAlive() {
        weak var weakCounter: Counter?
        let token: ObservationToken
        do {
            let counter = Counter()
            weakCounter = counter
            token = observeContinuously { [weak counter] in _ = counter?.value }
        }
        #expect(weakCounter == nil)
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func releasingTheTokenReleasesTheModelsApplyCaptured() {
        weak var weakCounter: Counter?
        var token: ObservationToken?
        do {
            let counter = Counter()
            weakCounter = counter
            token = observeContinuously { _ = counter.value }
        }
        #expect(weakCounter != nil && token != nil)
        token = nil
        #expect(weakCounter == nil)
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func cancellingReleasesTheModelsApplyCaptured() {
        weak var weakCounter: Counter?
        let token: ObservationToken
        do {
            let counter = Counter()
            weakCounter = counter
            token = observeContinuously { _ = counter.value }
        }
        token.cancel()
        #expect(weakCounter == nil)
    }

    /// Writers on several threads: runs never overlap, and once every writer has returned the
    /// last run saw the final values.
    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func concurrentWritersEndWithARunThatSawTheFinalValues() {
        let counters = (0..<4).map { _ in SharedCounter() }
        let seen = Recorder<Int>()
        let occupancy = Occupancy()
        let token = observeContinuously {
            occupancy.enter()
            seen.record(counters.reduce(0) { $0 + $1.value })
            occupancy.leave()
        }

        DispatchQueue.concurrentPerform(iterations: counters.count) { index in
            for value in 1...500 { counters[index].value = value }
        }

        #expect(seen.recorded.last == 2000)
        #expect(occupancy.peak == 1)
        token.cancel()
    }

    /// Eight threads start, feed, cancel and release observations of shared models at once
    /// (8 × 4,000 rounds of start, two writes and a stop, plus the runs they cause): no crash, no
    /// deadlock (and, under `--sanitize=thread`, no race); once they are done, every observation
    /// is stopped, so further writes cause no run.
    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func observationsStartedAndStoppedOnManyThreadsAtOnce() {
        let counters = (0..<4).map { _ in SharedCounter() }
        let runs = Occupancy()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<4000 {
                let shared = counters[(thread + step) % counters.count]
                let other = counters[(thread + step + 1) % counters.count]
                let token = observeContinuously {
                    runs.enter()
                    _ = shared.value + other.value
                    runs.leave()
                }
                shared.value = step
                if step.isMultiple(of: 2) { token.cancel() }  // else released here
                other.value = step
            }
        }
        let runsBefore = runs.entries

        for counter in counters { counter.value = -1 }

        #expect(runs.entries == runsBefore)
        #expect(runsBefore >= 8 * 4000)
    }
}
