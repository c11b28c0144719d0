// Terminal front end: built only where a terminal exists (see `terminalHosts` in Package.swift).
#if VIEWHOST_TERMINAL
import TextViews
import Foundation

/// Runs a `TextHost` in a terminal until the user quits.
///
/// Full-screen mode (stdin and stdout are terminals): the frame is drawn on the alternate
/// screen, redrawing only the lines that changed, the focused control in reverse video. Tab
/// and Shift-Tab move the focus in reading order, ↑ ↓ to the nearest control above or below,
/// ← → to the previous or next one (in a text field they move the cursor; Home/End, Backspace
/// and Delete edit). Enter or Space presses a button or flips a toggle; Enter in a text field
/// runs its `onSubmit`. Ctrl-R shows or hides a side panel of the views that re-evaluated for
/// the last change. `q` (outside a text field) or Ctrl-D quits; Ctrl-C quits with status 130.
/// A frame taller than the screen scrolls to keep the focus visible; the terminal is
/// restored however the app ends (quit, SIGTERM, SIGHUP, SIGINT, a crash), and messages
/// written to standard error meanwhile are shown then.
///
/// Plain mode (stdout is not a terminal): standard input is read as commands, one per line
/// (`TextHost.Command`: `tap +`, `toggle #id`, `type Name=Bob`, `help`, …), and after each
/// one, and after each change made elsewhere, the frame and the views that re-evaluated are
/// printed as `CommandRunner.Report.text`. A bad command ends the run with its message on
/// standard error and exit status 1; the end of input ends it normally.
///
/// Changes made on other threads (timers, network) are drawn on the main actor's next turn.
@MainActor public final class TerminalApp {
    /// How the app talks to the terminal.
    public enum Mode: Sendable {
        /// Full screen when both stdin and stdout are terminals, else plain.
        case automatic
        /// Raw keys on the alternate screen.
        case fullScreen
        /// Commands on stdin, reports on stdout.
        case plain
    }

    /// How a run ended.
    enum Ending: Equatable {
        case quit, endOfInput, interrupted
        case failed(String)
    }

    /// The host whose frames the app draws; tests and scripts can drive it directly.
    public let host: TextHost
    /// Whether full-screen mode starts with the re-evaluation panel shown (Ctrl-R toggles it).
    public var showsEvaluations: Bool
    /// A line shown under the frame in full-screen mode and before the first frame in plain
    /// mode: what to try, for example.
    public var header: String?
    private let mode: Mode
    /// Where keys or commands come from (stdin but in tests).
    private let input: Int32
    /// Where frames go (stdout but in tests).
    private let output: (String) -> Void
    private var events: AsyncStream<Event>.Continuation?
    private var quitRequested = false

    /// An app that draws `host`'s frames and feeds it the user's input.
    /// - Parameters:
    ///   - host: the host whose frames are drawn.
    ///   - mode: `.automatic` picks full screen when stdin and stdout are terminals.
    ///   - showsEvaluations: start with the re-evaluation panel shown.
    public convenience init(_ host: TextHost, mode: Mode = .automatic, showsEvaluations: Bool = false) {
        self.init(host, mode: mode, showsEvaluations: showsEvaluations, input: STDIN_FILENO) { text in
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    /// An app showing `root` in a new `TextHost`.
    public convenience init<Root: TextUI.View>(_ root: Root, mode: Mode = .automatic, showsEvaluations: Bool = false) {
        self.init(TextHost(root), mode: mode, showsEvaluations: showsEvaluations)
    }

    init(_ host: TextHost, mode: Mode, showsEvaluations: Bool = false, input: Int32,
         output: @escaping (String) -> Void) {
        self.host = host
        self.mode = mode == .automatic ? (isatty(input) == 1 && isatty(STDOUT_FILENO) == 1 ? .fullScreen : .plain) : mode
        self.showsEvaluations = showsEvaluations
        self.input = input
        self.output = output
    }

    /// Ends `run()` after the current event, as `q` does. Call it from a button's action, for
    /// example: `Button("Quit") { app.quit() }`.
    public func quit() {
        quitRequested = true
        events?.yield(.quit)
    }

    /// Returns when the user quits or, in plain mode, when input ends. Ctrl-C ends the process
    /// with status 130; a bad plain-mode command ends it with status 1 after printing why.
    public func run() async {
        switch await session() {
        case .quit, .endOfInput: return
        case .interrupted: exit(130)
        case .failed(let message):
            FileHandle.standardError.write(Data("error: \(message)\n".utf8))
            exit(1)
        }
    }

    private enum Event: Sendable {
        case input([UInt8])
        case invalidated
        case resized
        case endOfInput
        case quit
    }

    /// Runs until the app ends, and says how.
    func session() async -> Ending {
        let (events, continuation) = AsyncStream<Event>.makeStream()
        self.events = continuation
        if quitRequested { continuation.yield(.quit) }
        host.onInvalidation { continuation.yield(.invalidated) }
        defer {
            host.onInvalidation(nil)
            self.events = nil
        }
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
        return mode == .fullScreen ? await runFullScreen(events) : await runPlain(events)
    }

    // MARK: Full screen

    private func runFullScreen(_ events: AsyncStream<Event>) async -> Ending {
        let continuation = self.events
        let terminal = FullScreenTerminal { continuation?.yield(.resized) }
        defer { terminal.restore() }
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let session = FullScreenSession(host: host, showsEvaluations: showsEvaluations, usesColor: !noColor,
                                        header: header)
        func draw() {
            let size = FullScreenTerminal.size()
            terminal.write(session.draw(rows: size.rows, columns: size.columns))
        }
        draw()
        for await event in events {
            switch event {
            case .invalidated:
                host.update()
                session.noteEvaluations(cause: "a change from outside")
            case .resized:
                session.screenWasResized()
            case .endOfInput:
                return .endOfInput
            case .quit:
                return .quit
            case .input(let bytes):
                for key in Key.decode(bytes) {
                    switch session.apply(key) {
                    case .continue: break
                    case .quit: return .quit
                    case .interrupted: return .interrupted
                    }
                    if quitRequested { return .quit }
                }
            }
            draw()
        }
        return .endOfInput
    }

    // MARK: Plain

    private func runPlain(_ events: AsyncStream<Event>) async -> Ending {
        let runner = CommandRunner(host)
        if let header { write(header + "\n") }
        write(runner.start.text + "\n")
        var pendingLine: [UInt8] = []
        var lineNumber = 0
        for await event in events {
            switch event {
            case .invalidated:
                // Printed only when something ran: an update may already have been done.
                let report = try? runner.perform(.update)
                if let report, report.frameChanged || !report.evaluationCounts.isEmpty {
                    write(report.text + "\n")
                }
            case .endOfInput:
                return .endOfInput
            case .quit:
                return .quit
            case .resized:
                break
            case .input(let bytes):
                pendingLine += bytes
                while let newline = pendingLine.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pendingLine[..<newline], as: UTF8.self)
                    pendingLine.removeSubrange(...newline)
                    lineNumber += 1
                    if let ending = await perform(line, number: lineNumber, with: runner) { return ending }
                    if quitRequested { return .quit }
                }
            }
        }
        return .endOfInput
    }

    /// Runs one plain-mode line; returns how the run ends, if it does.
    private func perform(_ line: String, number: Int, with runner: CommandRunner) async -> Ending? {
        guard !line.allSatisfy(\.isWhitespace) else { return nil }
        do {
            let command = try TextHost.Command(line)
            switch command {
            case .quit:
                return .quit
            case .help:
                write(TextHost.Command.helpText + "\n")
            case .tick(let seconds):
                try? await Task.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
                let report = try runner.perform(.update)
                write(CommandRunner.Report(step: command.description, frame: report.frame, frameChanged: report.frameChanged,
                                           evaluationCounts: report.evaluationCounts).text + "\n")
            default:
                write(try runner.perform(command).text + "\n")
            }
            return nil
        } catch {
            return .failed("line \(number): \(line.trimmingSpaces()): \(error)")
        }
    }

    private func write(_ text: String) {
        output(text)
    }
}
#endif
