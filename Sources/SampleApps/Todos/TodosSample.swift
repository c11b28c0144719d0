import ViewHost

extension Sample {
    static let todos = Sample(
        name: "todos",
        summary: "a to-do list: add, edit, done, filter; editing a row re-evaluates only that row",
        demoScript: "type:#2=Walk the cat,toggle:#1,type:New todo=Read seed 004,tap:Add,tap:Active,toggle:#3,tap:All",
        makeHost: { _ in TextHost(TodosView(list: TodoList(titles: ["Buy milk", "Walk the dog", "Write the samples"]))) })
}
