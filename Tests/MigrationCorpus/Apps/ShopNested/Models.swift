import Combine
import Foundation

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
}

final class CartModel: ObservableObject {
    @Published var lines: [Product] = []
    @Published var coupon: String?

    var total: Double {
        lines.reduce(0) { $0 + $1.price } * (coupon == nil ? 1 : 0.9)
    }

    func add(_ product: Product) {
        lines.append(product)
    }
}

final class CatalogModel: ObservableObject {
    @Published var products: [Product] = [
        Product(id: 1, name: "Tea", price: 3),
        Product(id: 2, name: "Coffee", price: 4),
    ]
    private var favorites: Set<Int> = []
    var lastRefresh = Date()

    func isFavorite(_ product: Product) -> Bool {
        favorites.contains(product.id)
    }

    func toggleFavorite(_ product: Product) {
        objectWillChange.send()
        if favorites.contains(product.id) {
            favorites.remove(product.id)
        } else {
            favorites.insert(product.id)
        }
    }
}

final class ShopModel: ObservableObject {
    let cart = CartModel()
    let catalog = CatalogModel()
    @Published var isCheckingOut = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        cart.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
        catalog.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
        .store(in: &cancellables)
    }
}
