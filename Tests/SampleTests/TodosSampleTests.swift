@testable import SampleApps
import Testing
import TextTerminal
import TextViews

// Our own app: editing a row re-evaluates only that row; the header follows `isDone`; the list
// reads `isDone` only while a filter needs it.

@MainActor @Suite(.unbridged) struct TodosSampleTests {
    let run = CommandRunner(.todos)

    @Test func firstFrame() {
        #expect(run.start.frame == """
            Todos: 3 of 3 left
            Show: [All] Active Done
            New todo: [] [ Add ]
            ┌──────────────────────────┐
            │[ ] 1: [Buy milk]         │
            │[ ] 2: [Walk the dog]     │
            │[ ] 3: [Write the samples]│
            └──────────────────────────┘
            """)
        #expect(run.start.evaluationCounts == [
            "TodosView": 1, "HeaderView": 1, "FilterBar": 1, "NewTodoView": 1, "TodoListView": 1, "TodoRow": 3,
        ])
    }

    @Test func editingARowReEvaluatesOnlyThatRow() throws {
        let report = try run.perform("type #2=Walk the cat")
        #expect(report.frame.hasSuffix("""
            │[ ] 1: [Buy milk]         │
            │[ ] 2: [Walk the cat]     │
            │[ ] 3: [Write the samples]│
            └──────────────────────────┘
            """))
        #expect(report.evaluationCounts == ["TodoRow": 1])
    }

    @Test func doneReEvaluatesTheRowAndTheHeader() throws {
        let report = try run.perform("toggle #1")
        #expect(report.frame.hasPrefix("Todos: 2 of 3 left\n"))
        #expect(report.frame.contains("\n│[x] 1: [Buy milk]         │\n"))
        #expect(report.evaluationCounts == ["TodoRow": 1, "HeaderView": 1])
    }

    @Test func typingADraftReEvaluatesOnlyItsView() throws {
        let report = try run.perform("type New todo=Watch ep. 253")
        #expect(report.frame.contains("\nNew todo: [Watch ep. 253] [ Add ]\n"))
        #expect(report.evaluationCounts == ["NewTodoView": 1])
    }

    @Test func enterInTheDraftFieldAddsLikeTheButton() throws {
        _ = try run.perform("type New todo=Tea")
        let report = try run.perform("submit New todo")
        #expect(report.frame.contains("\n│[ ] 4: [Tea]              │\n"))
        #expect(report.frame.contains("\nNew todo: [] [ Add ]\n"))
    }

    @Test func aWideTitleKeepsTheBorderAligned() throws {
        let report = try run.perform("type #2=買い物")
        #expect(report.frame.hasSuffix("""
            │[ ] 2: [買い物]           │
            │[ ] 3: [Write the samples]│
            └──────────────────────────┘
            """))
    }

    @Test func addingAppendsARowAndClearsTheDraft() throws {
        _ = try run.perform("type New todo=Watch ep. 253")
        let report = try run.perform("tap Add")
        #expect(report.frame == """
            Todos: 4 of 4 left
            Show: [All] Active Done
            New todo: [] [ Add ]
            ┌──────────────────────────┐
            │[ ] 1: [Buy milk]         │
            │[ ] 2: [Walk the dog]     │
            │[ ] 3: [Write the samples]│
            │[ ] 4: [Watch ep. 253]    │
            └──────────────────────────┘
            """)
        #expect(report.evaluationCounts == ["NewTodoView": 1, "HeaderView": 1, "TodoListView": 1, "TodoRow": 1])
    }

    @Test func underAFilterDoneRemovesTheRowInsteadOfRedrawingIt() throws {
        let active = try run.perform("select Show=Active")
        #expect(active.frame.contains("\nShow: All [Active] Done\n"))
        #expect(active.evaluationCounts == ["FilterBar": 1, "TodoListView": 1])

        let done = try run.perform("toggle #3")
        #expect(done.frame.hasSuffix("""
            │[ ] 1: [Buy milk]    │
            │[ ] 2: [Walk the dog]│
            └─────────────────────┘
            """))
        #expect(done.evaluationCounts == ["HeaderView": 1, "TodoListView": 1])

        let all = try run.perform("select Show=All")
        #expect(all.frame.hasSuffix("│[ ] 2: [Walk the dog]     │\n│[x] 3: [Write the samples]│\n└──────────────────────────┘"))
        #expect(all.evaluationCounts == ["FilterBar": 1, "TodoListView": 1, "TodoRow": 1])
    }
}
