// Shapes of declarations inside an @Observable class, and which overload of the macro's
// equality check a property's type selects. Sources: SE-0395 (@ObservationTracked applies to
// stored `var`s only; Initializers), the measured facts (shouldNotifyObservers resolves
// statically: Equatable compares, AnyObject compares identity, anything else notifies);
// where no document states the outcome, "measured · Apple 6.3.1".
#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import ConformanceKit

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private final class Plain {}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private enum Mode: Equatable { case on, off }

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable public final class PublicModel {
    public var value = 0
    public private(set) var limited = 0
    public init() {}
    public func bumpLimited() { limited += 1 }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Shapes {
    nonisolated(unsafe) static var shared = 0
    let constant = 0
    var assignedInInit: Int
    var optionalWithoutDefault: Int?
    var mode = Mode.on
    var ratio = Double.nan
    var pair = (1, 2)
    var plains = [Plain()]
    var computedOverStorage: Int {
        get { assignedInInit * 2 }
        set { assignedInInit = newValue / 2 }
    }
    var willSetOnly = 0 {
        willSet { events.append("willSet to \(newValue)") }
    }
    @ObservationIgnored var events: [String] = []

    init() { assignedInInit = 1 }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private class Base {
    var value = 0
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
private final class Overriding: Base {
    @ObservationIgnored var overrideEvents: [String] = []
    override var value: Int {
        didSet { overrideEvents.append("override didSet \(value)") }
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class ObjectBox<T: AnyObject> {
    var object: T
    init(_ object: T) { self.object = object }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class EquatableBox<T: Equatable> {
    var value: T
    init(_ value: T) { self.value = value }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var macroShapeCases: [ConformanceCase] { [
    ConformanceCase(
        "public and private(set) properties of a public model are tracked",
        source: "SE-0395 · @Observable macro (access control respected)",
        documented: ["value = 1", "value = 1: notified", "bumpLimited()", "bumpLimited(): notified"]
    ) { log in
        let model = PublicModel()
        notifies(log, "value = 1", read: { _ = model.value }, write: { model.value = 1 })
        notifies(log, "bumpLimited()", read: { _ = model.limited }, write: { model.bumpLimited() })
    },
    ConformanceCase(
        "a static var and a let are left alone; a var assigned only in init is tracked",
        source: "SE-0395 · @ObservationTracked applies to stored instance vars; Initializers",
        documented: ["Shapes.shared = 1", "assignedInInit = 2", "assignedInInit = 2: notified"]
    ) { log in
        let shapes = Shapes()
        notifies(log, "Shapes.shared = 1", read: { _ = (Shapes.shared, shapes.constant) }, write: { Shapes.shared = 1 })
        notifies(log, "assignedInInit = 2", read: { _ = shapes.assignedInInit }, write: { shapes.assignedInInit = 2 })
    },
    ConformanceCase(
        "an optional var without a default starts nil and is tracked",
        source: "measured · Apple 6.3.1 (implicit nil default)",
        documented: ["starts nil", "optionalWithoutDefault = 1", "optionalWithoutDefault = 1: notified"]
    ) { log in
        let shapes = Shapes()
        log(shapes.optionalWithoutDefault == nil ? "starts nil" : "starts non-nil")
        notifies(log, "optionalWithoutDefault = 1", read: { _ = shapes.optionalWithoutDefault }, write: {
            shapes.optionalWithoutDefault = 1
        })
    },
    ConformanceCase(
        "a hand-written computed property is tracked through the storage it reads",
        source: "SE-0395 · Computed properties",
        documented: ["computedOverStorage = 8", "computedOverStorage = 8: notified"]
    ) { log in
        let shapes = Shapes()
        notifies(log, "computedOverStorage = 8", read: { _ = shapes.computedOverStorage }, write: {
            shapes.computedOverStorage = 8
        })
    },
    ConformanceCase(
        "an equal Equatable enum does not notify; NaN is never equal to itself, so it does",
        source: "facts 6.3 · macro set accessor (Equatable compares with ==)",
        documented: ["mode = .on", "mode = .off", "mode = .off: notified", "ratio = .nan", "ratio = .nan: notified"]
    ) { log in
        let shapes = Shapes()
        notifies(log, "mode = .on", read: { _ = shapes.mode }, write: { shapes.mode = .on })
        notifies(log, "mode = .off", read: { _ = shapes.mode }, write: { shapes.mode = .off })
        notifies(log, "ratio = .nan", read: { _ = shapes.ratio }, write: { shapes.ratio = .nan })
    },
    ConformanceCase(
        "a tuple and an array of plain objects are not Equatable: equal writes notify",
        source: "facts 6.3 · macro set accessor (neither Equatable nor AnyObject)",
        documented: ["pair = (1, 2)", "pair = (1, 2): notified", "plains = plains", "plains = plains: notified"]
    ) { log in
        let shapes = Shapes()
        notifies(log, "pair = (1, 2)", read: { _ = shapes.pair }, write: { shapes.pair = (1, 2) })
        notifies(log, "plains = plains", read: { _ = shapes.plains }, write: { shapes.plains = shapes.plains })
    },
    ConformanceCase(
        "a willSet-only property observer sees the new value; an equal write still runs it",
        source: "SE-0395 · willSet/didSet; facts 6.3 · own observers run on an equal write",
        documented: ["willSetOnly = 1", "willSetOnly = 1: notified", "willSetOnly = 1", "willSet to 1", "willSet to 1"]
    ) { log in
        let shapes = Shapes()
        notifies(log, "willSetOnly = 1", read: { _ = shapes.willSetOnly }, write: { shapes.willSetOnly = 1 })
        notifies(log, "willSetOnly = 1", read: { _ = shapes.willSetOnly }, write: { shapes.willSetOnly = 1 })
        for event in shapes.events { log(event) }
    },
    ConformanceCase(
        "a subclass overriding a tracked property with didSet: the base setter still notifies",
        source: "SE-0395 · Subclasses (override of an observable property)",
        documented: ["value = 3", "value = 3: notified", "override didSet 3"]
    ) { log in
        let object = Overriding()
        notifies(log, "value = 3", read: { _ = object.value }, write: { object.value = 3 })
        for event in object.overrideEvents { log(event) }
    },
    ConformanceCase(
        "a generic property constrained to AnyObject compares identity",
        source: "facts 6.3 · overload resolution is static (T: AnyObject)",
        documented: ["object = same", "object = other", "object = other: notified"]
    ) { log in
        let box = ObjectBox(Plain())
        notifies(log, "object = same", read: { _ = box.object }, write: { box.object = box.object })
        notifies(log, "object = other", read: { _ = box.object }, write: { box.object = Plain() })
    },
    ConformanceCase(
        "a generic property constrained to Equatable compares values",
        source: "facts 6.3 · overload resolution is static (T: Equatable)",
        documented: ["value = 1", "value = 2", "value = 2: notified"]
    ) { log in
        let box = EquatableBox(1)
        notifies(log, "value = 1", read: { _ = box.value }, write: { box.value = 1 })
        notifies(log, "value = 2", read: { _ = box.value }, write: { box.value = 2 })
    },
] }
