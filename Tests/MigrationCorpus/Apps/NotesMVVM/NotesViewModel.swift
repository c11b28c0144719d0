import Combine
import Foundation

struct Note: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var body: String
}

final class NotesViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var visible: [Note] = []
    @Published var notes: [Note] = [
        Note(title: "Groceries", body: "milk, eggs"),
        Note(title: "Ideas", body: "a migration tool"),
    ]
    private var cancellables = Set<AnyCancellable>()

    init() {
        visible = notes
        $query
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] query in self?.filter(by: query) }
            .store(in: &cancellables)
    }

    private func filter(by query: String) {
        visible = query.isEmpty ? notes : notes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func add(title: String) {
        notes.append(Note(title: title, body: ""))
        filter(by: query)
    }
}
