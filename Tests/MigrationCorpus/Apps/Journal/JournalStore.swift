import Combine
import Foundation

struct Entry: Identifiable, Hashable, Sendable {
    let id: UUID
    var text: String
    var mood: Int
}

final class JournalStore: ObservableObject {
    @Published var entries: [Entry] = []
    @Published var draft = ""
    @Published private(set) var wordCount = 0
    let filters = FilterModel()
    private var cancellables = Set<AnyCancellable>()

    init() {
        $draft
            .map { $0.split(separator: " ").count }
            .assign(to: &$wordCount)
        filters.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }

    var visibleEntries: [Entry] {
        entries.filter { $0.mood >= filters.minimumMood }
    }

    func save() async {
        try? await Task.sleep(nanoseconds: 1_000)
        entries.append(Entry(id: UUID(), text: draft, mood: 3))
        draft = ""
    }
}

final class FilterModel: ObservableObject {
    @Published var minimumMood = 0
}
