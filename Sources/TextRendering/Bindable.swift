import ObservationBackport

extension TextUI {
    /// Makes bindings to the properties of an observable object: `$model.name`. Reading through
    /// the binding reads the model's property, so an `ObservationHost` tracks it.
    @MainActor @propertyWrapper @dynamicMemberLookup
    public struct Bindable<Value: AnyObject & Observable> {
        /// The observable object.
        public var wrappedValue: Value

        /// Wraps `wrappedValue`, for `@Bindable var model: Model` properties.
        public init(wrappedValue: Value) {
            self.wrappedValue = wrappedValue
        }

        /// For a local `@Bindable var model = self.model` or `Bindable(model)`.
        public init(_ wrappedValue: Value) {
            self.wrappedValue = wrappedValue
        }

        /// The wrapper itself, for `$model.name` bindings.
        public var projectedValue: Bindable<Value> { self }

        /// A binding that reads and writes `keyPath` of the object, observed like any other access.
        public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
            let object = wrappedValue
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
