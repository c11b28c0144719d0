#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reports a programming mistake on standard error instead of stopping the process, or to the
/// `MisuseReports` a test installed for the current task.
func misuse(_ message: String) {
    if let reports = MisuseReports.current.get() {
        reports.append(message)
        return
    }
    let line = "ObservationBackport: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

/// The misuse reports of one task and the tasks it creates, kept instead of printed, so that
/// the package's tests check each message rather than leave it on the console.
///
/// Thread story: the messages are guarded by their `_Locked`'s lock.
final class MisuseReports: @unchecked Sendable {
    /// Spelled without the `@TaskLocal` wrapper, which is a macro in newer SDKs and a wrapper in
    /// older ones; the type itself exists wherever Swift concurrency does.
    static let current = TaskLocal<MisuseReports?>(wrappedValue: nil)

    private let messages = _Locked<[String]>([])

    init() {}

    /// What was reported so far, in order.
    var reported: [String] { messages.withLock { $0 } }

    func append(_ message: String) {
        messages.withLock { $0.append(message) }
    }
}
