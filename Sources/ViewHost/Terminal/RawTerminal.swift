// Terminal front end: built only where a terminal exists (see `terminalHosts` in Package.swift).
#if VIEWHOST_TERMINAL
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The terminal switched to raw input on the alternate screen; `restore()` puts it back.
@MainActor struct RawTerminal {
    private let original: termios

    init() {
        var settings = termios()
        tcgetattr(STDIN_FILENO, &settings)
        original = settings
        // Keys arrive one by one, unechoed; Ctrl-C arrives as a byte instead of a signal.
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        Self.emit("\u{1B}[?1049h\u{1B}[?25l")  // alternate screen, hidden cursor
    }

    func restore() {
        Self.emit("\u{1B}[?25h\u{1B}[?1049l")
        var settings = original
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    private static func emit(_ text: String) {
        let bytes = Array(text.utf8)
        _ = write(STDOUT_FILENO, bytes, bytes.count)
    }
}
#endif
