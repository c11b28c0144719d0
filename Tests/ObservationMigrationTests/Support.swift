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

/// A reproducible stream of numbers for generated inputs (Knuth's MMIX linear congruential
/// generator; the high bits, which are the random ones).
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
