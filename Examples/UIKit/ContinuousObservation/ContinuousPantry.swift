import ObservationBackport

// The models of the continuous-observation example: a pantry, its shelves' items. Main-actor
// models, as a UIKit app's usually are.

@MainActor @Observable final class ContinuousPantry {
    var title = "Pantry"
    var items: [ContinuousPantryItem] = [
        ContinuousPantryItem(name: "Flour", count: 2),
        ContinuousPantryItem(name: "Eggs", count: 6),
        ContinuousPantryItem(name: "Milk", count: 1),
    ]

    var totalCount: Int { items.reduce(0) { $0 + $1.count } }

    func add(_ name: String) {
        items.append(ContinuousPantryItem(name: name, count: 1))
    }
}

@MainActor @Observable final class ContinuousPantryItem {
    var name: String
    var count: Int

    init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}
