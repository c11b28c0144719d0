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
