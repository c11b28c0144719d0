import ObservationBackport
import Testing
@testable import TextRendering
@testable import TextTerminal
@testable import TextViews

import Foundation  // pipe, write, close

@Suite(.unbridged, .deadline) struct KeyDecodingTests {
    @Test func decodesKeysAndEscapeSequences() {
        let bytes: [UInt8] = Array("ab".utf8) + [0x1B, 0x5B, 0x41, 0x09, 0x1B, 0x5B, 0x5A, 0x0D, 0x7F, 0x03, 0x04, 0x12]
        #expect(Key.decode(bytes) == [.character("a"), .character("b"), .up, .tab, .backTab, .enter, .backspace,
                                      .interrupt, .endOfInput, .control("r")])
    }

    @Test func decodesEditingKeysInTheirSeveralSpellings() {
        let sequences: [[UInt8]] = [[0x1B, 0x5B, 0x48], [0x1B, 0x4F, 0x46], [0x1B, 0x5B, 0x31, 0x7E],
                                    [0x1B, 0x5B, 0x34, 0x7E], [0x1B, 0x5B, 0x33, 0x7E], [0x1B, 0x5B, 0x44]]
        #expect(sequences.flatMap(Key.decode) == [.home, .end, .home, .end, .delete, .left])
    }

    @Test func decodesMultibyteCharacters() {
        #expect(Key.decode(Array("é 漢".utf8)) == [.character("é"), .character(" "), .character("漢")])
    }
}

@Suite(.unbridged, .deadline) struct DisplayWidthTests {
    @Test func countsColumnsNotCharacters() {
        #expect("abc".terminalWidth == 3)
        #expect("漢字".terminalWidth == 4)
        #expect("e\u{301}".terminalWidth == 1)          // e + combining acute: one column
        #expect("한국어".terminalWidth == 6)
        #expect("🙂".terminalWidth == 2)
        #expect("─│┌".terminalWidth == 3)
    }

    @Test func expandsTabsToTheNextStopOfEight() {
        #expect("a\tb".expandingTabs() == "a       b")
        #expect("漢\tb".expandingTabs() == "漢      b")
    }

    @Test func cutsAWideCharacterAtEitherEdgeIntoSpaces() {
        #expect("漢字x".columns(1..<4) == " 字")
        #expect("漢字x".columns(0..<3) == "漢 ")
        #expect("ab漢".columns(0..<3) == "ab ")
        #expect("ab".columns(0..<4) == "ab  ")
    }
}

@Suite(.unbridged, .deadline) struct ScreenTests {
    @Test func rendersAWindowOfTheLineWithStyledRuns() {
        let line = "[ A ] [ B ]"
        #expect(Screen.render(line, window: 0..<11, runs: [Screen.Run(row: 0, columns: 6..<11, style: "7")])
            == "[ A ] \u{1B}[0m\u{1B}[7m[ B ]\u{1B}[0m")
        #expect(Screen.render(line, window: 0..<4, runs: []) == "[ A ")
    }

    @Test func redrawsOnlyTheRowsThatChanged() {
        #expect(Screen.update(from: ["a", "b", "c"], to: ["a", "B", "c"]) == "\u{1B}[2;1HB\u{1B}[K")
        #expect(Screen.update(from: ["a", "b", "c"], to: ["a", "b", "c"]) == "")
        #expect(Screen.update(from: nil, to: ["a"]) == "\u{1B}[H\u{1B}[2J\u{1B}[1;1Ha\u{1B}[K")
    }

    @Test func scrollsJustEnoughToShowTheWantedRows() {
        #expect(Screen.scrolled(0, toShow: 3...3, height: 5, contentHeight: 20) == 0)
        #expect(Screen.scrolled(0, toShow: 12...12, height: 5, contentHeight: 20) == 8)
        #expect(Screen.scrolled(8, toShow: 2...2, height: 5, contentHeight: 20) == 2)
        #expect(Screen.scrolled(18, toShow: nil, height: 5, contentHeight: 10) == 5)
    }
}

@Observable private final class Draft {
    var text = String(repeating: "a", count: 30) + "Z"
}

@MainActor @Suite(.unbridged, .deadline) struct FullScreenSessionTests {
    @Test func theFocusedControlIsDrawnInReverseVideoInsideItsBorder() {
        let host = TextHost {
            VStack(alignment: .leading) {
                Text("漢字 Title")
                HStack {
                    Button("A") {}
                    Button("B") {}
                }
            }
            .border()
        }
        let session = FullScreenSession(host: host, showsEvaluations: false, usesColor: true, header: nil)
        _ = session.apply(.tab)
        let rows = session.screenRows(rows: 6, columns: 20)
        #expect(rows[0...3] == [
            "┌───────────┐       ",
            "│漢字 Title │       ",
            "│[ A ] \u{1B}[0m\u{1B}[7m[ B ]\u{1B}[0m│       ",
            "└───────────┘       ",
        ])
    }

    @Test func aHintWiderThanTheScreenWrapsAtSpacesUnderTheFrame() {
        let host = TextHost(Text("frame"))
        let hint = "Try: Increment, Start timer, then switch Observe off"
        let session = FullScreenSession(host: host, showsEvaluations: false, usesColor: false, header: hint)
        let rows = session.screenRows(rows: 8, columns: 20)
        #expect(rows.count == 8)
        #expect(rows[0].hasPrefix("frame"))
        let plain = rows[4...6].map { $0.replacingOccurrences(of: "\u{1B}[2m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "") }
        #expect(plain == ["Try: Increment,", "Start timer, then", "switch Observe off"])
        #expect(rows[7].contains("Tab/arrows"))
        let short = session.screenRows(rows: 5, columns: 20)
        #expect(short.count == 5)
        #expect(short[2].contains("Try: Increment,") && short[3].contains("Start timer, then"), "two lines of five at most")
    }

    @Test func wrappingSplitsAWordWiderThanTheLineAndCountsWideCharacters() {
        #expect("abcdefgh ij".wrapped(toWidth: 3) == ["abc", "def", "gh", "ij"])
        #expect("漢字漢字 a".wrapped(toWidth: 4) == ["漢字", "漢字", "a"])
        #expect("".wrapped(toWidth: 5) == [""])
        #expect("a  b".wrapped(toWidth: 10) == ["a b"])
    }

    @Test func aLongTextScrollsSidewaysToKeepTheCursorVisible() {
        let box = Draft()
        let host = TextHost {
            ObservationHost {
                VStack(alignment: .leading) {
                    TextUI.TextField("T", text: TextUI.Binding(get: { box.text }, set: { box.text = $0 }))
                    Text("below")
                }
            }
        }
        let session = FullScreenSession(host: host, showsEvaluations: false, usesColor: false, header: nil)
        func plain(_ row: String) -> String {
            row.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        }

        // The cursor after the text, at column 35 of 20: the field's row shows its last 20 columns.
        var rows = session.screenRows(rows: 4, columns: 20)
        #expect(plain(rows[0]) == "aaaaaaaaaaaaaaaaaaZ]")
        #expect(rows[0].hasSuffix("\u{1B}[4;7m]\u{1B}[0m"), "the cursor is drawn, on the last column")
        #expect(plain(rows[1]) == "below               ", "other rows do not scroll")

        _ = session.apply(.character("!"))
        rows = session.screenRows(rows: 4, columns: 20)
        #expect(plain(rows[0]) == "aaaaaaaaaaaaaaaaaZ!]")

        _ = session.apply(.home)
        rows = session.screenRows(rows: 4, columns: 20)
        #expect(plain(rows[0]) == "T: [aaaaaaaaaaaaaaaa", "back to the start, title and all")
        #expect(rows[0].hasPrefix("\u{1B}[0m\u{1B}[4mT: [\u{1B}[0m\u{1B}[4;7ma"), "the cursor on the first character")
        #expect(box.text.count == 32)
    }

    @Test func editsATextFieldAtTheCursor() {
        final class Box { var text = "ac" }
        let box = Box()
        let host = TextHost(TextUI.TextField("T", text: TextUI.Binding(get: { box.text }, set: { box.text = $0 })))
        let session = FullScreenSession(host: host, showsEvaluations: false, usesColor: true, header: nil)
        for key: Key in [.left, .character("b"), .home, .character(">"), .end, .backspace, .character("C")] {
            _ = session.apply(key)
        }
        #expect(box.text == ">abC")
    }

    @Test func thePanelListsTheViewsThatRanForTheLastKey() {
        let host = TextHost(PanelRoot())
        let session = FullScreenSession(host: host, showsEvaluations: true, usesColor: true, header: nil)
        _ = session.apply(.enter)
        let panel = session.screenRows(rows: 8, columns: 60).joined(separator: "\n")
        #expect(panel.contains("after: press +"))
        #expect(panel.contains("PanelCounter") && panel.contains("PanelRoot"))
        let counterLine = session.screenRows(rows: 8, columns: 60).first { $0.contains("PanelCounter") } ?? ""
        #expect(counterLine.contains("\u{1B}[1m"))          // ran for the last key: bold
        #expect(counterLine.contains("1     2"))             // last 1, total 2
        let rootLine = session.screenRows(rows: 8, columns: 60).first { $0.contains("PanelRoot") } ?? ""
        #expect(!rootLine.contains("\u{1B}[1m"))
    }

    private struct PanelRoot: View {
        var body: some View {
            VStack {
                PanelCounter()
            }
        }
    }

    private struct PanelCounter: View {
        @State var count = 0
        var body: some View {
            Button("+") { count += 1 }
        }
    }
}

@MainActor @Suite(.unbridged, .deadline) struct PlainModeTests {
    private struct Counter: View {
        @State var count = 0
        var body: some View {
            HStack {
                Text("\(count)")
                Button("+") { count += 1 }
            }
        }
    }

    private func run(_ script: String) async -> (printed: String, ending: TerminalApp.Ending) {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let bytes = Array(script.utf8)
        #expect(write(fds[1], bytes, bytes.count) == bytes.count)
        close(fds[1])
        var printed = ""
        let app = TerminalApp(TextHost(Counter()), mode: .plain, input: fds[0]) { printed += $0 }
        let ending = await app.session()
        close(fds[0])
        return (printed, ending)
    }

    @Test func printsAReportPerCommandAndEndsWithTheInput() async {
        let (printed, ending) = await run("tap +\n\ntap +\n")
        #expect(printed == """
            ── start
            0 [ + ]
            evaluated: Counter 1
            ── tap +
            1 [ + ]
            evaluated: Counter 1
            ── tap +
            2 [ + ]
            evaluated: Counter 1

            """)
        #expect(ending == .endOfInput)
    }

    @Test func aBadCommandEndsTheRunWithItsLineAndReason() async {
        let (printed, ending) = await run("tap +\ntap nothing\ntap +\n")
        #expect(!printed.contains("2 [ + ]"))
        #expect(ending == .failed("line 2: tap nothing: no control labelled \"nothing\" on screen"))
        let (_, unknown) = await run("dance\n")
        #expect(unknown == .failed("line 1: dance: not a command: \"dance\" (type `help` for the list)"))
    }

    @Test func quitEndsTheRunAndHelpListsTheCommands() async {
        let (printed, ending) = await run("help\nquit\ntap +\n")
        #expect(printed.contains("submit <field>"))
        #expect(!printed.contains("1 [ + ]"))
        #expect(ending == .quit)
    }
}

@Observable private final class Box {
    var value = 1
}

@MainActor @Suite(.unbridged, .deadline) struct EvaluationPanelTests {
    private struct Same: View {
        let box: Box
        var body: some View {
            ObservationHost {
                HStack {
                    Text("\(box.value)")
                    Button("Same") { box.value = box.value }  // an equal value notifies nobody
                    Button("Next") { box.value += 1 }
                }
            }
        }
    }

    private func panel(_ session: FullScreenSession) -> String {
        session.screenRows(rows: 6, columns: 60).joined(separator: "\n")
    }

    @Test func anActionThatEvaluatesNothingSaysSoAndAFocusMoveKeepsThePanel() {
        let session = FullScreenSession(host: TextHost(Same(box: Box())), showsEvaluations: true, usesColor: true, header: nil)
        _ = session.apply(.tab)                      // to Next
        _ = session.apply(.enter)
        #expect(panel(session).contains("after: press Next"))
        #expect(!panel(session).contains("no view re-evaluated"))
        _ = session.apply(.backTab)                  // a focus move: the panel stays
        #expect(panel(session).contains("after: press Next"))
        _ = session.apply(.enter)                    // Same: nothing re-evaluates, and the panel says so
        #expect(panel(session).contains("after: press Same"))
        #expect(panel(session).contains("(no view re-evaluated)"))
    }
}
