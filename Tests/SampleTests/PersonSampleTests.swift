@testable import SampleApps
import Testing
import TextTerminal
import TextViews

// "Observation framework": @State keeps a replaced instance; @Bindable edits the parent's person; an
// @ObservationIgnored property does not update its view; a computed property follows its parts;
// a change to a folder in an array re-evaluates its row, a write to the array its list.

@MainActor @Suite(.unbridged) struct PersonSampleTests {
    let run = CommandRunner(.person)

    /// The lines of the frame's section that starts with `heading` and ends before a blank line.
    private func section(_ heading: String, of frame: String) -> String {
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return "" }
        let end = lines[start...].firstIndex(of: "") ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    @Test func firstFrame() {
        #expect(run.start.frame == """
            Parent
            person name: Alice
            [ change instance ] [ change property ]

            Child
            person name: Alice
            Name: [Alice]

            [ ] Enable Editing
            Age: 30
            Current name is: John
            [ Birthday ]

            Full name: Alice Smith [ Randomize name ]

            Work
              ▸ Projects
              ▸ Reports
            Home
              ▸ Photos
            [ Rename directly ] [ Rename via copy ]
            [ Expand through levels ] [ Toggle ]
            [ Replace with copy ] [ Toggle indirectly ]
            """)
        #expect(run.start.evaluationCounts == [
            "PersonSampleView": 1, "ParentView": 1, "PersonView": 1, "PersonEditorView": 1, "FullNameView": 1,
            "LibraryView": 1, "CategoryView": 2, "FolderRow": 3,
        ])
    }

    @Test func changingThePropertyReEvaluatesParentAndChildWhichBothShowIt() throws {
        let report = try run.perform("tap change property")
        #expect(report.frame.hasPrefix("Parent\nperson name: Bob\n"))
        #expect(section("Child", of: report.frame) == "Child\nperson name: Bob\nName: [Bob]")
        #expect(report.evaluationCounts == ["ParentView": 1, "PersonView": 1])
    }

    @Test func theChildEditsTheParentsInstanceAfterTheParentReplacedIt() throws {
        let replaced = try run.perform("tap change instance")
        #expect(replaced.frame.hasPrefix("Parent\nperson name: Mallory\n"))
        #expect(section("Child", of: replaced.frame) == "Child\nperson name: Mallory\nName: [Mallory]")
        #expect(replaced.evaluationCounts == ["ParentView": 1, "PersonView": 1])

        let edited = try run.perform("type Name=Carol")
        #expect(edited.frame.hasPrefix("Parent\nperson name: Carol\n"))
        #expect(section("Child", of: edited.frame) == "Child\nperson name: Carol\nName: [Carol]")
        #expect(edited.evaluationCounts == ["ParentView": 1, "PersonView": 1])
    }

    @Test func anIgnoredPropertyShowsOnlyWhenSomethingElseReEvaluatesTheView() throws {
        let birthday = try run.perform("tap Birthday")
        #expect(!birthday.frameChanged)
        #expect(birthday.evaluationCounts == [:])

        let editing = try run.perform("toggle Enable Editing")
        #expect(section("[x] Enable Editing", of: editing.frame) == """
            [x] Enable Editing
            Name: [John]
            Age: 31
            Current name is: John
            [ Birthday ]
            """)
        #expect(editing.evaluationCounts == ["PersonEditorView": 1])

        let renamed = try run.perform("type #editor=Johnny")
        #expect(section("[x] Enable Editing", of: renamed.frame).contains("Current name is: Johnny"))
        #expect(renamed.evaluationCounts == ["PersonEditorView": 1])
    }

    @Test func aComputedPropertyFollowsTheStoredOneItReads() throws {
        let report = try run.perform("tap Randomize name")
        #expect(report.frame.contains("\nFull name: Bob Smith [ Randomize name ]\n"))
        #expect(report.evaluationCounts == ["FullNameView": 1])
    }

    @Test func changesToAFolderReEvaluateItsRowOnly() throws {
        let renamed = try run.perform("tap Rename directly")
        #expect(section("Work", of: renamed.frame).hasPrefix("Work\n  ▸ New Name\n  ▸ Reports\nHome"))
        #expect(renamed.evaluationCounts == ["FolderRow": 1])

        let expanded = try run.perform("tap Expand through levels")
        #expect(section("Work", of: expanded.frame).hasPrefix("Work\n  ▸ New Name\n  ▾ Reports\nHome"))
        #expect(expanded.evaluationCounts == ["FolderRow": 1])

        let toggled = try run.perform("tap Toggle")
        #expect(section("Work", of: toggled.frame).hasPrefix("Work\n  ▸ New Name\n  ▸ Reports\nHome"))
        #expect(toggled.evaluationCounts == ["FolderRow": 1])
    }

    @Test func writesToTheArrayAlsoReEvaluateItsCategory() throws {
        let renamed = try run.perform("tap Rename via copy")
        #expect(section("Work", of: renamed.frame).hasPrefix("Work\n  ▸ Local Only\n  ▸ Reports\nHome"))
        #expect(renamed.evaluationCounts == ["CategoryView": 1, "FolderRow": 1])

        let replaced = try run.perform("tap Replace with copy")
        #expect(section("Work", of: replaced.frame).hasPrefix("Work\n  ▸ Local Only\n  ▾ Reports\nHome"))
        #expect(replaced.evaluationCounts == ["CategoryView": 1, "FolderRow": 1])

        let indirect = try run.perform("tap Toggle indirectly")
        #expect(section("Work", of: indirect.frame).hasPrefix("Work\n  ▸ Local Only\n  ▸ Reports\nHome"))
        #expect(indirect.evaluationCounts == ["CategoryView": 1, "FolderRow": 1])
    }

    @Test func expandingAnExpandedFolderIsAnEqualWriteThatReEvaluatesNothing() throws {
        _ = try run.perform("tap Expand through levels")
        let again = try run.perform("tap Expand through levels")
        #expect(!again.frameChanged)
        #expect(again.evaluationCounts == [:])
    }
}
