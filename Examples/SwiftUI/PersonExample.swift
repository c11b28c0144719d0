import ObservationBackport
import SwiftUI
import ViewHost

// "Observation framework": a child edits its parent's model through `$person.name` bindings; the parent keeps
// the instance in `@State` because it can replace it.

@Observable final class Person {
    var name: String
    @ObservationIgnored var age: Int  // not tracked: changing it updates nothing

    init(name: String, age: Int = 30) {
        self.name = name
        self.age = age
    }
}

struct PersonExample: View {
    @State private var person = Person(name: "Alice")

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading, spacing: 12) {
                Text("Parent").font(.headline)
                Text("person name: \(person.name)")
                Button("Change instance") { person = Person(name: "Mallory") }
                Button("Change property") { person.name = "Bob" }
                PersonEditor(person: person)  // no $ here: the child makes its own bindings
                    .padding(.top, 16)
            }
            .padding()
        }
    }
}

struct PersonEditor: View {
    @ObservationBindable var person: Person  // iOS 17: @Bindable
    @State private var isEditing = false

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading, spacing: 12) {
                Text("Child").font(.headline)
                Toggle("Enable editing", isOn: $isEditing)
                nameField
                    .disabled(!isEditing)
                Text("Age: \(person.age)").foregroundColor(.gray)
                Text("Current name is: \(person.name)")
            }
        }
    }

    /// A helper outside `body` makes bindings too, as with SwiftUI's `@Bindable`.
    private var nameField: some View {
        TextField("Name", text: $person.name)
    }
}
