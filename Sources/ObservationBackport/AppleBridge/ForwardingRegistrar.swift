#if canImport(Observation)
import Observation
#endif

/// What the registrar forwards to Apple's.
enum AppleEvent {
    case access, willSet, didSet
}

/// The Apple registrar of one backport object (see `AppleObservationBridge`). The base class
/// stands for the one subclass, `AppleRegistrar`, which only exists where Apple's Observation
/// does: the object's storage can hold and call it without an availability check.
class ForwardingRegistrar {
    /// An Apple registrar for an object of type `Subject`; nil when Apple's tracking cannot see
    /// that type (it does not conform to Apple's `Observable`, or Apple's Observation is absent).
    static func make<Subject>(for subject: Subject.Type) -> ForwardingRegistrar? {
        #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *),
            let observable = subject as? any Observation.Observable.Type
        {
            func make<Root: Observation.Observable>(_: Root.Type) -> ForwardingRegistrar { AppleRegistrar<Root>() }
            return make(observable)
        }
        #endif
        return nil
    }

    /// Tells Apple's registrar of `event` on `keyPath` of `subject` (`AppleRegistrar` overrides it;
    /// the base class is never made).
    func callAsFunction<Subject, Member>(_ event: AppleEvent, _ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {}
}

#if canImport(Observation)
/// Apple's `ObservationRegistrar` for an object whose type, `Root`, conforms to Apple's
/// `Observable`. Calls for `Root` itself (all that `@Observable` generates) go straight to
/// Apple's generic entry points; the conformance was looked up once, when the object was bridged.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class AppleRegistrar<Root: Observation.Observable>: ForwardingRegistrar {
    private let registrar = Observation.ObservationRegistrar()

    override func callAsFunction<Subject, Member>(
        _ event: AppleEvent, _ subject: Subject, _ keyPath: KeyPath<Subject, Member>
    ) {
        if Subject.self == Root.self {
            // The same type under two names: the casts change nothing.
            tell(event, unsafeBitCast(subject, to: Root.self), unsafeDowncast(keyPath, to: KeyPath<Root, Member>.self))
        } else if let observable = Subject.self as? any Observation.Observable.Type {
            // A hand-written registrar call with another subject type (a subclass, say).
            func open<Other: Observation.Observable>(_: Other.Type) {
                tell(event, unsafeBitCast(subject, to: Other.self), unsafeDowncast(keyPath, to: KeyPath<Other, Member>.self))
            }
            open(observable)
        }
    }

    private func tell<Subject: Observation.Observable, Member>(
        _ event: AppleEvent, _ subject: Subject, _ keyPath: KeyPath<Subject, Member>
    ) {
        switch event {
        case .access: registrar.access(subject, keyPath: keyPath)
        case .willSet: registrar.willSet(subject, keyPath: keyPath)
        case .didSet: registrar.didSet(subject, keyPath: keyPath)
        }
    }
}
#endif
