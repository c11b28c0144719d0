@testable import SampleApps
import Testing
import TextTerminal
import TextViews

// "Observation: The Present": the counter re-evaluates for each tick while it shows the seconds, and not at all
// once the toggle hides them; the app's badges observe only the counts.

@MainActor @Suite(.unbridged) struct CounterSampleTests {
    let run = CommandRunner(.counter)

    @Test func firstFrame() {
        #expect(run.start.frame == """
            [ Counter 1 ]  [ Counter 2 ]  [ Counter 3 ]
            ━━━━━━━━━━━━━──────────────────────────────
            0
            [ Decrement ] [ Increment ]
            [ Start timer ]
            [x] Observe seconds elapsed
            Seconds elapsed: 0
            """)
        #expect(run.start.evaluationCounts == ["AppView": 1, "CounterView": 1])
    }

    @Test func theCountReEvaluatesTheCounterAndTheBadge() throws {
        let report = try run.perform("tap Increment")
        #expect(report.frame == """
            [ Counter 1 ] (1)  [ Counter 2 ]  [ Counter 3 ]
            ━━━━━━━━━━━━━━━━━──────────────────────────────
            1
            [ Decrement ] [ Increment ]
            [ Start timer ]
            [x] Observe seconds elapsed
            Seconds elapsed: 0
            """)
        #expect(report.evaluationCounts == ["AppView": 1, "CounterView": 1])
    }

    @Test func aTickReEvaluatesOnlyTheCounterAndOnlyWhileItShowsTheSeconds() throws {
        let started = try run.perform("tap Start timer")
        #expect(started.frame.contains("\n[ Stop timer ]\n"))
        #expect(started.evaluationCounts == ["CounterView": 1])

        let tick = try run.perform("tick")
        #expect(tick.frame.hasSuffix("Seconds elapsed: 1"))
        #expect(tick.evaluationCounts == ["CounterView": 1])

        let hidden = try run.perform("toggle Observe seconds elapsed")
        #expect(hidden.frame.hasSuffix("[ Stop timer ]\n[ ] Observe seconds elapsed"))
        #expect(hidden.evaluationCounts == ["CounterView": 1])

        let unobserved = try run.perform("tick 2")
        #expect(!unobserved.frameChanged)
        #expect(unobserved.evaluationCounts == [:])

        let shown = try run.perform("toggle Observe seconds elapsed")
        #expect(shown.frame.hasSuffix("[x] Observe seconds elapsed\nSeconds elapsed: 3"))
        #expect(shown.evaluationCounts == ["CounterView": 1])
    }

    @Test func theStoppedTimerNoLongerTicks() throws {
        _ = try run.perform("tap Start timer")
        let stopped = try run.perform("tap Stop timer")
        #expect(stopped.frame.contains("\n[ Start timer ]\n"))
        let tick = try run.perform("tick")
        #expect(!tick.frameChanged)
        #expect(tick.evaluationCounts == [:])
    }

    @Test func eachTabHasItsCounterAndEachBadgeItsCount() throws {
        let tab2 = try run.perform("tap Counter 2")
        #expect(tab2.frame.hasPrefix("""
            [ Counter 1 ]  [ Counter 2 ]  [ Counter 3 ]
            ───────────────━━━━━━━━━━━━━───────────────
            0
            """))
        #expect(tab2.evaluationCounts == ["AppView": 1, "CounterView": 1])

        _ = try run.perform("tap Increment")
        let twice = try run.perform("tap Increment")
        #expect(twice.frame.hasPrefix("""
            [ Counter 1 ]  [ Counter 2 ] (2)  [ Counter 3 ]
            ───────────────━━━━━━━━━━━━━━━━━───────────────
            2
            """))
        #expect(twice.evaluationCounts == ["AppView": 1, "CounterView": 1])

        let decremented = try run.perform("tap Decrement")
        #expect(decremented.frame.hasPrefix("[ Counter 1 ]  [ Counter 2 ] (1)  [ Counter 3 ]\n"))
    }

    @Test func aTimerInAnotherTabReEvaluatesNothingOnScreen() throws {
        _ = try run.perform("tap Start timer")
        _ = try run.perform("tap Counter 3")
        let tick = try run.perform("tick 5")
        #expect(!tick.frameChanged)
        #expect(tick.evaluationCounts == [:])

        let back = try run.perform("tap Counter 1")
        #expect(back.frame.hasSuffix("Seconds elapsed: 5"))
    }
}
