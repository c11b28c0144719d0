/// One Swift file given to the migration: where it lives (for diagnostics and diffs) and its text.
public struct MigrationSource: Equatable, Sendable {
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
