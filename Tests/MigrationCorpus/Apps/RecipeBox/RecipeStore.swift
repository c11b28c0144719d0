import Foundation

struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
}

@MainActor
final class Analytics {
    static let shared = Analytics()
    private(set) var events: [String] = []

    func track(_ event: String) {
        events.append(event)
    }
}

final class RecipeStore: ObservableObject {
    @Published var recipes: [Recipe] = [
        Recipe(id: 1, name: "Soup", minutes: 30),
        Recipe(id: 2, name: "Salad", minutes: 10),
    ]
    @Published var maxMinutes = 60

    var quick: [Recipe] {
        recipes.filter { $0.minutes <= maxMinutes }
    }

    func rename(_ recipe: Recipe, to name: String) {
        guard let index = recipes.firstIndex(of: recipe) else { return }
        recipes[index].name = name
    }
}
