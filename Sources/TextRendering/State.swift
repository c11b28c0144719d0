extension TextUI {
    /// Storage owned by a view: its value survives the view being rebuilt by its parent, as long
    /// as the view keeps its place in the tree. Setting it evaluates the view's body again.
    ///
    /// Holds values and references alike; with an observable object, `@State` keeps the same
    /// instance across re-renders, where a `let` would get a fresh one each time ("Observation framework").
    @MainActor @propertyWrapper public struct State<Value> {
        private let initialValue: Value
        private let link = Link()

        /// State starting at `wrappedValue`, for `@State var value = initial`.
        public init(wrappedValue: Value) {
            initialValue = wrappedValue
        }

        /// State starting at `initialValue`.
        public init(initialValue: Value) {
            self.initialValue = initialValue
        }

        /// The current value; writing it re-evaluates the view that owns the state.
        public var wrappedValue: Value {
            get {
                guard let cell = link.cell else { return initialValue }
                return cell.value
            }
            nonmutating set {
                guard let cell = link.cell else { return }
                cell.value = newValue
                cell.invalidate()
            }
        }

        /// A binding to the stored value: `$name`.
        public var projectedValue: Binding<Value> {
            Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
        }

        /// The storage this view value reads and writes, set by the host before its body runs.
        final class Link {
            var cell: Cell?
        }

        final class Cell {
            var value: Value
            let invalidate: () -> Void
            init(value: Value, invalidate: @escaping () -> Void) {
                self.value = value
                self.invalidate = invalidate
            }
        }
    }
}

extension TextUI.State: NodeLinkedProperty {
    func link(named name: String, to node: NodeLink) {
        let invalidate = node.invalidate
        link.cell = node.storage(named: name) { Cell(value: initialValue) { invalidate() } }
    }
}
