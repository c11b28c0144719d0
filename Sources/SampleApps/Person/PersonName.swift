import ObservationBackport
import TextViews

// "Observation framework": a view that displays a computed property is updated when the stored properties it
// is computed from change.

@Observable final class PersonName {
    var firstName = "Alice"
    var lastName = "Smith"

    var fullName: String { "\(firstName) \(lastName)" }

    private static let otherFirstNames = ["Bob", "Charlie", "Diana"]
    @ObservationIgnored private var renames = 0

    /// The seed picks one of these at random; here they come in turn, so a script is repeatable.
    func randomizeName() {
        firstName = Self.otherFirstNames[renames % Self.otherFirstNames.count]
        renames += 1
    }
}

struct FullNameView: View {
    let name: PersonName

    var body: some View {
        ObservationHost {
            HStack {
                Text("Full name: \(name.fullName)")
                Button("Randomize name") { name.randomizeName() }
            }
        }
    }
}
