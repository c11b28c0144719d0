import Combine

extension GrocerySettings: ObservableObject {}
