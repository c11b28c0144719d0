import ObservationBackport
import TextViews

struct HeaderView: View {
    let list: TodoList

    var body: some View {
        ObservationHost {
            Text("Todos: \(list.remainingCount) of \(list.items.count) left")
        }
    }
}

struct FilterBar: View {
    @Bindable var list: TodoList

    var body: some View {
        ObservationHost {
            Picker("Show", selection: $list.filter) {
                ForEach(TodoList.Filter.allCases, id: \.self) { filter in
                    Text(filter.rawValue).tag(filter)
                }
            }
        }
    }
}

/// The draft is the view's own state; the list is only touched by "Add" (or Enter in the field).
struct NewTodoView: View {
    let list: TodoList
    @State private var draft = ""

    var body: some View {
        HStack {
            TextField("New todo", text: $draft)
                .onSubmit(add)
            Button("Add", action: add)
        }
    }

    private func add() {
        guard !draft.isEmpty else { return }
        list.add(draft)
        draft = ""
    }
}

/// One item: a done box and its editable title, drawn `[x] 2: [Walk the dog]`.
struct TodoRow: View {
    @Bindable var item: TodoItem

    var body: some View {
        ObservationHost {
            HStack(spacing: 0) {
                Toggle(isOn: $item.isDone) { EmptyView() }
                TextField("\(item.id)", text: $item.title)
            }
        }
    }
}

/// The rows, each addressable by its item's id (`toggle:#2`, `type:#2=Walk the cat`).
struct TodoListView: View {
    let list: TodoList

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                ForEach(list.visibleItems) { item in
                    TodoRow(item: item).accessibilityIdentifier("\(item.id)")
                }
            }
        }
    }
}

struct TodosView: View {
    let list: TodoList

    var body: some View {
        VStack(alignment: .leading) {
            HeaderView(list: list)
            FilterBar(list: list)
            NewTodoView(list: list)
            TodoListView(list: list).border()
        }
    }
}
