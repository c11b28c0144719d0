import Combine

/// How the list shows; its ObservableObject conformance is declared in GroceryConformances.swift.
final class GrocerySettings {
    @Published var sortsDoneLast = true
    @Published var showsCount = true
}
