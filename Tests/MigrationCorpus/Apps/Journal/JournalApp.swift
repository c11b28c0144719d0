import SwiftUI

@main
struct JournalApp: App {
    @StateObject private var store = JournalStore()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                JournalView()
            }
            .environmentObject(store)
        }
    }
}

struct JournalView: View {
    @EnvironmentObject private var store: JournalStore

    var body: some View {
        List {
            Section("New") {
                TextField("Today…", text: $store.draft)
                Text("\(store.wordCount) words")
                Button("Save") { Task { await store.save() } }
            }
            Section("Entries") {
                EntryList(entries: store.visibleEntries)
            }
        }
        .toolbar { MoodFilter(filters: store.filters) }
    }
}

struct EntryList: View {
    let entries: [Entry]

    var body: some View {
        ForEach(entries) { entry in
            Text(entry.text)
        }
    }
}

struct MoodFilter: View {
    @ObservedObject var filters: FilterModel

    var body: some View {
        Stepper("Mood ≥ \(filters.minimumMood)", value: $filters.minimumMood, in: 0...5)
    }
}
