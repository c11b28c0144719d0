import ObservationBackport
import TextViews

// "Observation framework": a parent holding a person in @State, a child editing it through @Bindable.

@Observable final class Person {
    var name: String
    /// Not tracked: a view that shows it is not updated when it changes ("Observation framework").
    @ObservationIgnored var age: Int

    init(name: String, age: Int = 0) {
        self.name = name
        self.age = age
    }
}

/// The child: `@Bindable` because it edits a property of the parent's person.
struct PersonView: View {
    @Bindable var person: Person

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Text("Child")
                Text("person name: \(person.name)")
                TextField("Name", text: $person.name)
            }
        }
    }
}

/// The parent: `@State` because it replaces the instance itself ("change instance"); a change
/// of a property ("change property") needs nothing more than the view reading it.
struct ParentView: View {
    @State var person = Person(name: "Alice")

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Text("Parent")
                Text("person name: \(person.name)")
                HStack {
                    Button("change instance") { person = Person(name: "Mallory") }
                    Button("change property") { person.name = "Bob" }
                }
                PersonView(person: person).padding(.top)
            }
        }
    }
}

/// Local `@State`, a `@Bindable` person and an untracked age. The article disables the name field
/// while editing is off; the text system has no disabled controls, so the field is hidden.
struct PersonEditorView: View {
    @Bindable var person: Person
    @State private var isEditing = false

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Toggle("Enable Editing", isOn: $isEditing)
                if isEditing {
                    TextField("Name", text: $person.name)
                }
                Text("Age: \(person.age)")
                Text("Current name is: \(person.name)")
                Button("Birthday") { person.age += 1 }
            }
        }
    }
}
