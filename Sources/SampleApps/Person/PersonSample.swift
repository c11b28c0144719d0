import TextViews

extension Sample {
    static let person = Sample(
        name: "person",
        summary: "\"Observation framework\": @State vs @Bindable, change instance vs property, @ObservationIgnored, computed and collections",
        hint: "Try: change property vs change instance, Birthday (age is @ObservationIgnored). Two fields are called Name: the editor's is #editor",
        demoScript: "tap change property, tap change instance, type Name=Carol, tap Birthday, toggle Enable Editing, "
            + "type #editor=Dora, tap Randomize name, tap Rename directly, tap Rename via copy, tap Expand through levels, "
            + "tap Toggle, tap Replace with copy, tap Toggle indirectly",
        makeHost: { _ in TextHost(PersonSampleView()) })
}

struct PersonSampleView: View {
    let editedPerson = Person(name: "John", age: 30)
    let name = PersonName()
    let library = Library(categories: [
        Category(name: "Work", folders: [Folder(name: "Projects"), Folder(name: "Reports")]),
        Category(name: "Home", folders: [Folder(name: "Photos")]),
    ])

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ParentView()
            PersonEditorView(person: editedPerson).accessibilityIdentifier("editor")
            FullNameView(name: name)
            LibraryView(library: library)
        }
    }
}
