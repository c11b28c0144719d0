import ObservationMigration
import Testing

/// With `--combine-bridge`, Combine pipelines on `$property` move to ObservationCombine's
/// `observationPublisher(for:)`, and `.assign(to: &$property)` to a sink the model keeps.
@Suite struct PublisherMigrationTests {
    private func bridged(_ files: KeyValuePairs<String, String>) -> MigrationResult {
        Migration.migrate(files.map { MigrationSource(path: $0.key, text: $0.value) }, bridgingCombine: true)
    }

    @Test func pipelinesInTheModelKeepTheirOperators() {
        let source = """
            import Combine
            import Foundation

            final class Search: ObservableObject {
                @Published var query = ""
                @Published var other = ""
                @Published private(set) var results: [String] = []
                @Published private(set) var isValid = false
                private var bag = Set<AnyCancellable>()

                init() {
                    $query
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .sink { [weak self] in self?.results = [$0] }
                        .store(in: &bag)
                    self.$query.combineLatest($other).map { !$0.isEmpty && !$1.isEmpty }.assign(to: &$isValid)
                }
            }
            """
        let result = bridged(["Search.swift": source])
        #expect(result.files[0].migratedText == """
            import Combine
            import Foundation
            import ObservationBackport
            import ObservationCombine

            @Observable final class Search {
                @ObservationIgnored var observationCancellables = Set<AnyCancellable>()
                var query = ""
                var other = ""
                private(set) var results: [String] = []
                private(set) var isValid = false
                @ObservationIgnored private var bag = Set<AnyCancellable>()

                init() {
                    observationPublisher(for: \\.query)
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .sink { [weak self] in self?.results = [$0] }
                        .store(in: &bag)
                    self.observationPublisher(for: \\.query).combineLatest(observationPublisher(for: \\.other)).map { !$0.isEmpty && !$1.isEmpty }.sink { [weak self] value in self?.isValid = value }.store(in: &observationCancellables)
                }
            }
            """)
        #expect(warnings(result) == [
            "12:9: this file now uses observationPublisher(for:) of the ObservationCombine library in place of @Published's '$' publishers: add the ObservationCombine product of the ObservationBackport package to this target (it publishes each new value once stored, where @Published published it just before)",
        ])
        #expect(bridged(["Search.swift": result.files[0].migratedText]).changedFiles.isEmpty, "not idempotent")
    }

    /// `.onReceive(model.$x)` in a view and `model.$x.sink` in a view controller: the receiver's
    /// declared type says which model's publisher it is.
    @Test func publishersReadOutsideTheModel() {
        let model = "import Combine\n\nfinal class Cart: ObservableObject {\n    @Published var count = 0\n}\n"
        let view = """
            import SwiftUI

            struct CartView: View {
                @ObservedObject var cart: Cart
                @State private var seen = 0
                var body: some View {
                    Text("\\(seen)").onReceive(cart.$count) { seen = $0 }
                }
            }
            """
        let controller = """
            import Combine
            import UIKit

            final class CartBadgeController: UIViewController {
                let cart: Cart
                var subscription: AnyCancellable?
                func start() {
                    subscription = cart.$count.sink { [weak self] in self?.title = "\\($0)" }
                }
            }
            """
        let result = bridged(["Cart.swift": model, "CartView.swift": view, "CartBadgeController.swift": controller])
        #expect(result.files[0].migratedText.contains("@Observable final class Cart {"))
        #expect(result.files[1].migratedText.contains(".onReceive(cart.observationPublisher(for: \\.count)) { seen = $0 }"))
        #expect(result.files[1].migratedText.hasPrefix("import ObservationCombine\nimport SwiftUI\nimport ViewHost\n"))
        #expect(result.files[2].migratedText.contains("subscription = cart.observationPublisher(for: \\.count).sink"))
        #expect(result.files[2].migratedText.contains("import ObservationCombine\n"))
    }

    /// A publisher whose model the tool cannot tell, or one passed inout elsewhere than to
    /// `assign(to:)`, keeps its model, with a warning even with the bridge.
    @Test func whatTheBridgeCannotMoveStays() {
        let model = """
            import Combine

            final class Feed: ObservableObject {
                @Published var items: [Int] = []
                func relay(into other: inout Published<[Int]>.Publisher) { other = $items }
            }
            """
        let watcher = "import Combine\n\nfunc watch(_ thing: AnyObject & Sendable) {\n    _ = (thing as! Feed).$items\n}\n"
        let result = bridged(["Feed.swift": model, "Watch.swift": watcher])
        #expect(result.changedFiles.isEmpty)
        #expect(warnings(result).contains { $0.hasPrefix("4:26: 'Feed' is not migrated: a Combine pipeline reads its publisher") })
    }

    /// Without the bridge (the default), nothing of it is used.
    @Test func withoutTheBridgeThePipelinesModelStays() {
        let model = "import Combine\n\nfinal class Cart: ObservableObject {\n    @Published var count = 0\n    init() { _ = $count.sink { _ in } }\n}\n"
        let result = Migration.migrate([MigrationSource(path: "Cart.swift", text: model)])
        #expect(result.changedFiles.isEmpty)
        #expect(warnings(result).contains { $0.contains("run the tool with --combine-bridge") })
    }
}
