#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif

final class Reference: Equatable {
    static func == (lhs: Reference, rhs: Reference) -> Bool { true }
}

final class Identity {}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
/// One property of every declaration shape `@Observable` tracks, and the shapes it leaves alone.
@Observable
class Shapes {
    var plain = 0
    var withoutInitializer: Int
    weak var weakReference: Identity?
    unowned var unownedReference: Identity
    unowned(unsafe) var unsafeReference: Identity
    var implicitlyUnwrapped: Int!
    var optional: String?
    private(set) var privateSetter = 0
    public private(set) var publicPrivateSetter = 0
    final var finalValue = 0
    @MainActor var mainActorValue = 0
    var observed = 0 {
        willSet { record("observed.willSet \(observed) -> \(newValue)") }
        didSet { record("observed.didSet \(oldValue) -> \(observed)") }
    }
    /// Doc comment with a brace { and a quote ".
    var text = "a{b}//c" // trailing comment }
    var raw = #"raw "{" \(x) }"#
    var multiline = """
        multi { line "
        """
    var closure: () -> Int = { 1 } // }
    var list = [
        1, // one }
        2,
    ]
    var dictionary: [String: [Int]] = ["k{": [1]]
    var café = 1
    var equatableObject = Reference()
    var identity = Identity()
    var optionalIdentity: Identity? = nil
    var array = [1, 2, 3]

    let constant = 1
    nonisolated(unsafe) static var staticValue = 0
    var computed: Int { plain * 2 }
    @ObservationIgnored var ignored = 0

    init(identity: Identity) {
        withoutInitializer = 0
        unownedReference = identity
        unsafeReference = identity
    }

    func setPrivately(_ value: Int) {
        privateSetter = value
        publicPrivateSetter = value
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable
class Outer<A> {
    @Observable
    final class Inner<B> {
        var b: B
        var a: A?
        init(_ b: B) { self.b = b }
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable
class Base {
    var baseValue = 0
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable
final class Derived: Base {
    var derivedValue = 0
}

#if !ENGINE_APPLE
/// Swift 6.3's macro cannot expand backticked names (it writes `_ `default``); ours can.
@Observable
final class Keywords {
    var `default` = 1
    var `class` = "a"
}

/// Observers of an inherited property: the superclass tracks it (Swift 6.3's macro fails here).
@Observable
final class OverridingDerived: Base {
    override var baseValue: Int {
        didSet { record("override didSet \(oldValue) -> \(baseValue)") }
    }
}
#endif
