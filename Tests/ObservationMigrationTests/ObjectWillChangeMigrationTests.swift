import ObservationMigration
import Testing

/// The hand-written uses of `objectWillChange` that `@Observable` makes unnecessary are deleted;
/// every other one keeps its model an `ObservableObject`, with a warning.
@Suite struct ObjectWillChangeMigrationTests {
    /// Nested models: the parent's forwarding of its children's changes goes, in both layouts.
    @Test func forwardingOfANestedModelIsDeleted() {
        expectMigration("""
            import Combine

            final class Cart: ObservableObject {
                @Published var count = 0
            }

            final class Shop: ObservableObject {
                let cart = Cart()
                var other: Cart = Cart()
                private var bag = Set<AnyCancellable>()

                init() {
                    cart.objectWillChange
                        .receive(on: RunLoop.main)
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &bag)
                    self.other.objectWillChange.sink { [weak self] _ in
                        self?.objectWillChange.send()
                    }
                    .store(in: &bag)
                    print("ready")
                }
            }
            """, """
            import Combine
            import ObservationBackport

            @Observable final class Cart {
                var count = 0
            }

            @Observable final class Shop {
                let cart = Cart()
                @ObservationIgnored var other: Cart = Cart()
                @ObservationIgnored private var bag = Set<AnyCancellable>()

                init() {
                    print("ready")
                }
            }
            """)
    }

    /// A child that stays an ObservableObject cannot be forwarded by an @Observable parent: the
    /// parent stays too, and says why.
    @Test func aParentForwardingAChildThatStaysStaysToo() {
        let source = """
            import Combine

            final class Cart: ObservableObject {
                let objectWillChange = ObservableObjectPublisher()
            }

            final class Shop: ObservableObject {
                let cart = Cart()
                var bag: Set<AnyCancellable> = []

                init() {
                    cart.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
                }
            }
            """
        let result = migrate(["Shop.swift": source])
        #expect(result.files[0].migratedText == source)
        #expect(warnings(result).contains(
            "12:9: 'Shop' is not migrated: it forwards the changes of 'Cart', which stays an ObservableObject (an @Observable class cannot forward them: migrate 'Cart' first)."))
    }

    /// A subscription that does more than forward keeps the child an ObservableObject.
    @Test func aSubscriptionThatDoesMoreThanForwardKeepsTheChild() {
        let source = """
            import Combine

            final class Cart: ObservableObject {
                @Published var count = 0
            }

            final class Shop: ObservableObject {
                let cart = Cart()
                var bag: Set<AnyCancellable> = []
                var saves = 0

                init() {
                    cart.objectWillChange.sink { [weak self] _ in self?.saves += 1; self?.objectWillChange.send() }.store(in: &bag)
                }
            }
            """
        let result = migrate(["Shop.swift": source])
        #expect(warnings(result).contains(
            "13:14: 'Cart' is not migrated: 'Shop' subscribes to its objectWillChange ('cart.objectWillChange') other than to forward it."))
        #expect(!result.files[0].migratedText.contains("@Observable final class Cart"))
    }

    /// `objectWillChange.send()` before changes to stored properties that did not publish: the
    /// call goes and those properties become tracked (no @ObservationIgnored). Before a change
    /// to a @Published property it was redundant: it goes too.
    @Test func anAnnouncedChangeMakesThePropertyTracked() {
        expectMigration("""
            import Combine

            final class Library: ObservableObject {
                @Published var title = ""
                private var favorites: Set<Int> = []
                private var log: [String] = []
                var untouched = 0

                func toggle(_ id: Int) {
                    objectWillChange.send()
                    if favorites.contains(id) {
                        favorites.remove(id)
                    } else {
                        self.favorites.insert(id)
                    }
                }

                func record(_ line: String) {
                    self.objectWillChange.send()
                    log += [line]
                }

                func rename(_ new: String) {
                    objectWillChange.send()
                    title = new
                }
            }
            """, """
            import Combine
            import ObservationBackport

            @Observable final class Library {
                var title = ""
                private var favorites: Set<Int> = []
                private var log: [String] = []
                @ObservationIgnored var untouched = 0

                func toggle(_ id: Int) {
                    if favorites.contains(id) {
                        favorites.remove(id)
                    } else {
                        self.favorites.insert(id)
                    }
                }

                func record(_ line: String) {
                    log += [line]
                }

                func rename(_ new: String) {
                    title = new
                }
            }
            """)
    }

    /// A computed property that keeps its value elsewhere (UserDefaults) and announces its
    /// changes in its setter: tracked the way Apple documents, access(keyPath:) in the getter and
    /// the change inside withMutation(keyPath:).
    @Test func aSetterThatAnnouncesItsChangeIsTrackedThroughAccessAndWithMutation() {
        expectMigration("""
            import Foundation

            final class Settings: ObservableObject {
                @Published var name = ""
                var sound: Bool {
                    get { UserDefaults.standard.bool(forKey: "sound") }
                    set {
                        objectWillChange.send()
                        UserDefaults.standard.set(newValue, forKey: "sound")
                        print("saved")
                    }
                }
                var volume: Int {
                    get {
                        let stored = UserDefaults.standard.integer(forKey: "volume")
                        return stored
                    }
                    set {
                        objectWillChange.send()
                        UserDefaults.standard.set(newValue, forKey: "volume")
                    }
                }
            }
            """, """
            import Foundation
            import ObservationBackport

            @Observable final class Settings {
                var name = ""
                var sound: Bool {
                    get { access(keyPath: \\.sound); return UserDefaults.standard.bool(forKey: "sound") }
                    set {
                        withMutation(keyPath: \\.sound) {
                            UserDefaults.standard.set(newValue, forKey: "sound")
                            print("saved")
                        }
                    }
                }
                var volume: Int {
                    get {
                        access(keyPath: \\.volume); let stored = UserDefaults.standard.integer(forKey: "volume")
                        return stored
                    }
                    set {
                        withMutation(keyPath: \\.volume) {
                            UserDefaults.standard.set(newValue, forKey: "volume")
                        }
                    }
                }
            }
            """)
    }

    /// A send that announces no change the tool can tie to tracked state (one in a closure, one
    /// sharing its line in a setter) keeps the model, with a warning that says what to write.
    @Test func aSendTheToolCannotTieToStoredStateKeepsTheModel() {
        let source = """
            import Foundation

            final class Settings: ObservableObject {
                var sound: Bool {
                    get { UserDefaults.standard.bool(forKey: "sound") }
                    set { objectWillChange.send(); UserDefaults.standard.set(newValue, forKey: "sound") }
                }
                func later() {
                    DispatchQueue.main.async { [weak self] in self?.objectWillChange.send() }
                }
            }
            """
        let result = migrate(["Settings.swift": source])
        #expect(result.files[0].migratedText == source)
        #expect(warnings(result).filter { $0.contains("uses objectWillChange by hand") }.map { $0.prefix(6) } == ["6:15: ", "9:57: "])
        #expect(warnings(result).contains(
            "6:15: 'Settings' is not migrated: it uses objectWillChange by hand in the setter of 'sound', which keeps its value elsewhere (an @Observable class has none: call access(keyPath: \\.sound) in the getter, and make the change in the setter inside withMutation(keyPath: \\.sound) { … }, instead of the call)."))
    }
}
