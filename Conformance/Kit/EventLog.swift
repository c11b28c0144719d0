import Foundation

/// The events a case observes, in order. Observers may fire on any thread, so the log is
/// shared across threads: one `NSLock` guards `recorded`, and nothing else is mutable.
public final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var skipped: String?

    public init() {}

    public var events: [String] {
        lock.withLock { recorded }
    }

    /// Records one event.
    public func callAsFunction(_ event: String) {
        lock.withLock { recorded.append(event) }
    }

    /// Why the case could not run on this engine here (an API this SDK does not declare), when it
    /// called `skip(_:)`: the runner then reports the case as skipped, never as passed.
    public var skipReason: String? {
        lock.withLock { skipped }
    }

    /// Marks the case as unable to run here, saying why (see `SkipReason`).
    public func skip(_ reason: String) {
        lock.withLock { skipped = reason }
    }

    /// Runs `body` and sorts the events it recorded: Observation promises no order among the
    /// observers that one change notifies (Apple's order follows hash order, which varies per
    /// process), so a case that fires several of them at once compares them as a set.
    public func unordered(_ body: () -> Void) {
        let start = lock.withLock { recorded.count }
        body()
        lock.withLock { recorded[start...].sort() }
    }

    /// `unordered` for a body that awaits (events recorded by concurrent tasks).
    public func unordered(
        isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void
    ) async {
        let start = lock.withLock { recorded.count }
        await body()
        lock.withLock { recorded[start...].sort() }
    }
}
