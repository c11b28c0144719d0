import ObservationBackport
import Testing
import TextTerminal
import TextViews

// "A Deep Dive into Observation": two child views share a model; a change re-evaluates only the child that reads it.

private struct ContentView: View {
    let person: Person

    var body: some View {
        VStack(alignment: .leading) {
            PersonNameView(person: person)
            PersonAgeView(person: person)
            Button("Birthday") { person.age += 1 }
        }
    }
}

private struct PersonNameView: View {
    let person: Person
    var body: some View {
        ObservationHost { Text("Name: \(person.name)") }
    }
}

private struct PersonAgeView: View {
    let person: Person
    var body: some View {
        ObservationHost { Text("Age: \(person.age)") }
    }
}

@MainActor @Suite(.unbridged) struct FineGrainedTests {
    @Test func firstFrameEvaluatesEveryViewOnce() {
        let host = TextHost(ContentView(person: Person(name: "Tom", age: 12)))
        #expect(host.frame == """
            Name: Tom
            Age: 12
            [ Birthday ]
            """)
        #expect(host.evaluationCounts == ["ContentView": 1, "PersonNameView": 1, "PersonAgeView": 1])
    }

    @Test func changingOnePropertyReevaluatesOnlyTheViewThatReadsIt() throws {
        let host = TextHost(ContentView(person: Person(name: "Tom", age: 12)))
        host.resetEvaluationCounts()

        try host.tap("Birthday")

        #expect(host.frame == """
            Name: Tom
            Age: 13
            [ Birthday ]
            """)
        #expect(host.evaluationCounts == ["PersonAgeView": 1])
    }

    @Test func aChangeOutsideAnyActionWaitsForTheNextUpdate() {
        let person = Person(name: "Tom", age: 12)
        let host = TextHost(ContentView(person: person))
        host.resetEvaluationCounts()

        person.name = "Tim"
        #expect(host.frame.hasPrefix("Name: Tom"))
        #expect(host.update())

        #expect(host.frame.hasPrefix("Name: Tim"))
        #expect(host.evaluationCounts == ["PersonNameView": 1])
        #expect(!host.update())
    }
}

// "Swift Observation: in-depth analysis", "Change both": two writes in one action give one update of the view.

private struct PairView: View {
    @State var pair = Pair()

    var body: some View {
        ObservationHost {
            Text(pair.str1)
            Text(pair.str2)
            Button("Change str1") { pair.str1 = "new1" }
            Button("Change both") {
                pair.str1 = "both1"
                pair.str2 = "both2"
            }
        }
    }
}

@MainActor @Suite(.unbridged) struct CoalescingTests {
    @Test func twoWritesInOneActionGiveOneEvaluation() throws {
        let host = TextHost(PairView())
        host.resetEvaluationCounts()

        try host.tap("Change both")

        #expect(host.evaluationCounts == ["PairView": 1])
        #expect(host.frame.hasPrefix("both1\nboth2\n"))
    }

    @Test func writesBeforeAnUpdateCoalesceIntoOneEvaluation() throws {
        let holder = PairHolder()
        let host = TextHost(EnvironmentPairView().environment(holder))
        host.resetEvaluationCounts()

        holder.ref.str1 = "a"
        holder.ref.str1 = "b"
        holder.ref.str1 = "c"
        host.update()

        #expect(host.evaluationCounts == ["View1": 1])
        #expect(host.frame.hasPrefix("c\n"))
    }
}

// "Swift Observation: in-depth analysis", "Change ref": replacing the referenced object updates every view that reads through it.

private struct EnvironmentPairView: View {
    @Environment(PairHolder.self) var holder

    var body: some View {
        VStack(alignment: .leading) {
            View1()
            View2()
            Button("Change ref") { holder.ref = Pair() }
            Button("Change str1") { holder.ref.str1 = "new1" }
        }
    }
}

private struct View1: View {
    @Environment(PairHolder.self) var holder
    var body: some View {
        ObservationHost { Text(holder.ref.str1) }
    }
}

private struct View2: View {
    @Environment(PairHolder.self) var holder
    var body: some View {
        ObservationHost { Text(holder.ref.str2) }
    }
}

@MainActor @Suite(.unbridged) struct ReplacingAReferenceTests {
    @Test func replacingTheObjectUpdatesBothViews() throws {
        let host = TextHost(EnvironmentPairView().environment(PairHolder()))
        host.resetEvaluationCounts()

        try host.tap("Change ref")

        #expect(host.evaluationCounts == ["View1": 1, "View2": 1])
        #expect(host.frame == """
            test1
            test2
            [ Change ref ]
            [ Change str1 ]
            """)
    }

    @Test func changingOnePropertyOfTheObjectUpdatesOneView() throws {
        let host = TextHost(EnvironmentPairView().environment(PairHolder()))
        host.resetEvaluationCounts()

        try host.tap("Change str1")

        #expect(host.evaluationCounts == ["View1": 1])
        #expect(host.frame.hasPrefix("new1\ntest2\n"))
    }
}

@MainActor @Suite(.unbridged) struct EnvironmentTests {
    private struct Reader: View {
        @Environment(Person.self) var person
        var body: some View {
            ObservationHost { Text("Hello \(person.name)") }
        }
    }

    private struct Chooser: View {
        @State var usesBob = false
        let alice = Person(name: "Alice"), bob = Person(name: "Bob")

        var body: some View {
            Button("choose") { usesBob.toggle() }
            Reader().environment(usesBob ? bob : alice)
        }
    }

    @Test func aChildReadsTheObjectItsAncestorProvides() throws {
        let host = TextHost(Chooser())
        #expect(host.frame == "[ choose ]\nHello Alice")
        host.resetEvaluationCounts()

        try host.tap("choose")

        #expect(host.frame == "[ choose ]\nHello Bob")
        #expect(host.evaluationCounts == ["Chooser": 1, "Reader": 1])
    }
}
