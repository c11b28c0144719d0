@testable import SampleApps
import Testing
import ViewHost

@Suite struct StepTests {
    @Test func readsEachKindOfStep() throws {
        #expect(try Step.script("tap:Read, toggle:#editor ,type:Name=Bob = Jr,tick,tick:3") == [
            .tap(.label("Read")),
            .toggle(.id("editor")),
            .type("Bob = Jr", into: .label("Name")),
            .tick(seconds: 1),
            .tick(seconds: 3),
        ])
    }

    @Test func printsAStepAsItIsWritten() throws {
        for text in ["tap:Read", "toggle:#editor", "type:#2=Walk the cat", "tick", "tick:3"] {
            #expect(try Step(text).description == text)
        }
    }

    @Test(arguments: ["", "tap", "tap:", "press:Read", "type:Name", "type:=Bob", "tick:0", "tick:x", "ticks"])
    func rejectsMalformedSteps(_ text: String) {
        #expect(throws: Step.ParseError.self) { try Step(text) }
    }
}

@MainActor @Suite struct ScriptRunTests {
    @Test func aReportPrintsTheFrameOnlyWhenItChanged() {
        let changed = ScriptRun.Report(step: "tap:Read", frame: "a\nb", frameChanged: true,
                                       evaluationCounts: ["Zed": 2, "Alpha": 1])
        #expect(changed.text == """
            ── tap:Read
            a
            b
            evaluated: Alpha 1, Zed 2
            """)
        let unchanged = ScriptRun.Report(step: "tick", frame: "a", frameChanged: false, evaluationCounts: [:])
        #expect(unchanged.text == """
            ── tick
            (same frame)
            evaluated: nothing
            """)
    }

    @Test func aMissingControlIsAnInputError() throws {
        let run = ScriptRun(.chat)
        #expect(throws: TextHost.InputError.noSuchControl(.label("Nope"))) { try run.perform("tap:Nope") }
    }

    @Test func everyDemoScriptRunsWithoutUntrackedReads() throws {
        for sample in Sample.all {
            let run = ScriptRun(sample)
            for step in try Step.script(sample.demoScript) {
                _ = try run.perform(step)
            }
            #expect(run.host.diagnostics == [], "\(sample.name)")
        }
    }

    @Test func samplesHaveDistinctNames() {
        #expect(Set(Sample.all.map(\.name)).count == Sample.all.count)
        #expect(Sample.named("counter")?.name == "counter")
        #expect(Sample.named("nope") == nil)
    }
}

@MainActor @Suite struct ScriptedTimersTests {
    @Test func runningTimersTickOncePerSecondUntilCancelled() {
        let timers = ScriptedTimers()
        var ticks: [String] = []
        let first = timers.start { ticks.append("first") }
        _ = timers.start { ticks.append("second") }
        timers.advance(seconds: 2)
        #expect(ticks == ["first", "second", "first", "second"])
        first.cancel()
        timers.advance(seconds: 1)
        #expect(ticks == ["first", "second", "first", "second", "second"])
    }
}
