// Terminal front end: built only where a terminal exists (see `terminalHosts` in Package.swift).
#if VIEWHOST_TERMINAL
import TextViews
import Foundation  // and with it the C library: termios, signals, ioctl
@_spi(Locking) import ObservationBackport
@_spi(Locking) import ViewHost

/// The terminal taken over for full-screen mode: raw input, the alternate screen, the cursor
/// hidden, standard error captured (see `TerminalRestore`). It is always given back: by
/// `restore()` when the app ends, and on SIGTERM, SIGHUP and SIGINT (then the process dies of
/// that signal, as it would have) or a crash.
///
/// Thread story: one `Locked` flag says whether the screen is still ours; `write` and `restore`
/// both take it, so a signal arriving on another thread never lets a frame land on the
/// restored screen.
@MainActor final class FullScreenTerminal {
    private let isOwned = Locked(true)
    private let signalSources: [any DispatchSourceSignal]

    /// Takes the terminal; `resized` is called (on another thread) after each SIGWINCH.
    init(resized: @escaping @Sendable () -> Void) {
        var settings = termios()
        tcgetattr(STDIN_FILENO, &settings)
        TerminalRestore.original = settings
        // Keys arrive one by one, unechoed; Ctrl-C arrives as a byte instead of a signal.
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        Self.emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")  // alternate screen, hidden cursor, cleared
        TerminalRestore.isActive = true
        TerminalRestore.captureStderr()
        TerminalRestore.installCrashHandlers()

        signalSources = Self.handleSignals(isOwned: isOwned, resized: resized)
    }

    /// SIGTERM, SIGHUP and SIGINT give the terminal back, then end the process by the same
    /// signal; SIGWINCH calls `resized`. Handled on a queue of their own (nonisolated: the
    /// main actor may be busy, or stuck in a view), not in a signal handler.
    private nonisolated static func handleSignals(isOwned: Locked<Bool>, resized: @escaping @Sendable () -> Void)
        -> [any DispatchSourceSignal] {
        let queue = DispatchQueue(label: "ViewHost.FullScreenTerminal.signals")
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGTERM, SIGHUP, SIGINT] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler {
                restore(isOwned)
                // To the process, not this thread: dispatch's threads block signals.
                signal(signalNumber, SIG_DFL)
                kill(getpid(), signalNumber)
                usleep(200_000)
                _exit(128 + signalNumber)  // only if the signal could not be delivered
            }
            source.resume()
            sources.append(source)
        }
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
        resize.setEventHandler(handler: resized)
        resize.resume()
        sources.append(resize)
        return sources
    }

    /// The terminal's size in rows and columns (24 × 80 when it cannot say).
    static func size() -> (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return (24, 80)
        }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Writes to the screen, unless it has been given back.
    func write(_ text: String) {
        isOwned.withLock { owned in
            if owned { Self.emit(text) }
        }
    }

    /// Gives the terminal back (once) and stops handling signals.
    func restore() {
        Self.restore(isOwned)
        for source in signalSources { source.cancel() }
        for signalNumber in [SIGTERM, SIGHUP, SIGINT, SIGWINCH] { signal(signalNumber, SIG_DFL) }
        TerminalRestore.removeCrashHandlers()
    }

    private nonisolated static func restore(_ isOwned: Locked<Bool>) {
        isOwned.withLock { owned in
            guard owned else { return }
            owned = false
            TerminalRestore.restore()
        }
    }

    private nonisolated static func emit(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }
}

/// Writes all of `text`, however many `write` calls it takes.
private func writeAll(_ text: String, to file: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(file, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { return }
            offset += written
        }
    }
}
#endif
