import SwiftUI
import ViewHost

/// The app's root; the search and the sync status live as long as the app and come from it.
@MainActor struct GroceryRootView: View {
    let search: GrocerySearch
    let sync: GrocerySync
    @ObservationStateObject private var list = GroceryList()
    @ObservationStateObject private var settings = GrocerySettings()

    var body: some View {
        ObservationHost {
            NavigationView {
                GroceryListScreen(search: search, sync: sync)
                    .navigationBarTitle(Text(list.title))
            }
            .environment(list)
            .environment(settings)
        }
    }
}

struct GroceryListScreen: View {
    @Environment(GroceryList.self) var list: GroceryList
    @Environment(GrocerySettings.self) var settings: GrocerySettings
    @ObservedObject var search: GrocerySearch
    let sync: GrocerySync
    @ObservationStateObject private var draft = GroceryDraft()

    var body: some View {
        ObservationHost {
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
                Toggle("Done items last", isOn: ObservationBindable(settings).sortsDoneLast)
                GrocerySettingsView(settings: settings)
                GrocerySyncBadge(sync: sync)
            }
            .onReceive(search.$debouncedQuery) { _ in sync.enqueue() }
        }
    }

    /// The items that match the search, done ones last if the settings say so.
    @MainActor private var visibleItems: [GroceryItem] {
        let query = search.debouncedQuery
        let matching = list.items.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }
        guard settings.sortsDoneLast else { return matching }
        return matching.filter { !$0.isDone } + matching.filter(\.isDone)
    }
}

@MainActor struct GroceryRow: View {
    var list: GroceryList
    let item: GroceryItem

    var body: some View {
        ObservationHost {
            Button(item.isDone ? "✓ \(item.name)" : item.name) { list.toggle(item) }
        }
    }
}

@MainActor struct GrocerySettingsView: View {
    @ObservationBindable var settings: GrocerySettings

    var body: some View {
        ObservationHost {
            VStack {
                Toggle("Show the count", isOn: $settings.showsCount)
            }
        }
    }
}

@MainActor struct GrocerySyncBadge: View {
    var sync: GrocerySync

    var body: some View {
        ObservationHost {
            Text("\(sync.pending) changes to sync")
        }
    }
}
