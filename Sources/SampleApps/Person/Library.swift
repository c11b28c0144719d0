import ObservationBackport
import TextViews

// "Observation framework", collections: arrays of @Observable objects, changed in each of the ways the article
// lists. A change to a folder re-evaluates its row; a write to an array re-evaluates the view
// that lists it.

@Observable final class Folder: Identifiable {
    var name: String
    var isExpanded = false

    init(name: String, isExpanded: Bool = false) {
        self.name = name
        self.isExpanded = isExpanded
    }

    func copy(isExpanded: Bool) -> Folder {
        Folder(name: name, isExpanded: isExpanded)
    }
}

/// The article's `FolderContainer`, with a name.
@Observable final class Category: Identifiable {
    var name: String
    var folders: [Folder]

    init(name: String, folders: [Folder]) {
        self.name = name
        self.folders = folders
    }

    func directChange() {
        if !folders.isEmpty {
            folders[0].name = "New Name"
        }
    }

    /// Read, change, put back. The article writes `if var folder`; a folder is an object here, so
    /// the local is a reference to the same folder either way.
    func readChangeReplace() {
        if let folder = folders.first {
            folder.name = "Local Only"
            folders[0] = folder
        }
    }
}

@Observable final class Library {
    var categories: [Category]

    init(categories: [Category]) {
        self.categories = categories
    }
}

struct FolderRow: View {
    let folder: Folder

    var body: some View {
        ObservationHost {
            Text("  \(folder.isExpanded ? "▾" : "▸") \(folder.name)")
        }
    }
}

struct CategoryView: View {
    let category: Category

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                Text(category.name)
                ForEach(category.folders) { folder in
                    FolderRow(folder: folder)
                }
            }
        }
    }
}

/// The categories, and one button per way of changing the second folder of the first category
/// (the first folder for the renames, as in the article).
struct LibraryView: View {
    let library: Library
    private let index = 1

    var body: some View {
        ObservationHost {
            VStack(alignment: .leading) {
                ForEach(library.categories) { category in
                    CategoryView(category: category)
                }
                HStack {
                    Button("Rename directly") { library.categories[0].directChange() }
                    Button("Rename via copy") { library.categories[0].readChangeReplace() }
                }
                HStack {
                    Button("Expand through levels") { library.categories[0].folders[1].isExpanded = true }
                    Button("Toggle") { library.categories[0].folders[index].isExpanded.toggle() }
                }
                HStack {
                    Button("Replace with copy") {
                        let folders = library.categories[0].folders
                        library.categories[0].folders[index] = folders[index].copy(isExpanded: !folders[index].isExpanded)
                    }
                    Button("Toggle indirectly") {
                        let foldersCopy = library.categories[0].folders  // shares the folder objects
                        foldersCopy[index].isExpanded.toggle()
                        library.categories[0].folders = foldersCopy
                    }
                }
            }
        }
    }
}
