/// What a migration produced: each input's new text (the same text when nothing changed) and
/// the warnings about what it left for a person to do.
public struct MigrationResult: Sendable {
    /// In the order the sources were given.
    public let files: [MigratedFile]
    /// Sorted by path, line and column.
    public let diagnostics: [MigrationDiagnostic]

    /// The files whose text changed.
    public var changedFiles: [MigratedFile] { files.filter(\.changed) }
}

/// One migrated file.
public struct MigratedFile: Equatable, Sendable {
    /// The source's path, as given.
    public let path: String
    /// The source's text, as given.
    public let originalText: String
    /// The text after the migration; `originalText` when there was nothing to change.
    public let migratedText: String

    /// Whether the migration changed the file.
    public var changed: Bool { originalText != migratedText }
}
