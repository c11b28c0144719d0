import Foundation

/// The untracked-read diagnostic's reports, made on any thread; one lock guards them.
/// Shared with the UIKit adapter's tests (a link to this file).
final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    var all: [String] { lock.withLock { messages } }
    func add(_ message: String) { lock.withLock { messages.append(message) } }
}
