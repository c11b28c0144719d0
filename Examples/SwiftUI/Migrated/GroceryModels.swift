import Combine
import Foundation
import ObservationBackport

// The grocery app's models, written with ObservableObject. observation-migrate (see README.md)
// moves GroceryList and GroceryDraft to @Observable; GrocerySearch and GrocerySync stay, with
// warnings that say why.

struct GroceryItem: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var isDone = false
}

/// The list every screen shares.
@Observable final class GroceryList {
    var items: [GroceryItem] = []
    private(set) var changeCount = 0
    /// Never empty: an emptied title goes back to the previous one.
    var title = "Groceries" {
        didSet {
            if title.isEmpty { title = oldValue }
        }
    }
    @ObservationIgnored var undoDepth = 0  // not published: changing it updates nothing

    var remaining: Int { items.filter { !$0.isDone }.count }

    func add(_ name: String) {
        items.append(GroceryItem(name: name))
        changeCount += 1
    }

    func toggle(_ item: GroceryItem) {
        guard let index = items.firstIndex(of: item) else { return }
        items[index].isDone.toggle()
        changeCount += 1
    }
}

/// What the user is typing into the add field.
@Observable final class GroceryDraft {
    var text = ""

    var canAdd: Bool { !text.trimmingCharacters(in: .whitespaces).isEmpty }
}

/// Search with a debounced Combine pipeline on its own `$query`.
final class GrocerySearch: ObservableObject {
    @Published var query = ""
    @Published private(set) var debouncedQuery = ""
    private var subscriptions = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] query in self?.debouncedQuery = query }
            .store(in: &subscriptions)
    }
}

/// Sync status that announces its changes by hand.
@Observable final class GrocerySync {
    private(set) var pending = 0

    func enqueue() {
        pending += 1
    }
}
