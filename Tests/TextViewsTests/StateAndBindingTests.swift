import ObservationBackport
import Testing
import TextTerminal
import TextViews

// "Observation framework": @State keeps an observable instance across re-renders, a `let` does not;
// @Bindable gives bindings to the model's properties.

/// Rebuilds its child whenever `rebuilds` changes, as a parent that displays something would.
private struct Root<Child: View>: View {
    @State var rebuilds = 0
    let child: () -> Child

    var body: some View {
        VStack(alignment: .leading) {
            Button("Rebuild") { rebuilds += 1 }
            child()
        }
    }
}

private struct StateParentView: View {
    @State var person = Person(name: "Alice")

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Text("Parent: \(person.name)")
                Button("change instance") { person = Person(name: "Mallory") }
                Button("change property") { person.name = "Bob" }
                PersonView(person: person)
            }
        }
    }
}

private struct LetParentView: View {
    let person = Person(name: "Alice")

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Text("Parent: \(person.name)")
                Button("change property") { person.name = "Bob" }
            }
        }
    }
}

private struct PersonView: View {
    @Bindable var person: Person

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Text("Child: \(person.name)")
                TextField("Name", text: $person.name)
            }
        }
    }
}

@MainActor @Suite(.unbridged) struct StateTests {
    @Test func stateKeepsTheInstanceWhenTheParentRebuildsTheView() throws {
        let host = TextHost(Root { StateParentView() })
        try host.tap("change property")
        try host.tap("Rebuild")

        #expect(host.frame.contains("Parent: Bob"))
    }

    @Test func aLetGetsAFreshInstanceWhenTheParentRebuildsTheView() throws {
        let host = TextHost(Root { LetParentView() })
        try host.tap("change property")
        #expect(host.frame.contains("Parent: Bob"))

        try host.tap("Rebuild")

        #expect(host.frame.contains("Parent: Alice"))
    }

    @Test func replacingTheStateInstanceUpdatesParentAndChild() throws {
        let host = TextHost(StateParentView())
        host.resetEvaluationCounts()

        try host.tap("change instance")

        #expect(host.frame.hasPrefix("Parent: Mallory\n"))
        #expect(host.frame.contains("Child: Mallory"))
        #expect(host.evaluationCounts == ["StateParentView": 1, "PersonView": 1])
    }

    @Test func valueStateRendersAndPersists() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                HStack {
                    Text("\(count)")
                    Button("+") { count += 1 }
                }
            }
        }
        let host = TextHost(Root { Counter() })
        try host.tap("+")
        try host.tap("+")
        try host.tap("Rebuild")

        #expect(host.frame == "[ Rebuild ]\n2 [ + ]")
    }
}

@MainActor @Suite(.unbridged) struct BindingTests {
    @Test func typingIntoABindableFieldWritesTheModelAndUpdatesReaders() throws {
        let person = Person(name: "Alice")
        let host = TextHost(PersonView(person: person))

        try host.enter("Bob", into: "Name")

        #expect(person.name == "Bob")
        #expect(host.frame == "Child: Bob\nName: [Bob]")
    }

    @Test func aLocalBindableInABodyMakesBindingsToAnEnvironmentObject() throws {
        struct NameEditor: View {
            @Environment(Person.self) var person
            var body: some View {
                ObservationHost {
                    @Bindable var person = person
                    TextField("Name", text: $person.name)
                }
            }
        }
        let person = Person(name: "Alice")
        let host = TextHost(NameEditor().environment(person))

        try host.enter("Eve", into: "Name")

        #expect(person.name == "Eve")
        #expect(host.frame == "Name: [Eve]")
    }

    @Test func aStateBindingDrivesAToggle() throws {
        struct Settings: View {
            @State var isOn = false
            var body: some View {
                Toggle("Sound", isOn: $isOn)
                if isOn { Text("Playing") }
            }
        }
        let host = TextHost(Settings())
        try host.toggle("Sound")

        #expect(host.frame == "[x] Sound\nPlaying")
    }
}

@MainActor @Suite(.unbridged) struct BindingPropertyTests {
    private struct Switch: View {
        @Binding var isOn: Bool
        var body: some View {
            Button(action: { isOn.toggle() }) { Text(isOn ? "on" : "off") }
        }
    }

    private struct Panel: View {
        @State var isOn = false
        var body: some View {
            Switch(isOn: $isOn)
            ForEach(0..<2) { index in Text("row \(index) \(isOn)") }
        }
    }

    @Test func aBindingPassedToAChildWritesTheParentsState() throws {
        let host = TextHost(Panel())
        try host.tap("off")

        #expect(host.frame == "[ on ]\nrow 0 true\nrow 1 true")
    }
}
