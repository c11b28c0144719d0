/// The `.onAppear`, `.onDisappear`, `.task` and `.onChange` modifiers met in one node's body,
/// by their place in it: what they need to remember between evaluations, and which of them the
/// last evaluation no longer met (those disappeared).
@MainActor package final class NodeLifecycle {
    /// What one modifier remembers.
    package final class Record {
        package var onDisappear: (() -> Void)?
        package var task: Task<Void, Never>?
        /// The value `.onChange` or `.task(id:)` saw last.
        package var value: Any?

        /// Ends the modifier's life: cancels its task and returns its `onDisappear`.
        func end() -> (() -> Void)? {
            task?.cancel()
            task = nil
            return onDisappear
        }
    }

    private var records: [String: Record] = [:]
    private var met: Set<String> = []

    /// The record at `key` for the evaluation in progress, and whether it is new (appearing).
    package func record(at key: String) -> (record: Record, isNew: Bool) {
        met.insert(key)
        if let record = records[key] { return (record, false) }
        let record = Record()
        records[key] = record
        return (record, true)
    }

    /// Called before the node's body runs.
    func beginEvaluation() {
        met = []
    }

    /// Called after it ran: ends the modifiers it no longer met; returns their `onDisappear`s.
    func endEvaluation() -> [() -> Void] {
        let gone = records.keys.filter { !met.contains($0) }
        return gone.compactMap { key in records.removeValue(forKey: key)?.end() }
    }

    /// Called when the node leaves the tree: ends every modifier.
    func endAll() -> [() -> Void] {
        defer { records = [:] }
        return records.values.compactMap { $0.end() }
    }
}
