#if canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB
#if canImport(SwiftUI)
import SwiftUI
#endif
import ObservationBackport

/// SwiftUI bindings to the properties of a backport-observable object, `$model.name`, where
/// SwiftUI's own `Bindable` (iOS 17) is unavailable or expects Apple's `Observable`.
///
/// Named apart from SwiftUI's `Bindable` so that a file importing both modules stays unambiguous.
@available(iOS, deprecated: 17, message: "use SwiftUI's @Bindable once the model uses Apple's @Observable ('import Observation')")
@available(macOS, deprecated: 14, message: "use SwiftUI's @Bindable once the model uses Apple's @Observable ('import Observation')")
@available(tvOS, deprecated: 17, message: "use SwiftUI's @Bindable once the model uses Apple's @Observable ('import Observation')")
@available(watchOS, deprecated: 10, message: "use SwiftUI's @Bindable once the model uses Apple's @Observable ('import Observation')")
@available(visionOS, deprecated: 1, message: "use SwiftUI's @Bindable once the model uses Apple's @Observable ('import Observation')")
@propertyWrapper @dynamicMemberLookup
public struct ObservationBindable<Value: AnyObject & ObservationBackport.Observable> {
    /// The observable object.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`, for `@ObservationBindable var model: Model` properties.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// For a local `@ObservationBindable var model = model` inside a body.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, for `$model.name` bindings.
    public var projectedValue: ObservationBindable<Value> { self }

    /// A SwiftUI binding that reads and writes `keyPath` of the object, on the main thread.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        let object = wrappedValue
        let property = MainThreadProperty<Member>(
            get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        return Binding(get: { property.get() }, set: { property.set($0) })
    }
}

/// The accessors of one property of one object, for a binding's closures.
/// Unchecked: SwiftUI calls a binding's closures on the main thread only.
private struct MainThreadProperty<Member>: @unchecked Sendable {
    let get: () -> Member
    let set: (Member) -> Void
}
#endif
