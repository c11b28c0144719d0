/// A generated sequence of steps on observable objects, run against each engine by an
/// interpreter compiled against that engine. Objects and observations are named by small
/// integers; a step naming something that does not exist (any more) is skipped, so any
/// sub-sequence of a program is a program too (which the shrinker relies on).
public struct Program: Hashable, Sendable, CustomStringConvertible {
    public var steps: [Step]

    public init(_ steps: [Step]) { self.steps = steps }

    public var description: String {
        steps.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    }
}

public enum Step: Hashable, Sendable, CustomStringConvertible {
    /// Creates object `id` (fresh state), replacing any object with that id: an `@Observable`
    /// class (the macro's accessors, with their equality check) or one written by hand against
    /// the registrar (the engine alone; only these are written by concurrent threads, since the
    /// macro's storage is not synchronized).
    case create(id: Int, macro: Bool)
    /// Forgets the program's reference to object `id`; it lives on while another object links it.
    case drop(id: Int)
    /// Points `parent.child` at `child` (or at nothing).
    case link(parent: Int, child: Int?)
    /// Public `withObservationTracking(_:onChange:)`.
    case track(Scope)
    /// SPI `withObservationTracking(_:willSet:didSet:)`: persists until cancelled.
    case observe(Observer)
    /// Cancels SPI observer `id` through the `ObservationTracking` its callbacks were handed.
    case cancel(id: Int)
    /// One write on the interpreter's thread.
    case write(Write)
    /// Writes, in order, on one new thread (joined before the next step).
    case writeOnThread([Write])
    /// Each list of writes on its own thread, all at once. Generated concurrent writes are all
    /// in place (`+=`), so the values they leave do not depend on timing. Events of this step are
    /// compared as a set: Observation promises no order across threads, and Apple's once-only
    /// onChange can run more than once when threads race on it.
    case writeConcurrently([[Write]])

    public var description: String {
        switch self {
        case .create(let id, let macro): "create o\(id)\(macro ? " (@Observable)" : "")"
        case .drop(let id): "drop o\(id)"
        case .link(let parent, let child): "link o\(parent).child = \(child.map { "o\($0)" } ?? "nil")"
        case .track(let scope): "track \(scope)"
        case .observe(let observer): "observe \(observer)"
        case .cancel(let id): "cancel S\(id)"
        case .write(let write): "write \(write)"
        case .writeOnThread(let writes): "on a thread: \(writes.map(\.description).joined(separator: ", "))"
        case .writeConcurrently(let threads):
            "concurrently: " + threads.map { "[\($0.map(\.description).joined(separator: ", "))]" }.joined(separator: " ")
        }
    }
}

/// What a scope reads from one object.
public struct Read: Hashable, Sendable, CustomStringConvertible {
    public enum Member: String, Hashable, Sendable, CaseIterable {
        case a, b
        /// A computed property reading `a` and `b`.
        case sum
        /// `child?.a`: reads the link, then through it.
        case childA
    }

    public var object: Int
    public var member: Member

    public var description: String { "o\(object).\(member.rawValue)" }
}

/// A public tracking scope; `nested` scopes run inside its `apply`. With `rearm`, its onChange
/// tracks the same reads again (the "observe again in onChange" pattern), as generation 2, 3, …
/// With `spawn`, its onChange installs that SPI observer, while the change is being notified.
/// Neither happens during concurrent writes, where what they would see depends on timing.
/// With `apple`, the scope (and its re-arming) is Apple's `withObservationTracking`, whatever the
/// engine of the objects: in ObservationBackport's build, Apple's tracking sees them through
/// `AppleObservationBridge`, and both engines watch the same objects.
public struct Scope: Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    public var reads: [Read]
    public var nested: [Scope] = []
    public var rearm = false
    public var spawn: Observer?
    public var apple = false

    public var description: String {
        let inner = nested.isEmpty ? "" : " { \(nested.map(\.description).joined(separator: "; ")) }"
        let options = (rearm ? ", rearm" : "") + (spawn.map { ", spawns \($0)" } ?? "")
        return "T\(id)\(apple ? "[Apple]" : "")(\(reads.map(\.description).joined(separator: ", "))\(options))\(inner)"
    }
}

/// An SPI observer with a willSet callback, a didSet callback, or both. With `cancelAfter`, it
/// cancels itself from inside its n-th callback (callbacks during concurrent writes not counted).
/// With `apple`, it is Apple's SPI observer, as `Scope.apple`.
public struct Observer: Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    public var reads: [Read]
    public var willSet: Bool
    public var didSet: Bool
    public var cancelAfter: Int?
    public var apple = false

    public var description: String {
        let callbacks = [willSet ? "willSet" : nil, didSet ? "didSet" : nil].compactMap { $0 }
        let cancel = cancelAfter.map { ", cancels after \($0)" } ?? ""
        return "S\(id)\(apple ? "[Apple]" : "")(\(reads.map(\.description).joined(separator: ", ")); \(callbacks.joined(separator: "+"))\(cancel))"
    }
}

public struct Write: Hashable, Sendable, CustomStringConvertible {
    public enum Member: String, Hashable, Sendable, CaseIterable { case a, b }

    public var object: Int
    public var member: Member
    public var value: Int
    /// `+= value` through the modify accessor instead of `= value` through the setter.
    public var inPlace: Bool

    public var description: String { "o\(object).\(member.rawValue) \(inPlace ? "+=" : "=") \(value)" }
}
