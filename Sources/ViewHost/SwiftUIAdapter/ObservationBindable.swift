#if canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB
#if canImport(SwiftUI)
import SwiftUI
#endif
import ObservationBackport

/// Bindings to the properties of a backport-observable object, `$model.name`, where SwiftUI's
/// own `Bindable` (iOS 17) is unavailable or expects Apple's `Observable`:
///
///     struct PersonEditor: View {
///         @ObservationBindable var person: Person
///
///         var body: some View {
///             TextField("Name", text: $person.name)
///         }
///     }
///
/// Also as a local in a body: `@ObservationBindable var person = person`.
///
/// The bindings are location-based, like those of `@ObservedObject`: bindings to the same
/// property of the same object are the same location in every render and every view, so
/// SwiftUI sees them unchanged; and a control showing a binding updates when the property
/// changes elsewhere, even outside any `ObservationHost` (the binding's reads are tracked).
///
/// Named apart from SwiftUI's `Bindable`, so that a file importing both modules stays
/// unambiguous; on iOS 17 and later, moving to Apple's Observation means renaming it `Bindable`.
@available(iOS, deprecated: 17, message: "use SwiftUI's @Bindable once the model uses Apple's @Observable ('import Observation')")
@available(macOS, deprecated: 14, message: "use SwiftUI's @Bindable once the model uses Apple's @Observable ('import Observation')")
@available(tvOS, deprecated: 17, message: "use SwiftUI's @Bindable once the model uses Apple's @Observable ('import Observation')")
@available(watchOS, deprecated: 10, message: "use SwiftUI's @Bindable once the model uses Apple's @Observable ('import Observation')")
@available(visionOS, deprecated: 1, message: "use SwiftUI's @Bindable once the model uses Apple's @Observable ('import Observation')")
@propertyWrapper @dynamicMemberLookup
public struct ObservationBindable<Value: AnyObject & ObservationBackport.Observable>: DynamicProperty {
    /// The object whose properties the bindings read and write.
    public var wrappedValue: Value {
        didSet { _location = ObservedObject(wrappedValue: .location(of: wrappedValue)) }
    }

    @ObservedObject private var location: ObservationBindingLocation<Value>

    /// Creates bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
        _location = ObservedObject(wrappedValue: .location(of: wrappedValue))
    }

    /// Creates bindings to the properties of `wrappedValue`: `@ObservationBindable var model = model`.
    public init(_ wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue)
    }

    /// Creates bindings from those of another `ObservationBindable`: `_model = $model`.
    public init(projectedValue: ObservationBindable<Value>) {
        self = projectedValue
    }

    /// Itself, for `$model.name`.
    public var projectedValue: ObservationBindable<Value> { self }

    /// A binding to the property at `keyPath`. Not isolated to the main actor, as SwiftUI's
    /// `Bindable` is not: `$model.name` works in a view's helper property outside `body` too.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        // `ObservedObject`'s projection is declared main-actor from the iOS 18 SDKs on (it was not
        // before), yet only makes a binding from the object and the key path, touching no state
        // of SwiftUI's: called here without isolation, as SwiftUI's own `Bindable` does. The
        // closure captures nothing; what it works on is passed in.
        typealias Location = ObservationBindingLocation<Value>
        let project: @MainActor (ObservedObject<Location>, ReferenceWritableKeyPath<Location, Member>) -> Binding<Member> = {
            $0.projectedValue[dynamicMember: $1]
        }
        let call = unsafeBitCast(
            project, to: ((ObservedObject<Location>, ReferenceWritableKeyPath<Location, Member>) -> Binding<Member>).self)
        return call(_location, \.[tracking: keyPath])
    }
}

extension ObservationBindable: Identifiable where Value: Identifiable {
    /// The object's identity, so that a collection of bindables can drive a `ForEach`.
    public var id: Value.ID { wrappedValue.id }
}

/// Unchecked: besides the object (Sendable here), it holds the object's binding location,
/// whose state is guarded by a lock.
extension ObservationBindable: @unchecked Sendable where Value: Sendable {}
#endif
