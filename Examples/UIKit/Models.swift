import Foundation
import ObservationBackport

/// One to-do: each row of the list and the detail screen read it.
@Observable final class Todo {
    let id = UUID()
    var title: String
    var notes: String
    var isDone = false

    init(title: String, notes: String = "") {
        self.title = title
        self.notes = notes
    }
}

/// The to-do list.
@Observable final class TodoList {
    var todos: [Todo]

    init(todos: [Todo]) {
        self.todos = todos
    }

    static var sample: TodoList {
        TodoList(todos: [
            Todo(title: "Buy milk", notes: "Oat, if they have it"),
            Todo(title: "Call the garage", notes: "About the brakes"),
            Todo(title: "Read chapter 3"),
        ])
    }

    func add() {
        todos.append(Todo(title: "To-do \(todos.count + 1)"))
    }
}

/// What the form edits.
@Observable final class Profile {
    enum Plan: Int, CaseIterable {
        case free, personal, team
        var name: String { ["Free", "Personal", "Team"][rawValue] }
    }

    var name = ""
    var email = ""
    var plan = Plan.free
    var wantsNewsletter = false

    var isComplete: Bool { !name.isEmpty && email.contains("@") }
}

/// The counter a timer advances.
@Observable final class Stopwatch {
    var seconds = 0
    var isRunning = false
}
