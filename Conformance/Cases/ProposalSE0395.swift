// SE-0395 "Observation": the stated guarantees of the detailed design.
#if ENGINE_APPLE && canImport(Darwin)
import Observation  // Apple's SDKs declare no SPI: SkipReason.appleSPINotInSDK
#elseif ENGINE_APPLE
@_spi(SwiftUI) import Observation
#else
@_spi(SwiftUI) import ObservationBackport
#endif
import ConformanceKit

/// SE-0395's AtomicModel: an ignored storage behind a computed property that calls the
/// generated `access` and `withMutation` itself.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class AtomicModel {
    @ObservationIgnored private let storage = Storage()
    var score: Int {
        get {
            access(keyPath: \.score)
            return storage.value
        }
        set {
            withMutation(keyPath: \.score) { storage.value = newValue }
        }
    }

    final class Storage { var value = 0 }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class PropertyExample {
    @ObservationIgnored var events: [String] = []
    var a = 0 {
        willSet { events.append("will set triggered") }
        didSet { events.append("did set triggered") }
    }
    var b = 0
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private class PlainBase {
    var inherited = 0
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class ObservableSubclass: PlainBase {
    var own = 0
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private class ObservableBase {
    var inherited = 0
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private final class PlainSubclass: ObservableBase {
    var own = 0
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class NoDefaults {
    var value: Int
    init(value: Int) { self.value = value }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Person {
    var firstName = ""
    var lastName = ""
    var age: Int?
    var fullName: String { "\(firstName) \(lastName)" }
    var friends: [Person] = []
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Order {
    var item = "smoothie"
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Model {
    var order: Order?
    var alternateIconsUnlocked = false
    var allRecipesUnlocked = false

    func purchase(alternateIcons: Bool, allRecipes: Bool) {
        alternateIconsUnlocked = alternateIcons
        allRecipesUnlocked = allRecipes
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var proposalCases: [ConformanceCase] { [
    ConformanceCase(
        "a computed property over ignored storage, tracked by hand with access/withMutation",
        source: "SE-0395 · Computed properties (AtomicModel)",
        documented: ["score = 1", "onChange"]
    ) { log in
        let model = AtomicModel()
        withObservationTracking { _ = model.score } onChange: { log("onChange") }
        log("score = 1")
        model.score = 1
    },
    ConformanceCase(
        "a property's own willSet/didSet keep working under @Observable",
        source: "SE-0395 · willSet/didSet",
        documented: ["onChange", "will set triggered", "did set triggered"]
    ) { log in
        let model = PropertyExample()
        withObservationTracking { _ = model.a } onChange: { log("onChange") }
        model.a = 1
        for event in model.events { log(event) }
    },
    ConformanceCase(
        "an observable subclass of a plain class tracks only its own properties",
        source: "SE-0395 · Subclasses",
        documented: ["inherited = 1", "own = 1", "onChange own"]
    ) { log in
        let model = ObservableSubclass()
        withObservationTracking { _ = model.inherited } onChange: { log("onChange inherited") }
        withObservationTracking { _ = model.own } onChange: { log("onChange own") }
        log("inherited = 1")
        model.inherited = 1
        log("own = 1")
        model.own = 1
    },
    ConformanceCase(
        "a plain subclass of an observable class: inherited properties stay tracked, its own are not",
        source: "SE-0395 · Subclasses (inheritance from an @Observable class)",
        documented: ["own = 1", "inherited = 1", "onChange inherited"]
    ) { log in
        let model = PlainSubclass()
        withObservationTracking { _ = model.inherited } onChange: { log("onChange inherited") }
        withObservationTracking { _ = model.own } onChange: { log("onChange own") }
        log("own = 1")
        model.own = 1
        log("inherited = 1")
        model.inherited = 1
    },
    ConformanceCase(
        "reading a computed property tracks the stored properties it reads, even internal ones",
        source: "SE-0395 · withObservationTracking (renderPerson: fullName)",
        documented: ["firstName = Ada", "onChange", "lastName = Lovelace", "onChange"]
    ) { log in
        let person = Person()
        @MainActor func render() {
            withObservationTracking { _ = "\(person.fullName) has \(person.friends.count) friends." } onChange: {
                log("onChange")
            }
        }
        render()
        log("firstName = Ada")
        person.firstName = "Ada"
        render()
        log("lastName = Lovelace")
        person.lastName = "Lovelace"
    },
    ConformanceCase(
        "mutating the friends array notifies, a change inside a friend does not",
        source: "SE-0395 · withObservationTracking (friends)",
        documented: ["friends[0].firstName = Bo", "friends.append", "onChange"]
    ) { log in
        let person = Person()
        person.friends = [Person()]
        withObservationTracking { _ = "\(person.fullName) has \(person.friends.count) friends." } onChange: {
            log("onChange")
        }
        log("friends[0].firstName = Bo")
        person.friends[0].firstName = "Bo"
        log("friends.append")
        person.friends.append(Person())
    },
    ConformanceCase(
        "tracked properties of a property of observable type are tracked",
        source: "SE-0395 · withObservationTracking (accesses are recognized for…)",
        documented: ["order.item = juice", "onChange", "order = Order()", "onChange"]
    ) { log in
        let model = Model()
        model.order = Order()
        @MainActor func track() {
            withObservationTracking { _ = model.order?.item } onChange: { log("onChange") }
        }
        track()
        log("order.item = juice")
        model.order?.item = "juice"
        track()
        log("order = Order()")
        model.order = Order()
    },
    ConformanceCase(
        "a method writing two tracked properties notifies one scope once",
        source: "SE-0395 · @Observable macro (Model.purchase)",
        documented: ["purchase", "onChange"]
    ) { log in
        let model = Model()
        withObservationTracking {
            _ = (model.alternateIconsUnlocked, model.allRecipesUnlocked)
        } onChange: {
            log("onChange")
        }
        log("purchase")
        model.purchase(alternateIcons: true, allRecipes: true)
    },
    ConformanceCase(
        "a stored property without a default value",
        source: "SE-0395 · Initializers (all stored properties need a default)",
        documented: ["rejected at compile time"],
        documentedForOlderSwift: "stated by the proposal text only: the shipped macro initializes storage through init accessors (SE-0400), so an initializer may set a property that has no default"
    ) { log in
        let model = NoDefaults(value: 1)
        withObservationTracking { _ = model.value } onChange: { log("onChange") }
        log("accepted; value = 2")
        model.value = 2
    },
] }
