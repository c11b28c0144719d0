import Combine
import Foundation

/// A helper written for any ObservableObject: after the migration it cannot take RecipeStore.
final class ChangeLog {
    private var subscriptions: [AnyCancellable] = []
    private(set) var count = 0

    func watch<Object: ObservableObject>(_ object: Object) {
        subscriptions.append(object.objectWillChange.sink { [weak self] _ in self?.count += 1 })
    }
}

let changeLog = ChangeLog()

func startLogging(_ store: RecipeStore) {
    changeLog.watch(store)
}
