import ObservationBackport

// A to-do list as a user of the package would write it: one object per item, so that a change
// to an item re-evaluates only the views that read that item.

@Observable final class TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable final class TodoList {
    enum Filter: String, CaseIterable {
        case all = "All", active = "Active", done = "Done"
    }

    private(set) var items: [TodoItem] = []
    var filter = Filter.all

    init(titles: [String]) {
        titles.forEach(add)
    }

    var remainingCount: Int {
        items.count { !$0.isDone }
    }

    /// The items the filter lets through; with `all`, no item's `isDone` is read.
    var visibleItems: [TodoItem] {
        switch filter {
        case .all: items
        case .active: items.filter { !$0.isDone }
        case .done: items.filter(\.isDone)
        }
    }

    func add(_ title: String) {
        items.append(TodoItem(id: (items.last?.id ?? 0) + 1, title: title))
    }
}
