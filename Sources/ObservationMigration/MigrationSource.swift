/// One Swift file given to the migration: where it lives (for diagnostics and diffs) and its text.
public struct MigrationSource: Equatable, Sendable {
    /// As diagnostics and diffs print it.
    public let path: String
    /// The file's contents, which the migration changes only where it must.
    public let text: String

    /// A file at `path` with contents `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
