import Testing
@testable import ViewHost

@Suite struct TerminalInputTests {
    @Test func decodesKeysAndEscapeSequences() {
        let bytes: [UInt8] = Array("ab".utf8) + [0x1B, 0x5B, 0x41, 0x09, 0x1B, 0x5B, 0x5A, 0x0D, 0x7F, 0x03]
        #expect(Key.decode(bytes) == [.character("a"), .character("b"), .up, .tab, .backTab, .enter, .backspace, .interrupt])
    }

    @Test func decodesMultibyteCharacters() {
        #expect(Key.decode(Array("é ".utf8)) == [.character("é"), .character(" ")])
    }

    @MainActor @Test func parsesPlainCommands() {
        #expect(PlainCommand("tap +") == .tap(.label("+")))
        #expect(PlainCommand("tap #increment") == .tap(.id("increment")))
        #expect(PlainCommand("toggle Observe seconds") == .toggle(.label("Observe seconds")))
        #expect(PlainCommand("type Name=Bob Smith") == .type("Bob Smith", into: .label("Name")))
        #expect(PlainCommand("quit") == .quit)
        #expect(PlainCommand("tap") == nil)
        #expect(PlainCommand("dance") == nil)
    }
}

@MainActor @Suite struct TerminalDrawingTests {
    @Test func theFocusedControlIsDrawnInReverseVideo() {
        let host = TextHost {
            VStack(alignment: .leading) {
                Text("Title")
                HStack {
                    Button("A") {}
                    Button("B") {}
                }
            }
            .border()
        }
        #expect(TerminalApp.lines(of: host.block, focus: 1) == [
            "┌───────────┐",
            "│Title      │",
            "│[ A ] \u{1B}[7m[ B ]\u{1B}[0m│",
            "└───────────┘",
        ])
    }
}
