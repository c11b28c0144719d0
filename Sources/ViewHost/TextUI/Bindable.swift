import ObservationBackport

extension TextUI {
    /// Makes bindings to the properties of an observable object: `$model.name`. Reading through
    /// the binding reads the model's property, so an `ObservationHost` tracks it.
    @MainActor @propertyWrapper @dynamicMemberLookup
    public struct Bindable<Value: AnyObject & Observable> {
        public var wrappedValue: Value

        public init(wrappedValue: Value) {
            self.wrappedValue = wrappedValue
        }

        /// For a local `@Bindable var model = self.model` or `Bindable(model)`.
        public init(_ wrappedValue: Value) {
            self.wrappedValue = wrappedValue
        }

        public var projectedValue: Bindable<Value> { self }

        public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
            let object = wrappedValue
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
