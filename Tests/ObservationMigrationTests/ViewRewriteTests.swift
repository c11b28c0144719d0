import ObservationMigration
import Testing

/// The model every view fixture holds, migrated in the same run.
private let model = """
    import Combine

    final class Model: ObservableObject {
        @Published var name = ""
        @Published var count = 0
    }
    """

/// The views file of a run with `model`, and the run's warnings.
private func migrateView(_ view: String) -> (text: String, warnings: [String]) {
    let result = migrate(["Model.swift": model, "View.swift": view])
    return (result.files[1].migratedText, result.diagnostics.map { "\($0.line):\($0.column): \($0.message)" })
}

private func expectView(_ before: String, _ after: String, warnings expected: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
    let (text, warnings) = migrateView(before)
    #expect(text == after, sourceLocation: sourceLocation)
    #expect(warnings == expected, sourceLocation: sourceLocation)
    let again = migrate(["Model.swift": migrate(["Model.swift": model]).files[0].migratedText, "View.swift": text])
    #expect(again.files[1].migratedText == text, "not idempotent", sourceLocation: sourceLocation)
}

@Suite struct ViewRewriteTests {
    /// @State would evaluate `Model()` at every re-creation of the view: the wrapper that
    /// evaluates it once replaces @StateObject.
    @Test func stateObjectBecomesObservationStateObjectAndTheBodyIsHosted() {
        expectView("""
            import SwiftUI

            struct Screen: View {
                @StateObject private var model = Model()

                var body: some View {
                    VStack {
                        Text(model.name)
                        TextField("Name", text: $model.name)
                    }
                }
            }
            """, """
            import SwiftUI
            import ViewHost

            @MainActor struct Screen: View {
                @ObservationStateObject private var model = Model()

                var body: some View {
                    ObservationHost {
                        VStack {
                            Text(model.name)
                            TextField("Name", text: $model.name)
                        }
                    }
                }
            }
            """)
    }

    @Test func stateObjectMadeInAnInitializer() {
        expectView("""
            import SwiftUI

            struct Screen: View {
                @StateObject var model: Model

                init(name: String) {
                    _model = StateObject(wrappedValue: Model())
                }

                var body: some View { Text(model.name) }
            }
            """, """
            import SwiftUI
            import ViewHost

            @MainActor struct Screen: View {
                @ObservationStateObject var model: Model

                init(name: String) {
                    _model = ObservationStateObject(wrappedValue: Model())
                }

                var body: some View { ObservationHost { Text(model.name) } }
            }
            """)
    }

    @Test func observedObjectBecomesAPlainPropertyWithoutBindings() {
        expectView("""
            import SwiftUI

            struct Row: View {
                @ObservedObject var model: Model
                let index: Int

                var body: some View {
                    Text("\\(index): \\(model.name)")
                }
            }
            """, """
            import SwiftUI
            import ViewHost

            @MainActor struct Row: View {
                var model: Model
                let index: Int

                var body: some View {
                    ObservationHost {
                        Text("\\(index): \\(model.name)")
                    }
                }
            }
            """)
    }

    /// The bindings that `$model.name` made must stay bindings.
    @Test func observedObjectWithBindingsBecomesObservationBindable() {
        expectView("""
            import SwiftUI

            struct Editor: View {
                @ObservedObject var model: Model

                var body: some View {
                    Stepper("Count", value: $model.count)
                }
            }

            struct Other: View {
                @ObservedObject var model: Model
                init(model: Model) { _model = ObservedObject(wrappedValue: model) }
                var body: some View { EmptyView() }
            }
            """, """
            import SwiftUI
            import ViewHost

            @MainActor struct Editor: View {
                @ObservationBindable var model: Model

                var body: some View {
                    ObservationHost {
                        Stepper("Count", value: $model.count)
                    }
                }
            }

            @MainActor struct Other: View {
                @ObservationBindable var model: Model
                init(model: Model) { _model = ObservationBindable(wrappedValue: model) }
                var body: some View { EmptyView() }
            }
            """)
    }

    @Test func environmentObjectsBecomeTheEnvironmentForBackportModels() {
        expectView("""
            import SwiftUI

            struct Root: View {
                @StateObject var model = Model()
                var body: some View {
                    Child()
                        .environmentObject(model)
                        .environmentObject(Model())
                }
            }

            struct Child: View {
                @EnvironmentObject var model: Model
                var body: some View {
                    Text(model.name)
                }
            }
            """, """
            import SwiftUI
            import ViewHost

            @MainActor struct Root: View {
                @ObservationStateObject var model = Model()
                var body: some View {
                    Child()
                        .environment(model)
                        .environment(Model())
                }
            }

            @MainActor struct Child: View {
                @Environment(Model.self) var model: Model
                var body: some View {
                    ObservationHost {
                        Text(model.name)
                    }
                }
            }
            """)
    }

    /// A child that holds a model without a wrapper updated with its parent before; now only
    /// its own host updates it. Passing the model to a child view is no read (the child hosts
    /// itself); passing it to a method of the view's own is (the method reads it).
    @Test func viewsHoldingAModelPlainlyAreHostedWhenTheyReadIt() {
        expectView("""
            import SwiftUI

            struct Badge: View {
                let model: Model
                var body: some View {
                    label
                }
                private var label: some View { Text("\\(model.count)") }
            }

            struct PassesItOn: View {
                let model: Model
                var body: some View { Badge(model: model) }
            }

            struct Summary: View {
                let model: Model
                var body: some View { Text(line(for: self.model, prefix: "#")) }
                func line(for item: Model, prefix: String) -> String { prefix + item.name }
            }
            """, """
            import SwiftUI
            import ViewHost

            struct Badge: View {
                let model: Model
                var body: some View {
                    ObservationHost {
                        label
                    }
                }
                private var label: some View { Text("\\(model.count)") }
            }

            struct PassesItOn: View {
                let model: Model
                var body: some View { Badge(model: model) }
            }

            struct Summary: View {
                let model: Model
                var body: some View { ObservationHost { Text(line(for: self.model, prefix: "#")) } }
                func line(for item: Model, prefix: String) -> String { prefix + item.name }
            }
            """)
    }

    @Test func indentationFollowsTheFileAndMultilineStringsAreNotReindented() {
        expectView("""
            import SwiftUI

            struct Tabs: View {
            \t@ObservedObject var model: Model

            \tvar body: some View {
            \t\tText(model.name)

            \t\tText(\"\"\"
            \t\tline
            \t\t\"\"\")
            \t}
            }
            """, """
            import SwiftUI
            import ViewHost

            @MainActor struct Tabs: View {
            \tvar model: Model

            \tvar body: some View {
            \t\tObservationHost {
            \t\tText(model.name)

            \t\tText(\"\"\"
            \t\tline
            \t\t\"\"\")
            \t\t}
            \t}
            }
            """)
    }

    @Test func aBodyAlreadyHostedIsLeftAlone() {
        let view = """
            import SwiftUI
            import ViewHost

            struct Hosted: View {
                let model: Model
                var body: some View {
                    ObservationHost { Text(model.name) }
                }
            }
            """
        #expect(migrateView(view).text == view)
    }

    @Test func wrappersInsideConditionalBlocks() {
        expectView("""
            import SwiftUI

            struct Debuggable: View {
                #if DEBUG
                @ObservedObject var model: Model
                #else
                let model: Model
                #endif
                var body: some View { Text(model.name) }
            }
            """, """
            import SwiftUI
            import ViewHost

            @MainActor struct Debuggable: View {
                #if DEBUG
                var model: Model
                #else
                let model: Model
                #endif
                var body: some View { ObservationHost { Text(model.name) } }
            }
            """)
    }

    /// `@Environment` has no projection: the bindings come from a bindable made on the spot,
    /// which gives the same location-based binding.
    @Test func bindingsOfAnEnvironmentObjectComeFromObservationBindable() {
        expectView("""
            import SwiftUI

            struct Form: View {
                @EnvironmentObject var model: Model
                var body: some View { TextField("Name", text: $model.name) }
                var stepper: some View { Stepper("", value: $model.count) }
                var whole: some View { Child(model: $model) }
            }
            """, """
            import SwiftUI
            import ViewHost

            @MainActor struct Form: View {
                @Environment(Model.self) var model: Model
                var body: some View { ObservationHost { TextField("Name", text: ObservationBindable(model).name) } }
                var stepper: some View { Stepper("", value: ObservationBindable(model).count) }
                var whole: some View { Child(model: $model) }
            }
            """, warnings: [
                "7:41: '$model' of an environment object has no replacement: pass the model itself, and take bindings with @ObservationBindable"
            ])
    }

    @Test func contentThatSwiftUIEvaluatesLaterIsReported() {
        let (text, warnings) = migrateView("""
            import SwiftUI

            struct Rows: View {
                @ObservedObject var model: Model
                var body: some View {
                    List(0..<3) { index in
                        Text("\\(index) \\(model.name)")
                    }
                }
            }
            """)
        #expect(text.contains("ObservationHost {"))
        #expect(warnings == [
            "6:9: SwiftUI evaluates the content of 'List' later, outside this body's ObservationHost: the model reads in it are not observed; wrap that content in ObservationHost { … } or move it into a view of its own"
        ])
    }

    /// Non-escaping content (a `List` without data, lazy stacks, `alert`) runs while the body
    /// runs, inside its host: no warning.
    @Test func contentEvaluatedWithTheBodyIsNotReported() {
        let (text, warnings) = migrateView("""
            import SwiftUI

            struct Rows: View {
                @ObservedObject var model: Model
                @State private var shown = false
                var body: some View {
                    List(selection: .constant(Set<Int>())) {
                        LazyVStack { Text(model.name) }
                    }
                    .alert(isPresented: $shown) { Alert(title: Text(model.name)) }
                }
            }
            """)
        #expect(text.contains("ObservationHost {"))
        #expect(warnings.isEmpty)
    }

    @Test func wrappersOfTypesTheToolDoesNotKnowAreReportedAndKept() {
        let (text, warnings) = migrateView("""
            import SwiftUI

            struct Screen: View {
                @StateObject var router = Router()
                @ObservedObject var shared = Registry.shared
                var body: some View { EmptyView() }
            }
            """)
        #expect(text.contains("@StateObject var router = Router()"))
        #expect(text.contains("@ObservedObject var shared = Registry.shared"))
        #expect(warnings == [
            "4:5: 'router' holds 'Router', which is not an ObservableObject class of the migrated sources; left as @StateObject",
            "5:5: 'shared' has a type the tool cannot read (write it as 'var shared: Model'); left as @ObservedObject",
        ])
    }

    @Test func anExplicitGetterIsReportedNotWrapped() {
        let (text, warnings) = migrateView("""
            import SwiftUI

            struct Getter: View {
                @ObservedObject var model: Model
                var body: some View {
                    get { Text(model.name) }
                }
            }
            """)
        #expect(!text.contains("ObservationHost"))
        #expect(warnings == ["6:9: wrap this getter's content in ObservationHost { … } by hand: the tool wraps implicit getters only"])
    }

    /// Models that were @Observable before the run: the code that holds them plainly is the
    /// author's, and stays as it is.
    @Test func plainHoldersOfModelsAlreadyObservableAreLeftAlone() {
        let source = """
            import ObservationBackport
            import SwiftUI

            @Observable final class Already {
                var value = 0
            }

            struct Reads: View {
                let model: Already
                var body: some View { Text("\\(model.value)") }
            }
            """
        #expect(migrate(["A.swift": source]).changedFiles.isEmpty)
    }

    /// An app's scene owns the model as a view would; `.environment(_:)` hands it down.
    @Test func theAppStructOwnsTheModel() {
        expectView("""
            import SwiftUI

            @main
            struct ModelApp: App {
                @StateObject private var model = Model()

                var body: some Scene {
                    WindowGroup {
                        Root()
                            .environmentObject(model)
                    }
                }
            }
            """, """
            import SwiftUI
            import ViewHost

            @MainActor @main
            struct ModelApp: App {
                @ObservationStateObject private var model = Model()

                var body: some Scene {
                    WindowGroup {
                        Root()
                            .environment(model)
                    }
                }
            }
            """)
    }

    /// The old wrappers made the view main-actor isolated (before the iOS 18 SDK): a view that
    /// loses all of them says so itself; one already isolated, or keeping a wrapper, is left.
    @Test func aViewThatLosesItsWrappersKeepsItsMainActorIsolation() {
        let stays = """
            import Combine

            final class Stays: ObservableObject {
                let objectWillChange = ObservableObjectPublisher()
            }
            """
        let views = """
            import SwiftUI

            @MainActor(unsafe) private struct Marked: View {
                @ObservedObject var model: Model
                var body: some View { Text("x") }
            }

            struct Mixed: View {
                @ObservedObject var model: Model
                @ObservedObject var stays: Stays
                var body: some View { Text("x") }
            }

            private struct Plain: View {
                @EnvironmentObject var model: Model
                var body: some View { Text("x") }
            }
            """
        let text = migrate(["Model.swift": model, "Stays.swift": stays, "Views.swift": views]).files[2].migratedText
        #expect(text.contains("\n@MainActor(unsafe) private struct Marked: View {\n"))
        #expect(text.contains("\nstruct Mixed: View {\n"))
        #expect(text.contains("\n@MainActor private struct Plain: View {\n"))
    }

    /// A scene body that reads a model in a WindowGroup's content (a signed-in gate at the app's
    /// root): that content is hosted. A read elsewhere in the scene is still reported.
    @Test func aWindowGroupsContentThatReadsAModelIsHosted() {
        expectView("""
            import SwiftUI

            @main
            struct GateApp: App {
                @StateObject private var model = Model()

                var body: some Scene {
                    WindowGroup {
                        if model.name.isEmpty {
                            Text("Sign in")
                        } else {
                            Root()
                        }
                    }
                }
            }
            """, """
            import SwiftUI
            import ViewHost

            @MainActor @main
            struct GateApp: App {
                @ObservationStateObject private var model = Model()

                var body: some Scene {
                    WindowGroup {
                        ObservationHost {
                            if model.name.isEmpty {
                                Text("Sign in")
                            } else {
                                Root()
                            }
                        }
                    }
                }
            }
            """)
        let (_, warnings) = migrateView("""
            import SwiftUI

            struct Titled: App {
                @StateObject private var model = Model()

                var body: some Scene {
                    WindowGroup(model.name) {
                        Text("x")
                    }
                }
            }
            """)
        #expect(warnings.map { $0.prefix(5) } == ["6:5: "])
    }

    /// `= Store.shared` holds a `Store` when the class says `static let shared = Store()`.
    @Test func aSharedInstanceIsReadByItsDeclaration() {
        let store = """
            import Combine

            final class Store: ObservableObject {
                static let shared = Store()
                static let name = "store"
                @Published var count = 0
            }
            """
        let view = """
            import SwiftUI

            struct Counter: View {
                @ObservedObject var store = Store.shared
                @ObservedObject var other = Store.name
                var body: some View { Text("\\(store.count)") }
            }
            """
        let result = migrate(["Store.swift": store, "Counter.swift": view])
        #expect(result.files[1].migratedText.contains("    var store = Store.shared\n    @ObservedObject var other = Store.name"))
        #expect(warnings(result) == ["5:5: 'other' has a type the tool cannot read (write it as 'var other: Model'); left as @ObservedObject"])
    }

    /// Two nested views of one name, and one property declared in two `#if` branches: each
    /// change is made once, in its own type.
    @Test func sameNamedNestedViewsAndPropertiesInTwoBranches() {
        expectView("""
            import SwiftUI

            enum A { struct Row: View {
                @EnvironmentObject var model: Model
                var body: some View { TextField("", text: $model.name) }
            } }
            enum B { struct Row: View {
                #if DEBUG
                @StateObject var model: Model
                #else
                @StateObject var model: Model
                #endif
                init() { _model = StateObject(wrappedValue: Model()) }
                var body: some View { TextField("", text: $model.name) }
            } }
            """, """
            import SwiftUI
            import ViewHost

            enum A { @MainActor struct Row: View {
                @Environment(Model.self) var model: Model
                var body: some View { ObservationHost { TextField("", text: ObservationBindable(model).name) } }
            } }
            enum B { @MainActor struct Row: View {
                #if DEBUG
                @ObservationStateObject var model: Model
                #else
                @ObservationStateObject var model: Model
                #endif
                init() { _model = ObservationStateObject(wrappedValue: Model()) }
                var body: some View { ObservationHost { TextField("", text: $model.name) } }
            } }
            """)
    }

    /// Optional chaining and subscripts are reads too.
    @Test func optionalAndSubscriptReadsAreReads() {
        let (text, _) = migrateView("""
            import SwiftUI

            struct Maybe: View {
                let model: Model?
                var body: some View { Text(model?.name ?? "") }
            }

            struct Forced: View {
                let models: [Model]
                var body: some View { Text(models[0].name) }
            }

            struct Interpolated: View {
                let model: Model?
                var body: some View { Text("\\(model?.name ?? "")") }
            }
            """)
        #expect(text.components(separatedBy: "ObservationHost {").count == 4)
    }

    /// The body calls a helper declared in an extension in another file, which reads the model.
    @Test func readsInAnExtensionInAnotherFileHostTheBody() {
        let result = migrate([
            "Model.swift": model,
            "Screen.swift": """
                import SwiftUI

                struct Screen: View {
                    @ObservedObject var model: Model
                    var body: some View { header }
                }
                """,
            "Screen+Header.swift": """
                import SwiftUI

                extension Screen {
                    var header: some View { Text(model.name) }
                }
                """,
        ])
        #expect(result.files[1].migratedText.contains("var body: some View { ObservationHost { header } }"))
        #expect(result.files[2].migratedText == result.files[2].originalText)
    }
}
