@testable import SampleApps
import Testing
import TextTerminal
import TextViews

@MainActor @Suite(.unbridged) struct SampleListTests {
    @Test func everyDemoScriptRunsWithoutUntrackedReads() throws {
        for sample in Sample.all {
            let runner = CommandRunner(sample)
            for command in try TextHost.Command.script(sample.demoScript) {
                _ = try runner.perform(command)
            }
            #expect(runner.host.diagnostics == [], "\(sample.name)")
        }
    }

    @Test func samplesHaveDistinctNamesFoundInAnyCase() {
        #expect(Set(Sample.all.map { $0.name.lowercased() }).count == Sample.all.count)
        #expect(Sample.named("counter")?.name == "counter")
        #expect(Sample.named("Counter")?.name == "counter")
        #expect(Sample.named("nope") == nil)
    }

    @Test func aMissingControlIsAnInputError() throws {
        let runner = CommandRunner(.chat)
        #expect(throws: TextHost.InputError.noSuchControl(.label("Nope"))) { try runner.perform("tap Nope") }
    }

    @Test func anAmbiguousLabelNamesTheIdentifiersThatTellTheControlsApart() throws {
        let runner = CommandRunner(.person)
        _ = try runner.perform("toggle Enable Editing")
        #expect(throws: TextHost.InputError.ambiguous(.label("Name"), count: 2, identifiers: ["editor"])) {
            try runner.perform("type Name=Bob")
        }
        let edited = try runner.perform("type #editor=Bob")
        #expect(edited.frame.contains("Current name is: Bob"))
    }
}

@MainActor @Suite(.unbridged) struct ScriptedTimersTests {
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
