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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@MainActor @Suite struct PlainModeTests {
    private struct Counter: View {
        @State var count = 0
        var body: some View {
            HStack {
                Text("\(count)")
                Button("+") { count += 1 }
            }
        }
    }

    @Test func runsCommandsPrintsEachNewFrameAndQuitsAtTheEndOfInput() async {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let script = Array("tap +\ntap nothing\ntap +\n".utf8)
        #expect(write(fds[1], script, script.count) == script.count)
        close(fds[1])
        var printed = ""
        let app = TerminalApp(TextHost(Counter()), mode: .plain, input: fds[0]) { printed += $0 }

        await app.run()
        close(fds[0])

        #expect(printed == "0 [ + ]\n----\n1 [ + ]\n----\n2 [ + ]\n")
    }
}
