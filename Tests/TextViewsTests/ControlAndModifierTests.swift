import Testing
@testable import TextRendering
@testable import TextTerminal
@testable import TextViews

@MainActor @Suite(.unbridged, .deadline) struct ControlTests {
    private struct Order: View {
        @State var quantity = 1
        @State var size = "M"
        var body: some View {
            VStack(alignment: .leading) {
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...3)
                Picker("Size", selection: $size) {
                    ForEach(["S", "M", "L"], id: \.self) { Text($0).tag($0) }
                }
                ProgressView("Packing", value: Double(quantity), total: 4)
            }
        }
    }

    @Test func aStepperStaysInItsBounds() throws {
        let host = TextHost(Order())
        #expect(host.frame.hasPrefix("Quantity: 1 [-|+]\n"))
        try host.increment("Quantity: 1")
        try host.increment("Quantity: 2")
        try host.increment("Quantity: 3")
        #expect(host.frame.hasPrefix("Quantity: 3 [-|+]\n"))
        try host.decrement("Quantity: 3")
        #expect(host.frame.hasPrefix("Quantity: 2 [-|+]\n"))
    }

    @Test func aPickerShowsItsSelectionAndPicksByLabel() throws {
        let host = TextHost(Order())
        #expect(host.frame.contains("\nSize: S [M] L\n"))
        try host.select("L", in: "Size")
        #expect(host.frame.contains("\nSize: S M [L]\n"))
        #expect(throws: TextHost.InputError.noSuchOption("XL", in: .label("Size"), options: ["S", "M", "L"])) {
            try host.select("XL", in: "Size")
        }
    }

    @Test func aProgressViewDrawsABarAndAPercentage() throws {
        let host = TextHost(Order())
        #expect(host.frame.hasSuffix("Packing\n[█████               ] 25%"))
        #expect(TextHost(TextUI.ProgressView("Loading")).frame == "Loading…")
    }

    private struct Form: View {
        @State var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Button("Add") { count += 1 }.keyboardShortcut("+")
                Button("Send") { count += 100 }.disabled(count == 0)
                Text("\(count)")
            }
        }
    }

    @Test func aDisabledControlIsSkippedDimmedAndRefused() throws {
        let host = TextHost(Form())
        #expect(throws: TextHost.InputError.disabled(.label("Send"))) { try host.tap("Send") }
        #expect(host.block.spans.contains { $0.row == 1 && $0.style.isDim })
        try host.tap("Add")
        try host.tap("Send")
        #expect(host.frame.hasSuffix("\n101"))
    }

    #if VIEWHOST_TERMINAL
    @Test func aKeyboardShortcutPressesItsButtonAndTabSkipsDisabledControls() {
        let host = TextHost(Form())
        let session = FullScreenSession(host: host, showsEvaluations: false, usesColor: true, header: nil)
        _ = session.apply(.tab)  // from Add, past the disabled Send, round to Add
        _ = session.apply(.enter)
        #expect(host.frame.hasSuffix("\n1"))
        _ = session.apply(.character("+"))
        #expect(host.frame.hasSuffix("\n2"))
    }
    #endif

    private struct Tabs: View {
        @State var tab = "a"
        var body: some View {
            TabView(selection: $tab) {
                TabA().tabItem { Text("A") }.badge(2).tag("a")
                TabB().tabItem { Text("B") }.tag("b")
            }
        }
    }

    private struct TabA: View {
        var body: some View { Text("in A") }
    }

    private struct TabB: View {
        var body: some View { Text("in B") }
    }

    @Test func aTabViewMarksTheSelectedTabAndEvaluatesOnlyItsContent() throws {
        let host = TextHost(Tabs())
        #expect(host.frame == "[ A ] (2)  [ B ]\n━━━━━━━━━───────\nin A")
        #expect(host.evaluationCounts["TabB"] == nil)
        host.resetEvaluationCounts()
        try host.tap("B")
        #expect(host.frame == "[ A ] (2)  [ B ]\n───────────━━━━━\nin B")
        #expect(host.evaluationCounts == ["Tabs": 1, "TabB": 1])
    }
}

@MainActor @Suite(.unbridged, .deadline) struct TextStyleTests {
    @Test func concatenatedTextsKeepTheirOwnStyles() {
        let host = TextHost(TextUI.Text("Total: ") + TextUI.Text("3").bold().foregroundColor(.red))
        #expect(host.frame == "Total: 3")
        #expect(host.block.spans == [Block.Span(row: 0, columns: 7..<8, style: TextStyle(isBold: true, color: 31))])
    }

    @Test func aViewModifierStylesEveryLineUnderIt() {
        let host = TextHost {
            VStack(alignment: .leading) {
                Text("a")
                Text("bc")
            }
            .foregroundStyle(.secondary)
        }
        #expect(host.block.spans == [
            Block.Span(row: 0, columns: 0..<1, style: TextStyle(isDim: true)),
            Block.Span(row: 1, columns: 0..<2, style: TextStyle(isDim: true)),
        ])
    }

    #if VIEWHOST_TERMINAL
    @Test func withoutColourBoldStaysAndColourGoes() {
        let host = TextHost(TextUI.Text("x").bold().foregroundColor(.green))
        let coloured = FullScreenSession(host: host, showsEvaluations: false, usesColor: true, header: nil)
        let plain = FullScreenSession(host: host, showsEvaluations: false, usesColor: false, header: nil)
        #expect(coloured.screenRows(rows: 2, columns: 3)[0] == "\u{1B}[0m\u{1B}[1;32mx\u{1B}[0m  ")
        #expect(plain.screenRows(rows: 2, columns: 3)[0] == "\u{1B}[0m\u{1B}[1mx\u{1B}[0m  ")
    }
    #endif

    @Test func anHStackAlignsShorterChildren() {
        func frame(_ alignment: TextUI.VerticalAlignment) -> String {
            TextHost(TextUI.HStack(alignment: alignment) { TextUI.Text("a\nb\nc"); TextUI.Text("x") }).frame
        }
        #expect(frame(.top) == "a x\nb\nc")
        #expect(frame(.center) == "a\nb x\nc")
        #expect(frame(.bottom) == "a\nb\nc x")
    }
}

@MainActor @Suite(.unbridged, .deadline) struct LifecycleTests {
    final class Log { var lines: [String] = [] }

    private struct Shown: View {
        let log: Log
        let value: Int
        var body: some View {
            Text("shown \(value)")
                .onAppear { log.lines.append("appear") }
                .onDisappear { log.lines.append("disappear") }
                .onChange(of: value) { old, new in log.lines.append("change \(old)→\(new)") }
        }
    }

    private struct Root: View {
        let log: Log
        @State var isShown = true
        @State var value = 1
        var body: some View {
            VStack {
                if isShown { Shown(log: log, value: value) }
                Button("flip") { isShown.toggle() }
                Button("bump") { value += 1 }
            }
        }
    }

    @Test func appearChangeAndDisappearRunAfterTheUpdateThatCausesThem() throws {
        let log = Log()
        let host = TextHost(Root(log: log))
        #expect(log.lines == ["appear"])
        try host.tap("bump")
        #expect(log.lines == ["appear", "change 1→2"])
        try host.tap("flip")
        #expect(log.lines == ["appear", "change 1→2", "disappear"])
        try host.tap("flip")
        #expect(log.lines == ["appear", "change 1→2", "disappear", "appear"])
    }

    private struct Loader: View {
        @State var text = "loading"
        var body: some View {
            Text(text).task { text = "loaded" }
        }
    }

    @Test func aTaskStartsWhenTheViewAppears() async {
        let host = TextHost(Loader())
        #expect(host.frame == "loading")
        for _ in 0..<100 where host.frame != "loaded" {
            await Task.yield()
            host.update()
        }
        #expect(host.frame == "loaded")
    }
}

@MainActor @Suite(.unbridged, .deadline) struct UntaggedTabViewTests {
    private struct Tabs: View {
        var body: some View {
            TabView {
                Text("first").tabItem { Text("One") }
                Text("second").tabItem { Text("Two") }
            }
        }
    }

    @Test func tabsWithoutTagsAreTaggedByPositionAndKeepTheirSelection() throws {
        let host = TextHost(Tabs())
        #expect(host.frame == "[ One ]  [ Two ]\n━━━━━━━─────────\nfirst")
        try host.tap("Two")
        #expect(host.frame == "[ One ]  [ Two ]\n─────────━━━━━━━\nsecond")
        try host.tap("One")
        #expect(host.frame.hasSuffix("\nfirst"))
    }
}
