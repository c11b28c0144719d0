import Foundation

/// Collects the tasks that observers start, so a case can wait for all of them before it ends
/// (the articles' "Task { print(…) }" in onChange, made deterministic).
/// One `NSLock` guards `tasks`; observers may add from any thread.
public final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [Task<Void, Never>] = []

    public init() {}

    public func add(_ task: Task<Void, Never>) {
        lock.withLock { tasks.append(task) }
    }

    /// Waits until every task added so far, and every task those add, has finished.
    public func finish() async {
        while let task = lock.withLock({ tasks.isEmpty ? nil : tasks.removeFirst() }) {
            await task.value
        }
    }
}
