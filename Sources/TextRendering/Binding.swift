extension TextUI {
    /// A read-write reference to a value owned elsewhere (a `@State`, a model's property).
    @MainActor @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
        private let getValue: () -> Value
        private let setValue: (Value) -> Void

        /// A binding that reads with `get` and writes with `set`.
        public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
            getValue = get
            setValue = set
        }

        /// The binding itself, for `@Binding var value: Value` properties initialized from
        /// `$value`.
        public init(projectedValue: Binding<Value>) {
            self = projectedValue
        }

        /// A binding that always reads `value` and ignores writes.
        public static func constant(_ value: Value) -> Binding<Value> {
            Binding(get: { value }, set: { _ in })
        }

        /// The value, read and written through the binding's closures.
        public var wrappedValue: Value {
            get { getValue() }
            nonmutating set { setValue(newValue) }
        }

        /// The binding itself, for passing `$value` on.
        public var projectedValue: Binding<Value> { self }

        /// A binding to a part of the value: `$settings.name`.
        public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
            Binding<Member>(
                get: { self.wrappedValue[keyPath: keyPath] },
                set: { member in
                    var value = self.wrappedValue
                    value[keyPath: keyPath] = member
                    self.wrappedValue = value
                })
        }
    }
}
