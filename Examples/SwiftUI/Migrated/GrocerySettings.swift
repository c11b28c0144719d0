import Combine
import ObservationBackport

/// How the list shows; its ObservableObject conformance is declared in GroceryConformances.swift.
@Observable final class GrocerySettings {
    var sortsDoneLast = true
    var showsCount = true
}
