// Terminal front end: built only where a terminal exists (see `terminalHosts` in Package.swift).
#if VIEWHOST_TERMINAL
import TextViews
import Foundation  // and with it the C library: termios, signals, ioctl

/// What it takes to give the terminal back, kept where a crash handler can reach it: a signal
/// handler can capture nothing and may only make async-signal-safe calls (`write`,
/// `tcsetattr`, `dup2`, `read`, `lseek`, `close`, `sigaction`), which is all `restore()` makes.
///
/// Thread safety: written by `FullScreenTerminal` on the main actor before the handlers are
/// installed and after they are removed; `restore()` runs once, under that terminal's lock,
/// or in a crash handler, when the process is about to die anyway.
enum TerminalRestore {
    nonisolated(unsafe) static var original = termios()
    nonisolated(unsafe) static var isActive = false
    /// The real standard error while it is redirected to `capturedStderr`, else -1.
    nonisolated(unsafe) static var savedStderr: Int32 = -1
    /// A temporary file holding what was written to standard error during the session.
    nonisolated(unsafe) static var capturedStderr: Int32 = -1
    /// The actions the crash handler replaced, by signal number.
    nonisolated(unsafe) static var previousActions: [sigaction] = Array(repeating: sigaction(), count: 64)

    /// Signals that mean a crash (a Swift runtime trap is SIGILL or SIGTRAP).
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Leaves the alternate screen, shows the cursor, restores the terminal's settings, then
    /// gives standard error back and replays what was written to it meanwhile.
    static func restore() {
        guard isActive else { return }
        isActive = false
        let reset: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        guard savedStderr >= 0 else { return }
        _ = dup2(savedStderr, STDERR_FILENO)
        _ = close(savedStderr)
        savedStderr = -1
        _ = lseek(capturedStderr, 0, SEEK_SET)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
            while true {
                let count = read(capturedStderr, buffer.baseAddress, buffer.count)
                guard count > 0 else { break }
                _ = write(STDERR_FILENO, buffer.baseAddress, count)
            }
        }
        _ = close(capturedStderr)
        capturedStderr = -1
    }

    /// Sends standard error to a temporary file until `restore()`, so that messages (and a
    /// crash's report) neither scribble over the screen nor vanish with the alternate screen.
    static func captureStderr() {
        var template = Array("/tmp/viewhost-stderr-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return }
        unlink(template)
        savedStderr = dup(STDERR_FILENO)
        capturedStderr = file
        dup2(file, STDERR_FILENO)
    }

    /// Restores the terminal when the process crashes, then lets the crash proceed as before.
    static func installCrashHandlers() {
        for signal in crashSignals {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = crashHandler
            #elseif canImport(Glibc)
            action.__sigaction_handler.sa_handler = crashHandler
            #else
            action.__sa_handler.sa_handler = crashHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, &previousActions[Int(signal)])
        }
    }

    static func removeCrashHandlers() {
        for signal in crashSignals {
            sigaction(signal, &previousActions[Int(signal)], nil)
        }
    }
}

/// Restores the terminal, puts back the previous action and raises the signal again: it stays
/// blocked until this handler returns, and then the previous action (the Swift runtime's
/// backtracer, or the default: ending the process) handles it, whether it came from a fault in
/// this thread or from `kill`.
private func crashHandler(_ signal: Int32) {
    TerminalRestore.restore()
    sigaction(signal, &TerminalRestore.previousActions[Int(signal)], nil)
    raise(signal)
}
#endif
