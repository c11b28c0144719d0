import SwiftUI

struct CatalogView: View {
    @EnvironmentObject var shop: ShopModel

    private var badge: String {
        "\(shop.cart.lines.count) in cart"
    }

    var body: some View {
        NavigationView {
            List {
                ForEach(shop.catalog.products) { product in
                    ProductRow(product: product, catalog: shop.catalog) {
                        shop.cart.add(product)
                    }
                }
            }
            .navigationBarTitle(Text(badge))
            .navigationBarItems(trailing: CartButton(cart: shop.cart))
        }
    }
}

struct ProductRow: View {
    let product: Product
    @ObservedObject var catalog: CatalogModel
    let add: () -> Void

    var body: some View {
        HStack {
            Text(product.name)
            Spacer()
            Button(catalog.isFavorite(product) ? "★" : "☆") { catalog.toggleFavorite(product) }
            Button("Add", action: add)
        }
    }
}

struct CartButton: View {
    @ObservedObject var cart: CartModel

    var body: some View {
        Text(summary(of: cart))
    }

    private func summary(of model: CartModel) -> String {
        String(format: "%.2f", model.total)
    }
}
