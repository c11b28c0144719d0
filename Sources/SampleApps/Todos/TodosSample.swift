import TextViews

extension Sample {
    static let todos = Sample(
        name: "todos",
        summary: "a to-do list: add, edit, done, filter; editing a row re-evaluates only that row",
        hint: "Try: add a todo (Enter submits), tick one, edit a title. Watch (^R): editing a row re-evaluates only that row",
        demoScript: "type #2=Walk the cat, toggle #1, type New todo=Read the articles, submit New todo, select Show=Active, toggle #3, select Show=All",
        makeHost: { _ in TextHost(TodosView(list: TodoList(titles: ["Buy milk", "Walk the dog", "Write the samples"]))) })
}
