import SwiftUI

@main
struct ShopApp: App {
    @StateObject private var shop = ShopModel()

    var body: some Scene {
        WindowGroup {
            CatalogView()
                .environmentObject(shop)
        }
    }
}
