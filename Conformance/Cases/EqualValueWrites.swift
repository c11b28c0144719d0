// Which writes of an unchanged value notify (Swift 6.2+ macro: `shouldNotifyObservers` picks
// an overload statically: Equatable compares, AnyObject compares identity, anything else
// notifies), and in-place mutation, which never compares. Source: the measured facts
// (notes/observation-6.3-facts.md) and the equal-value section of "Swift Observation: in-depth analysis".
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
private struct NotEquatable {
    var value = 0
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Values {
    var int = 1
    var string = "s"
    var optionalInt: Int? = 1
    var reference = Plain()
    var optionalReference: Plain? = Plain()
    var notEquatable = NotEquatable()
    var array = [1, 2]
    var dictionary = ["k": 1]
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class WithObservers {
    @ObservationIgnored var events: [String] = []
    var value = 1 {
        willSet { events.append("own willSet") }
        didSet { events.append("own didSet") }
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable private final class OwnWithMutation {
    @ObservationIgnored var mutations: [String] = []
    var int = 1
    var string = "s"
    internal nonisolated func withMutation<Member, MutationResult>(
        keyPath: KeyPath<OwnWithMutation, Member>, _ mutation: () throws -> MutationResult
    ) rethrows -> MutationResult {
        mutations.append(keyPath == \OwnWithMutation.int ? "withMutation int" : "withMutation string")
        return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
var equalityCases: [ConformanceCase] { [
    ConformanceCase(
        "equal Int write does not notify; a different one does",
        source: "facts 6.3 · macro set accessor (Equatable)",
        documented: ["int = 1", "int = 2", "int = 2: notified"]
    ) { log in
        let m = Values()
        notifies(log, "int = 1", read: { _ = m.int }, write: { m.int = 1 })
        notifies(log, "int = 2", read: { _ = m.int }, write: { m.int = 2 })
    },
    ConformanceCase(
        "equal Optional<Int> write does not notify",
        source: "facts 6.3 · macro set accessor (Optional of Equatable)",
        documented: ["optionalInt = 1", "optionalInt = nil", "optionalInt = nil: notified"]
    ) { log in
        let m = Values()
        notifies(log, "optionalInt = 1", read: { _ = m.optionalInt }, write: { m.optionalInt = 1 })
        notifies(log, "optionalInt = nil", read: { _ = m.optionalInt }, write: { m.optionalInt = nil })
    },
    ConformanceCase(
        "identical class reference does not notify; another instance does",
        source: "facts 6.3 · macro set accessor (AnyObject identity)",
        documented: ["reference = same", "reference = new", "reference = new: notified"]
    ) { log in
        let m = Values()
        notifies(log, "reference = same", read: { _ = m.reference }, write: { m.reference = m.reference })
        notifies(log, "reference = new", read: { _ = m.reference }, write: { m.reference = Plain() })
    },
    ConformanceCase(
        "Optional of a class always notifies, even with the same object",
        source: "facts 6.3 · macro set accessor (Optional<SomeClass>)",
        documented: ["optionalReference = same", "optionalReference = same: notified"]
    ) { log in
        let m = Values()
        notifies(log, "optionalReference = same", read: { _ = m.optionalReference }, write: {
            m.optionalReference = m.optionalReference
        })
    },
    ConformanceCase(
        "non-Equatable struct always notifies",
        source: "facts 6.3 · macro set accessor (neither Equatable nor AnyObject)",
        documented: ["notEquatable = same", "notEquatable = same: notified"]
    ) { log in
        let m = Values()
        notifies(log, "notEquatable = same", read: { _ = m.notEquatable }, write: { m.notEquatable = m.notEquatable })
    },
    ConformanceCase(
        "generic property of type T always notifies, even when T is Int",
        source: "facts 6.3 · macro set accessor (generic class Box<T>)",
        documented: ["value = 1", "value = 1: notified"]
    ) { log in
        let box = Box(1)
        notifies(log, "value = 1", read: { _ = box.value }, write: { box.value = 1 })
    },
    ConformanceCase(
        "equal String written through a generic Box<String> still notifies",
        source: "facts 6.3 · macro set accessor (generic class Box<T>)",
        documented: ["value = same", "value = same: notified"]
    ) { log in
        let box = Box("s")
        notifies(log, "value = same", read: { _ = box.value }, write: { box.value = "s" })
    },
    ConformanceCase(
        "a class's own withMutation is what a changing write calls; an equal write and += do not",
        source: "facts 6.3 · macro set accessor calls withMutation(keyPath:_:), which the class may declare",
        documented: ["int = 2", "int = 2: notified", "string = s", "string = t", "string = t: notified", "int += 1",
                     "int += 1: notified", "withMutation int", "withMutation string"]
    ) { log in
        let m = OwnWithMutation()
        notifies(log, "int = 2", read: { _ = m.int }, write: { m.int = 2 })
        notifies(log, "string = s", read: { _ = m.string }, write: { m.string = "s" })
        notifies(log, "string = t", read: { _ = m.string }, write: { m.string = "t" })
        notifies(log, "int += 1", read: { _ = m.int }, write: { m.int += 1 })
        for mutation in m.mutations { log(mutation) }
    },
    ConformanceCase(
        "in-place += 0 notifies (the modify accessor never compares)",
        source: "facts 6.3 · macro _modify accessor",
        documented: ["int += 0", "int += 0: notified"]
    ) { log in
        let m = Values()
        notifies(log, "int += 0", read: { _ = m.int }, write: { m.int += 0 })
    },
    ConformanceCase(
        "dictionary subscript write of the same value notifies",
        source: "facts 6.3 · macro _modify accessor (dict[k] = v)",
        documented: ["dictionary[k] = 1", "dictionary[k] = 1: notified"]
    ) { log in
        let m = Values()
        notifies(log, "dictionary[k] = 1", read: { _ = m.dictionary }, write: { m.dictionary["k"] = 1 })
    },
    ConformanceCase(
        "array element write of the same value notifies; assigning an equal array does not",
        source: "facts 6.3 · macro _modify vs set accessor",
        documented: ["array[0] = 1", "array[0] = 1: notified", "array = [1, 2]"]
    ) { log in
        let m = Values()
        notifies(log, "array[0] = 1", read: { _ = m.array }, write: { m.array[0] = 1 })
        notifies(log, "array = [1, 2]", read: { _ = m.array }, write: { m.array = [1, 2] })
    },
    ConformanceCase(
        "own willSet/didSet run for an equal write though nobody is notified",
        source: "facts 6.3 · own willSet/didSet on an equal value",
        documented: ["value = 1", "own willSet", "own didSet"]
    ) { log in
        let m = WithObservers()
        notifies(log, "value = 1", read: { _ = m.value }, write: { m.value = 1 })
        for event in m.events { log(event) }
    },
    ConformanceCase(
        "the in-place modify accessor keeps the storage unique (no copy-on-write copy)",
        source: "facts 6.3 · macro _modify accessor (storage stays uniquely referenced)",
        documented: ["same buffer after in-place write: true"]
    ) { log in
        let m = Values()
        m.array.withUnsafeMutableBufferPointer { _ in }
        let before = m.array.withUnsafeBufferPointer { $0.baseAddress }
        m.array[0] = 5
        let after = m.array.withUnsafeBufferPointer { $0.baseAddress }
        log("same buffer after in-place write: \(before == after)")
    },
] }
