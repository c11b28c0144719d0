// Terminal front end: built only where a terminal exists (see `terminalHosts` in Package.swift).
#if VIEWHOST_TERMINAL
import Foundation

/// Runs a `TextHost` in a terminal until the user quits.
///
/// Full-screen mode (stdin and stdout are terminals): the frame is redrawn on the alternate
/// screen after every update, the focused control in reverse video. Tab / ↓ and Shift-Tab / ↑
/// move the focus, Enter or Space presses a button or flips a toggle, typing edits the focused
/// text field (Backspace deletes), `q` quits (Ctrl-C always does).
///
/// Plain mode (stdout is not a terminal): every new frame is printed after a `----` line, and
/// stdin is read as commands, one per line (`tap +`, `tap #id`, `toggle Title`,
/// `type Name=Bob`, `update`, `quit`); the app quits at the end of input.
///
/// Changes made on other threads (timers, network) are drawn on the main actor's next turn.
@MainActor public final class TerminalApp {
    /// How the app talks to the terminal.
    public enum Mode: Sendable {
        /// Full screen when both stdin and stdout are terminals, else plain.
        case automatic, fullScreen, plain
    }

    /// The host whose frames the app draws; tests and scripts can drive it directly.
    public let host: TextHost
    private let mode: Mode
    private var focus = 0
    /// Where keys or commands come from (stdin but in tests).
    private let input: Int32
    /// Where frames go (stdout but in tests).
    private let output: (String) -> Void

    /// An app that draws `host`'s frames and feeds it the user's input.
    public convenience init(_ host: TextHost, mode: Mode = .automatic) {
        self.init(host, mode: mode, input: STDIN_FILENO) { text in
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    init(_ host: TextHost, mode: Mode, input: Int32, output: @escaping (String) -> Void) {
        self.host = host
        self.mode = mode == .automatic ? (isatty(input) == 1 && isatty(STDOUT_FILENO) == 1 ? .fullScreen : .plain) : mode
        self.input = input
        self.output = output
    }

    /// An app that hosts `root` in a new `TextHost`.
    public convenience init<Root: TextUI.View>(_ root: Root, mode: Mode = .automatic) {
        self.init(TextHost(root), mode: mode)
    }

    private enum Event: Sendable {
        case input([UInt8])
        case invalidated
        case endOfInput
    }

    /// Returns when the user quits or, in plain mode, when input ends.
    public func run() async {
        let (events, continuation) = AsyncStream<Event>.makeStream()
        host.onInvalidation { continuation.yield(.invalidated) }
        defer { host.onInvalidation(nil) }
        let input = self.input
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let count = read(input, &buffer, buffer.count)
                guard count > 0 else { break }
                continuation.yield(.input(Array(buffer[..<count])))
            }
            continuation.yield(.endOfInput)
        }
        if mode == .fullScreen {
            await runFullScreen(events)
        } else {
            await runPlain(events)
        }
    }

    // MARK: Full screen

    private func runFullScreen(_ events: AsyncStream<Event>) async {
        let terminal = RawTerminal()
        defer { terminal.restore() }
        draw()
        loop: for await event in events {
            switch event {
            case .invalidated:
                host.update()
            case .endOfInput:
                break loop
            case .input(let bytes):
                for key in Key.decode(bytes) {
                    guard handle(key) else { break loop }
                }
            }
            draw()
        }
    }

    /// Applies a key; returns false to quit.
    private func handle(_ key: Key) -> Bool {
        let controls = host.controls
        let focused = controls.indices.contains(focus) ? controls[focus] : nil
        switch (key, focused?.kind) {
        case (.interrupt, _): return false
        case (.tab, _), (.down, _): focus = controls.isEmpty ? 0 : (focus + 1) % controls.count
        case (.backTab, _), (.up, _): focus = controls.isEmpty ? 0 : (focus + controls.count - 1) % controls.count
        case (.enter, .button(let action)?), (.character(" "), .button(let action)?): action()
        case (.enter, .toggle(let isOn)?), (.character(" "), .toggle(let isOn)?): isOn.wrappedValue.toggle()
        case (.enter, .textField?): focus = (focus + 1) % controls.count
        case (.character(let character), .textField(let text)?): text.wrappedValue.append(character)
        case (.backspace, .textField(let text)?): _ = text.wrappedValue.popLast()
        case (.character("q"), _): return false
        default: break
        }
        host.update()
        return true
    }

    private func draw() {
        focus = min(focus, max(host.block.placements.count - 1, 0))
        let help = "Tab/↑↓ move · Enter/Space press · type to edit a field · q quit"
        let screen = "\u{1B}[H\u{1B}[2J" + Self.lines(of: host.block, focus: focus).joined(separator: "\n")
            + "\n\n\u{1B}[2m" + help + "\u{1B}[0m"
        write(screen)
    }

    /// The block's lines with the focused control in reverse video, trailing spaces removed.
    static func lines(of block: Block, focus: Int) -> [String] {
        var lines = block.lines
        if block.placements.indices.contains(focus) {
            let placement = block.placements[focus]
            var characters = Array(lines[placement.row])
            let end = min(placement.column + placement.length, characters.count)
            characters.insert(contentsOf: "\u{1B}[0m", at: end)
            characters.insert(contentsOf: "\u{1B}[7m", at: placement.column)
            lines[placement.row] = String(characters)
        }
        return lines.map { $0.trimmingTrailingSpaces() }
    }

    // MARK: Plain

    private func runPlain(_ events: AsyncStream<Event>) async {
        var printed = host.frame
        write(printed + "\n")
        func printIfChanged() {
            guard host.frame != printed else { return }
            printed = host.frame
            write("----\n" + printed + "\n")
        }
        var pendingLine: [UInt8] = []
        loop: for await event in events {
            switch event {
            case .invalidated:
                host.update()
                printIfChanged()
            case .endOfInput:
                break loop
            case .input(let bytes):
                pendingLine += bytes
                while let newline = pendingLine.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pendingLine[..<newline], as: UTF8.self)
                    pendingLine.removeSubrange(...newline)
                    guard perform(line) else { break loop }
                    printIfChanged()
                }
            }
        }
    }

    /// Runs one plain-mode command; returns false to quit.
    private func perform(_ line: String) -> Bool {
        guard !line.isEmpty else { return true }
        guard let command = PlainCommand(line) else {
            report("unknown command: \(line)")
            return true
        }
        do {
            switch command {
            case .tap(let address): try host.tap(address)
            case .toggle(let address): try host.toggle(address)
            case .type(let text, let address): try host.enter(text, into: address)
            case .update: host.runUntilIdle()
            case .quit: return false
            }
        } catch {
            report("\(error)")
        }
        return true
    }

    private func write(_ text: String) {
        output(text)
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }
}
#endif
