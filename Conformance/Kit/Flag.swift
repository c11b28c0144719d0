import Foundation

/// A flag observers raise from any thread and the owner lowers. One `NSLock` guards `raised`.
public final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    public init() {}

    public func raise() { lock.withLock { raised = true } }

    /// Returns whether the flag was raised, and lowers it.
    public func lower() -> Bool {
        lock.withLock {
            defer { raised = false }
            return raised
        }
    }
}
