import SwiftUI

/// The app's root; the search and the sync status live as long as the app and come from it.
struct GroceryRootView: View {
    let search: GrocerySearch
    let sync: GrocerySync
    @StateObject private var list = GroceryList()
    @StateObject private var settings = GrocerySettings()

    var body: some View {
        NavigationView {
            GroceryListScreen(search: search, sync: sync)
                .navigationBarTitle(Text(list.title))
        }
        .environmentObject(list)
        .environmentObject(settings)
    }
}

struct GroceryListScreen: View {
    @EnvironmentObject var list: GroceryList
    @EnvironmentObject var settings: GrocerySettings
    @ObservedObject var search: GrocerySearch
    let sync: GrocerySync
    @StateObject private var draft = GroceryDraft()

    var body: some View {
        VStack {
            TextField("Search", text: $search.query)
            HStack {
                TextField("Add an item", text: $draft.text)
                Button("Add") {
                    list.add(draft.text)
                    draft.text = ""
                }
                .disabled(!draft.canAdd)
            }
            List {
                ForEach(visibleItems) { item in
                    GroceryRow(list: list, item: item)
                }
            }
            if settings.showsCount {
                Text("\(list.remaining) left")
            }
            Toggle("Done items last", isOn: $settings.sortsDoneLast)
            GrocerySettingsView(settings: settings)
            GrocerySyncBadge(sync: sync)
        }
        .onReceive(search.$debouncedQuery) { _ in sync.enqueue() }
    }

    /// The items that match the search, done ones last if the settings say so.
    @MainActor private var visibleItems: [GroceryItem] {
        let query = search.debouncedQuery
        let matching = list.items.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }
        guard settings.sortsDoneLast else { return matching }
        return matching.filter { !$0.isDone } + matching.filter(\.isDone)
    }
}

struct GroceryRow: View {
    @ObservedObject var list: GroceryList
    let item: GroceryItem

    var body: some View {
        Button(item.isDone ? "✓ \(item.name)" : item.name) { list.toggle(item) }
    }
}

struct GrocerySettingsView: View {
    @ObservedObject var settings: GrocerySettings

    var body: some View {
        VStack {
            Toggle("Show the count", isOn: $settings.showsCount)
        }
    }
}

struct GrocerySyncBadge: View {
    @ObservedObject var sync: GrocerySync

    var body: some View {
        Text("\(sync.pending) changes to sync")
    }
}
