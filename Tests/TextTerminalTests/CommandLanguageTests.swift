import ObservationBackport
import Testing
@testable import TextRendering
@testable import TextTerminal
@testable import TextViews

@Suite(.unbridged) struct CommandTests {
    @Test func readsEachCommand() throws {
        #expect(try TextHost.Command.script("tap Read, toggle #editor ,type Name=Bob = Jr,submit New todo,tick,tick 3") == [
            .use(verb: "tap", control: .label("Read"), value: nil),
            .use(verb: "toggle", control: .id("editor"), value: nil),
            .use(verb: "type", control: .label("Name"), value: "Bob = Jr"),
            .use(verb: "submit", control: .label("New todo"), value: nil),
            .tick(seconds: 1),
            .tick(seconds: 3),
        ])
        #expect(try TextHost.Command("update") == .update)
        #expect(try TextHost.Command("help") == .help)
        #expect(try TextHost.Command(" quit ") == .quit)
        #expect(try TextHost.Command("q") == .quit)
    }

    @Test func readsTheOlderColonSpellingTheSame() throws {
        #expect(try TextHost.Command.script("tap:Read,type:#2=Walk,tick:2") == [
            .use(verb: "tap", control: .label("Read"), value: nil), .use(verb: "type", control: .id("2"), value: "Walk"), .tick(seconds: 2),
        ])
    }

    @Test func aLabelMayContainSpacesAndColons() throws {
        #expect(try TextHost.Command("tap Note: later") == .use(verb: "tap", control: .label("Note: later"), value: nil))
    }

    @Test func writesACommandAsItIsRead() throws {
        for text in ["tap Read", "toggle #editor", "type #2=Walk the cat", "submit New todo", "tick", "tick 3", "update", "quit"] {
            #expect(try TextHost.Command(text).description == text)
        }
    }

    @Test(arguments: ["", "tap", "tap ", "press Read", "type Name", "type =Bob", "tick 0", "tick x", "ticks",
                      "quit now", "help me"])
    func rejectsMalformedCommands(_ text: String) {
        #expect(throws: TextHost.Command.ParseError.self) { try TextHost.Command(text) }
    }
}

@MainActor @Suite(.unbridged) struct CommandRunnerTests {
    private struct Counter: View {
        @State var count = 0
        @State var draft = ""
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Text("\(count)")
                    Button("+") { count += 1 }
                }
                TextField("Add", text: $draft).onSubmit { count += Int(draft) ?? 0 }
            }
        }
    }

    @Test func reportsTheFrameAndTheViewsThatRanForEachCommand() throws {
        let runner = CommandRunner(TextHost(Counter()))
        #expect(runner.start.evaluationCounts == ["Counter": 1])
        let tap = try runner.perform("tap +")
        #expect(tap.text == """
            ── tap +
            1 [ + ]
            Add: []
            evaluated: Counter 1
            """)
        let same = try runner.perform("update")
        #expect(same.text == "── update\n(same frame)\nevaluated: nothing")
    }

    @Test func submitRunsTheFieldsOnSubmit() throws {
        let runner = CommandRunner(TextHost(Counter()))
        _ = try runner.perform("type Add=5")
        #expect(try runner.perform("submit Add").frame.hasPrefix("5 [ + ]"))
    }

    @Test func tickNeedsAClock() throws {
        let runner = CommandRunner(TextHost(Counter()))
        #expect(throws: CommandRunner.Failure.noClock) { try runner.perform("tick") }
        var seconds = 0
        let clocked = CommandRunner(TextHost(Counter()), advanceClock: { seconds += $0 })
        _ = try clocked.perform("tick 3")
        #expect(seconds == 3)
    }
}
