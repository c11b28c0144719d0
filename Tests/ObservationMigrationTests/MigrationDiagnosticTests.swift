import ObservationMigration
import Testing

/// What the migration cannot do safely: the class keeps ObservableObject (so the code still
/// compiles and behaves as before), the views that hold it keep their wrappers, and each reason
/// is a warning at the line that causes it.
@Suite struct MigrationDiagnosticTests {
    @Test func objectWillChangeSentByHand() {
        let source = """
            import Combine

            final class Player: ObservableObject {
                var position = 0 {
                    willSet { objectWillChange.send() }
                }
                func reset() { self.objectWillChange.send() }
            }
            """
        let result = migrate(["Player.swift": source])
        #expect(result.files[0].migratedText == source)
        #expect(warnings(result) == [
            "3:13: 'Player' stays an ObservableObject (2 reasons, in the warnings that name it); the views that hold it keep their @StateObject, @ObservedObject and @EnvironmentObject",
            "5:19: 'Player' is not migrated: it announces the changes of 'position' by hand from its willSet (an @Observable class has none: make 'position' @Published, delete the call and run the tool again).",
            "7:25: 'Player' is not migrated: it uses objectWillChange by hand (an @Observable class has none: make what the call announces a stored property, whose changes notify readers, and delete the call).",
        ])
    }

    @Test func aCustomObjectWillChangePublisher() {
        let source = """
            import Combine

            final class Clock: ObservableObject {
                let objectWillChange = PassthroughSubject<Void, Never>()
                var time = 0
            }
            """
        let result = migrate(["Clock.swift": source])
        #expect(result.files[0].migratedText == source)
        #expect(warnings(result).contains(
            "4:9: 'Clock' is not migrated: it declares its own objectWillChange publisher, whose meaning cannot be inferred."))
        #expect(result.diagnostics.count == 2)
    }

    @Test func aCombinePipelineOnItsOwnPublisher() {
        let source = """
            import Combine

            final class Search: ObservableObject {
                @Published var query = ""
                @Published var results: [String] = []
                private var bag: Set<AnyCancellable> = []
                init() {
                    $query.map { [$0] }.assign(to: &$results)
                }
            }
            """
        let result = migrate(["Search.swift": source])
        #expect(result.files[0].migratedText == source)
        #expect(warnings(result).filter { $0.hasPrefix("8:") } == [
            "8:9: 'Search' is not migrated: a Combine pipeline reads its publisher '$query' (an @Observable class has none: rewrite it with Observations { … } or withContinuousObservation, or run the tool with --combine-bridge to move it to ObservationCombine's observationPublisher(for:)).",
            "8:41: 'Search' is not migrated: a Combine pipeline reads its publisher '$results' (an @Observable class has none: rewrite it with Observations { … } or withContinuousObservation, or run the tool with --combine-bridge to move it to ObservationCombine's observationPublisher(for:)).",
        ])
    }

    /// The model, its view and the UIKit controller that subscribes: nothing changes in any.
    @Test func aModelSharedWithUIKitThroughCombine() {
        let model = """
            import Combine

            final class Cart: ObservableObject {
                @Published var count = 0
            }
            """
        let controller = """
            import Combine
            import UIKit

            final class CartBadgeController: UIViewController {
                let cart: Cart
                var subscription: AnyCancellable?
                init(cart: Cart) {
                    self.cart = cart
                    super.init(nibName: nil, bundle: nil)
                    subscription = cart.$count.sink { [weak self] in self?.title = "\\($0)" }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let view = """
            import SwiftUI

            struct CartView: View {
                @ObservedObject var cart: Cart
                var body: some View { Text("\\(cart.count)") }
            }
            """
        let result = migrate(["Cart.swift": model, "CartBadgeController.swift": controller, "CartView.swift": view])
        #expect(result.changedFiles.isEmpty)
        #expect(result.diagnostics.map(\.description) == [
            "Cart.swift:3:13: warning: 'Cart' stays an ObservableObject (one reason, in the warnings that name it); the views that hold it keep their @StateObject, @ObservedObject and @EnvironmentObject",
            "CartBadgeController.swift:10:29: warning: 'Cart' is not migrated: a Combine pipeline reads its publisher 'cart.$count' (an @Observable class has none: rewrite it with Observations { … } or withContinuousObservation, or run the tool with --combine-bridge to move it to ObservationCombine's observationPublisher(for:)) (UIKit/AppKit code). It is shared with UIKit/AppKit code through Combine: observe it there with withContinuousObservation or Observations instead.",
        ])
    }

    @Test func subclassChainsStayWhole() {
        let source = """
            import Combine

            class Base: ObservableObject {
                @Published var a = 0
            }

            final class Derived: Base {
                @Published var b = 0
            }
            """
        let result = migrate(["Chain.swift": source])
        #expect(result.files[0].migratedText == source)
        #expect(warnings(result) == [
            "3:7: 'Base' stays an ObservableObject (one reason, in the warnings that name it); the views that hold it keep their @StateObject, @ObservedObject and @EnvironmentObject",
            "7:13: 'Derived' stays an ObservableObject (one reason, in the warnings that name it); the views that hold it keep their @StateObject, @ObservedObject and @EnvironmentObject",
            "7:22: 'Derived' inherits ObservableObject from 'Base' (subclass chains are migrated by hand, base class first)",
        ])
    }

    /// Only the blocked model keeps its wrappers; the other migrates in the same view.
    @Test func aViewHoldingABlockedAndAMigratedModel() {
        let models = """
            import Combine

            final class Stays: ObservableObject {
                func poke() { objectWillChange.send() }
            }

            final class Moves: ObservableObject {
                @Published var value = 0
            }
            """
        let view = """
            import SwiftUI

            struct Both: View {
                @ObservedObject var stays: Stays
                @ObservedObject var moves: Moves
                var body: some View {
                    Text("\\(moves.value)")
                        .environmentObject(stays)
                        .environmentObject(moves)
                        .environmentObject(somethingElse())
                }
            }
            """
        let result = migrate(["Models.swift": models, "Both.swift": view])
        #expect(result.files[1].migratedText == """
            import SwiftUI
            import ViewHost

            struct Both: View {
                @ObservedObject var stays: Stays
                var moves: Moves
                var body: some View {
                    ObservationHost {
                        Text("\\(moves.value)")
                            .environmentObject(stays)
                            .environment(moves)
                            .environmentObject(somethingElse())
                    }
                }
            }
            """)
        #expect(result.diagnostics.map(\.description).contains(
            "Both.swift:10:14: warning: the tool cannot tell which model this puts in the environment: change it to '.environment(_:)' if that model is migrated, and read it with '@Environment(Model.self)'"))
    }

    @Test func objectWillChangeOfAnUnknownObject() {
        let source = """
            import Combine

            final class Listener {
                var bag: AnyCancellable?
                func listen(to thing: SomeLibraryType) {
                    bag = thing.objectWillChange.sink { print("changed") }
                }
            }
            """
        let result = migrate(["Listener.swift": source])
        #expect(result.files[0].migratedText == source)
        #expect(warnings(result) == [
            "6:21: objectWillChange of an object whose type the tool cannot tell: if it is a model this run migrates, this line no longer compiles; observe the properties it reads with withContinuousObservation or Observations instead."
        ])
    }

    @Test func diagnosticsPrintAsCompilersDo() {
        let diagnostic = MigrationDiagnostic(path: "Sources/App/Model.swift", line: 3, column: 7, message: "text")
        #expect(diagnostic.description == "Sources/App/Model.swift:3:7: warning: text")
    }

    /// Two apps in one run: a view's `Model` could be either.
    @Test func aModelDeclaredTwiceIsNotMigrated() {
        let first = "import Combine\n\nfinal class Twice: ObservableObject {\n    @Published var a = 0\n}\n"
        let result = migrate(["A.swift": first, "B.swift": first])
        #expect(result.changedFiles.isEmpty)
        #expect(result.diagnostics.map(\.description).contains(
            "B.swift:3:13: warning: 'Twice' is declared more than once in the given sources: neither it nor the code that holds it is migrated; migrate one app or target at a time"))
    }

    /// `Location<Value>` names the class `Location`: a blocked generic model is kept silently
    /// (its class has the warning), not reported as unreadable.
    @Test func aGenericWrapperTypeIsReadByItsName() {
        let source = """
            import Combine
            import SwiftUI

            final class Location<Value>: ObservableObject {
                let objectWillChange = ObservableObjectPublisher()
            }

            struct Uses<Value>: View {
                @ObservedObject var location: Location<Value>
                var body: some View { EmptyView() }
            }
            """
        let result = migrate(["Location.swift": source])
        #expect(result.changedFiles.isEmpty)
        #expect(warnings(result).map { String($0.prefix(5)) } == ["4:13:", "5:9: "])
    }

    @Test func thePublishedWrapperUsedItself() {
        let source = """
            import Combine

            final class Form: ObservableObject {
                @Published var name: String
                init(name: String) { _name = Published(initialValue: name) }
            }
            """
        let result = migrate(["Form.swift": source])
        #expect(result.files[0].migratedText == source)
        #expect(warnings(result).last == "5:26: 'Form' is not migrated: it uses the @Published wrapper '_name' itself (under @Observable, '_name' is the property's storage): assign the property instead.")
    }

    @Test func aProtocolThatRefinesObservableObjectIsReported() {
        let source = """
            import Combine

            protocol ViewModel: ObservableObject {}
            final class Screen: ViewModel {
                @Published var title = ""
            }
            """
        let result = migrate(["VM.swift": source])
        #expect(result.files[0].migratedText == source)
        #expect(warnings(result) == [
            "3:10: protocol 'ViewModel' refines ObservableObject: the classes that conform to it through the protocol are not migrated, nor the views that hold them"
        ])
    }

    /// The model's own extension, in another file, sends objectWillChange.
    @Test func aManualSendInAnExtensionInAnotherFile() {
        let model = "import Combine\n\nfinal class Feed: ObservableObject {\n    @Published var items: [String] = []\n}\n"
        let result = migrate([
            "Feed.swift": model,
            "Feed+Refresh.swift": "extension Feed {\n    func refresh() { objectWillChange.send() }\n}\n",
        ])
        #expect(result.changedFiles.isEmpty)
        #expect(result.diagnostics.map(\.description).contains { $0.hasPrefix("Feed+Refresh.swift:2:22: warning: 'Feed' is not migrated: it uses objectWillChange by hand") })
    }
}

/// Code that requires ObservableObject of a type it does not name stops compiling if a migrated
/// model reaches it: each such place is marked.
@Suite struct ObservableObjectRequirementTests {
    private let model = """
        import Combine

        final class Counter: ObservableObject {
            @Published var value = 0
        }
        """

    @Test func constraintsExistentialsAndHandBuiltWrappersAreMarked() {
        let helpers = """
            import SwiftUI

            func watch<T: ObservableObject>(_ object: T) {}
            func keep<T>(_ object: T) where T: Combine.ObservableObject {}
            let anyModel: (any ObservableObject)? = nil  // the line after names @Published's type
            var counts: Published<Int>.Publisher?

            struct Screen: View {
                @StateObject private var counter: Counter
                let wrapped = ObservedObject(wrappedValue: Counter())

                init() {
                    _counter = StateObject(wrappedValue: Counter())
                }

                var body: some View { Text("\\(counter.value)") }
            }
            """
        let uses = """
            func start(_ counter: Counter) {
                watch(counter)
                keep(
                    counter)
            }
            """
        let result = migrate(["Counter.swift": model, "Helpers.swift": helpers, "Uses.swift": uses])
        let marks = result.diagnostics.filter { $0.path != "Counter.swift" }.map { "\($0.path):\($0.line):\($0.column)" }
        #expect(marks == [
            "Helpers.swift:3:15", "Helpers.swift:4:44", "Helpers.swift:5:20", "Helpers.swift:6:13", "Helpers.swift:10:19", "Uses.swift:2:5",
            "Uses.swift:3:5",
        ])
        #expect(result.diagnostics.first { $0.line == 3 }?.message.hasPrefix(
            "this requires ObservableObject, which 'Counter' no longer conforms to after the migration") == true)
        #expect(result.diagnostics.first { $0.line == 10 }?.message.hasPrefix("'ObservedObject(…)' needs an ObservableObject") == true)
        #expect(result.diagnostics.first { $0.line == 6 }?.message.hasPrefix("'Published' is @Published's own type") == true)
    }

    /// Nothing migrates, nothing breaks: no mark.
    @Test func nothingIsMarkedWhenNoModelMigrates() {
        let stays = model.replacingOccurrences(of: "@Published var value = 0", with: "let objectWillChange = ObservableObjectPublisher()")
        let result = migrate(["Counter.swift": stays, "Helpers.swift": "func watch<T: ObservableObject>(_ object: T) {}\n"])
        #expect(!result.diagnostics.contains { $0.path == "Helpers.swift" })
    }
}
