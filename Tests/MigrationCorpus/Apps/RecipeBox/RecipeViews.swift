import SwiftUI

@main
struct RecipeBoxApp: App {
    @StateObject var store = RecipeStore()

    var body: some Scene {
        WindowGroup {
            RecipeList(store: store)
        }
    }
}

struct RecipeList: View {
    @ObservedObject var store: RecipeStore

    var body: some View {
        NavigationView {
            VStack {
                Stepper("Up to \(store.maxMinutes) min", value: $store.maxMinutes, in: 5...120, step: 5)
                summary
                ForEach(store.quick) { recipe in
                    RecipeRow(recipe: recipe)
                }
            }
            .navigationTitle(title())
        }
        .onAppear { Analytics.shared.track("list") }
    }

    private var summary: some View {
        Text(caption)
    }

    private var caption: String {
        Analytics.shared.track("caption")
        return "\(store.quick.count) quick recipes"
    }

    private func title() -> String {
        "Recipes (\(store.recipes.count))"
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.name)
            Spacer()
            Text("\(recipe.minutes) min")
        }
    }
}

struct RecipeEditor: View {
    @EnvironmentObject var store: RecipeStore
    let recipe: Recipe
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
        Button("Save") { store.rename(recipe, to: name) }
    }
}
