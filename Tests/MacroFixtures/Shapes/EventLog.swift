/// What the probes saw, in order: `onChange` calls, the properties' own observers, values.
///
/// State: entries are appended only on the main actor's thread — every probe function is
/// `@MainActor`, and `onChange` runs synchronously on the mutating thread — so no lock is needed.
final class EventLog: @unchecked Sendable {
    static let shared = EventLog()
    private(set) var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }

    func drain() -> [String] {
        defer { entries = [] }
        return entries
    }
}

func record(_ entry: String) { EventLog.shared.record(entry) }
