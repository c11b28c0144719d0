/// What a migration produced: each input's new text (the same text when nothing changed) and
/// the warnings about what it left for a person to do.
public struct MigrationResult: Sendable {
    /// In the order the sources were given.
    public let files: [MigratedFile]
    /// Sorted by path, line and column; lines and columns of the files as given.
    public let diagnostics: [MigrationDiagnostic]
    /// The same warnings, in the same order, at their places in the migrated texts: what the
    /// files hold once they are written (a line the migration deleted is replaced by where it was).
    public let diagnosticsInMigratedFiles: [MigrationDiagnostic]

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
