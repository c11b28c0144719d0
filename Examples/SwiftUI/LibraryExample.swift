import ObservationBackport
import SwiftUI
import ViewHost

// The folders of "Observation framework": a list whose rows each observe their own folder, so toggling one folder
// evaluates that row alone. The library reaches the rows through the environment, spelled as on
// iOS 17.

@Observable final class Folder: Identifiable {
    let id = UUID()
    var name: String
    var isExpanded = false

    init(name: String) {
        self.name = name
    }
}

@Observable final class Library {
    var folders = (1...20).map { Folder(name: "Folder \($0)") }

    func renameFirst() {
        folders.first?.name = "Renamed at \(Date())"
    }
}

struct LibraryExample: View {
    @State private var library = Library()

    var body: some View {
        FolderList()
            .environment(library)  // iOS 17: the same
    }
}

struct FolderList: View {
    @Environment(Library.self) private var library  // iOS 17: the same

    var body: some View {
        ObservationHost {
            List {
                Button("Rename the first folder") { library.renameFirst() }
                ForEach(library.folders) { folder in
                    FolderRow(folder: folder)  // each row tracks its own folder
                }
            }
        }
    }
}

struct FolderRow: View {
    @ObservationBindable var folder: Folder

    var body: some View {
        ObservationHost {
            Toggle(isOn: $folder.isExpanded) {
                VStack(alignment: .leading) {
                    Text(folder.name)
                    if folder.isExpanded {
                        Text("expanded").font(.caption)
                    }
                }
            }
        }
    }
}
