import Foundation
import ObservationMigration
import Testing

@Suite struct UnifiedDiffTests {
    @Test func aChangedLineInTheMiddleWithContext() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
        let new = "a\nb\nc\nd\nE\nf\ng\nh\n"
        #expect(UnifiedDiff.make(from: old, to: new, path: "x.swift") == """
            --- a/x.swift
            +++ b/x.swift
            @@ -2,7 +2,7 @@
             b
             c
             d
            -e
            +E
             f
             g
             h

            """)
    }

    @Test func insertionsAtTheStartAndAMissingFinalNewline() {
        #expect(UnifiedDiff.make(from: "a\nb", to: "import X\na\nb", path: "y") == """
            --- a/y
            +++ b/y
            @@ -1,2 +1,3 @@
            +import X
             a
             b
            \\ No newline at end of file

            """)
    }

    @Test func equalTextsGiveNoDiff() {
        #expect(UnifiedDiff.make(from: "a\n", to: "a\n", path: "z").isEmpty)
    }

    @Test func distantChangesGiveTwoHunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "2\n3\n", with: "2\nthree\n").replacingOccurrences(of: "18\n", with: "")
        let diff = UnifiedDiff.make(from: old, to: new, path: "p")
        #expect(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,6 +1,6 @@", "@@ -15,6 +15,5 @@"])
    }
}

/// The diff of every generated app, applied to the original by a minimal patcher, gives the
/// migrated text: the hunks' line numbers and contents are consistent.
@Suite struct UnifiedDiffApplicationTests {
    @Test func diffsOfGeneratedAppsApplyToTheirOriginals() {
        var generator = AppGenerator(seed: 0xD1FF)
        for _ in 0..<60 {
            for file in Migration.migrate(generator.app()).files {
                let diff = UnifiedDiff.make(from: file.originalText, to: file.migratedText, path: file.path)
                #expect(apply(diff, to: file.originalText) == file.migratedText, "\(diff)")
            }
        }
    }

    private func apply(_ diff: String, to text: String) -> String {
        guard !diff.isEmpty else { return text }
        var old = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var offset = 0
        var cursor = 0  // index into old (after offset) where the current hunk writes
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) {
            if line.hasPrefix("@@") {
                let start = Int(line.dropFirst(4).prefix { $0.isNumber })!
                cursor = max(start - 1, 0) + offset
            } else if line.hasPrefix(" ") {
                cursor += 1
            } else if line.hasPrefix("-") {
                old.remove(at: cursor)
                offset -= 1
            } else if line.hasPrefix("+") {
                old.insert(String(line.dropFirst()), at: cursor)
                cursor += 1
                offset += 1
            }
        }
        return old.joined(separator: "\n")
    }
}
