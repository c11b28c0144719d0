import ObservationBackport
import Testing
import TextTerminal
import TextViews

// Retain cycles: an ObservationHost's tracking must not keep a model alive once the
// view that showed it is gone.

private struct AgeView: View {
    let person: Person
    var body: some View {
        ObservationHost { Text("Age: \(person.age)") }
    }
}

private struct HolderView: View {
    let holder: Holder

    var body: some View {
        ObservationHost {
            if let person = holder.person {
                AgeView(person: person)
            } else {
                Text("nobody")
            }
        }
    }
}

@Observable private final class Holder {
    var person: Person?
}

@MainActor @Suite(.unbridged) struct LifetimeTests {
    @Test func aHostThatIsGoneLeavesItsModelFree() {
        weak var weakPerson: Person?
        do {
            let person = Person(name: "Tom", age: 12)
            weakPerson = person
            let host = TextHost(AgeView(person: person))
            #expect(host.frame == "Age: 12")
        }
        #expect(weakPerson == nil)
    }

    @Test func aModelIsFreedWhenItsViewLeavesTheTreeWhileTheHostLivesOn() {
        weak var weakPerson: Person?
        let holder = Holder()
        do {
            let person = Person(name: "Tom", age: 12)
            weakPerson = person
            holder.person = person
        }
        let host = TextHost(HolderView(holder: holder))
        #expect(host.frame == "Age: 12")  // AgeView's host now tracks the person's age
        holder.person = nil
        host.update()
        #expect(host.frame == "nobody")
        #expect(weakPerson == nil)
    }
}
