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
    public let path: String
    public let originalText: String
    public let migratedText: String

    public var changed: Bool { originalText != migratedText }
}
