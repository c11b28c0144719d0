import ObservationMigration
import Testing

/// Migrates `files` (path → text) together.
func migrate(_ files: KeyValuePairs<String, String>) -> MigrationResult {
    Migration.migrate(files.map { MigrationSource(path: $0.key, text: $0.value) })
}

/// The migrated text of one file alone.
func migrated(_ text: String) -> String {
    migrate(["File.swift": text]).files[0].migratedText
}

/// The warnings of `result` as `line:column: message`, for a file whose path is implied.
func warnings(_ result: MigrationResult) -> [String] {
    result.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
}

/// Asserts that migrating `before` gives `after`, and that migrating `after` changes nothing.
func expectMigration(_ before: String, _ after: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let once = migrated(before)
    #expect(once == after, sourceLocation: sourceLocation)
    #expect(migrated(once) == once, "not idempotent", sourceLocation: sourceLocation)
}
