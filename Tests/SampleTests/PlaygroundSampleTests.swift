@testable import SampleApps
import Testing
import TextTerminal
import TextViews

// "Swift Observation: in-depth analysis": one view reads str1 and str2; two writes in one action give one update; a new
// object in `ref` re-evaluates both views that read through it.

@MainActor @Suite(.unbridged) struct PlaygroundSampleTests {
    let run = CommandRunner(.playground)

    @Test func firstFrame() {
        #expect(run.start.frame == """
            test1
            test2
            [ Change str1 ] [ Change str2 ] [ Change both ]

            View1: test1
            View2: test2
            [ Change ref ] [ New ref ]
            """)
        #expect(run.start.evaluationCounts == [
            "PlaygroundView": 1, "StringsView": 1, "RefView": 1, "View1": 1, "View2": 1,
        ])
    }

    @Test func eachChangeIsOneUpdateOfTheView() throws {
        let str1 = try run.perform("tap Change str1")
        #expect(str1.frame.hasPrefix("time 1\ntest2\n"))
        #expect(str1.evaluationCounts == ["StringsView": 1])

        let both = try run.perform("tap Change both")
        #expect(both.frame.hasPrefix("time 2\ntime 3\n"))
        #expect(both.evaluationCounts == ["StringsView": 1])
    }

    @Test func writingTheSameObjectReEvaluatesNothing() throws {
        let report = try run.perform("tap Change ref")
        #expect(!report.frameChanged)
        #expect(report.evaluationCounts == [:])
    }

    @Test func aNewObjectReEvaluatesBothReadersThoughTheirTextIsTheSame() throws {
        let report = try run.perform("tap New ref")
        #expect(!report.frameChanged)
        #expect(report.evaluationCounts == ["View1": 1, "View2": 1])
    }
}
