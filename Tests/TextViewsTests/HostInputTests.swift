import Testing
import TextTerminal
import TextViews

private struct Row: View {
    let name: String
    @State var taps = 0
    var body: some View {
        HStack {
            Text("\(name): \(taps)")
            Button("tap") { taps += 1 }.accessibilityIdentifier(name)
        }
    }
}

private struct List: View {
    @State var names = ["b", "c"]
    var body: some View {
        ForEach(names, id: \.self) { name in Row(name: name) }
        Button("Insert a") { names.insert("a", at: 0) }
    }
}

@MainActor @Suite(.unbridged) struct InputTests {
    @Test func sameLabelsAreAmbiguousIdentifiersAreNot() throws {
        let host = TextHost(List())
        #expect(throws: TextHost.InputError.ambiguous(.label("tap"), count: 2, identifiers: ["b", "c"])) { try host.tap("tap") }

        try host.tap(.id("c"))

        #expect(host.frame == "b: 0 [ tap ]\nc: 1 [ tap ]\n[ Insert a ]")
    }

    @Test func aWrittenAddressIsAnIdentifierAfterAHashElseALabel() {
        #expect(TextHost.ControlAddress(parsing: "#increment") == .id("increment"))
        #expect(TextHost.ControlAddress(parsing: "Start timer") == .label("Start timer"))
        #expect(TextHost.ControlAddress(parsing: "C#") == .label("C#"))
    }

    @Test func missingControlsAndWrongKindsThrow() {
        let host = TextHost(List())
        #expect(throws: TextHost.InputError.noSuchControl(.label("nope"))) { try host.tap("nope") }
        #expect(throws: TextHost.InputError.wrongKind(.label("Insert a"), expected: "toggle")) {
            try host.toggle("Insert a")
        }
    }

    @Test func rowsKeepTheirStateByIdentityWhenRowsAreInsertedBefore() throws {
        let host = TextHost(List())
        try host.tap(.id("c"))

        try host.tap("Insert a")

        #expect(host.frame == "a: 0 [ tap ]\nb: 0 [ tap ]\nc: 1 [ tap ]\n[ Insert a ]")
    }

    @Test func aChildWhoseInputsAreUnchangedIsNotEvaluatedAgain() throws {
        let host = TextHost(List())
        host.resetEvaluationCounts()

        try host.tap("Insert a")

        #expect(host.evaluationCounts == ["List": 1, "Row": 1])
    }
}
