import TextRendering
extension TextUI {
    /// A control that increments or decrements a value, drawn `title [-|+]`. In a terminal,
    /// ← → or - + change it while it has the focus; commands `increment <stepper>` and
    /// `decrement <stepper>`.
    public struct Stepper<Label: View>: View {
        let label: Label
        let onIncrement: (() -> Void)?
        let onDecrement: (() -> Void)?

        /// A stepper that runs the given actions (`nil`: that direction does nothing).
        public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
            self.label = label()
            self.onIncrement = onIncrement
            self.onDecrement = onDecrement
        }

        /// A stepper over `value`, by `step`, kept within `bounds`.
        public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                   @ViewBuilder label: () -> Label) {
            self.init(label: label,
                      onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
                      onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) })
        }

        /// A stepper over `value`, by `step`, without bounds.
        public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
            self.init(label: label,
                      onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
        }

        /// Never called: the host draws a stepper itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.Stepper where Label == TextUI.Text {
    /// A stepper titled `title` that runs the given actions.
    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { TextUI.Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper titled `title` over `value`, by `step`, kept within `bounds`.
    public init<V: Strideable>(_ title: String, value: TextUI.Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { TextUI.Text(title) }
    }

    /// A stepper titled `title` over `value`, by `step`, without bounds.
    public init<V: Strideable>(_ title: String, value: TextUI.Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { TextUI.Text(title) }
    }
}

extension TextUI.Stepper: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        let kind = StepperControl(increment: onIncrement ?? {}, decrement: onDecrement ?? {})
        return context.control(kind, labelledBy: label) { "\($0) [-|+]" }
    }
}

/// A stepper as input uses it: a step up or down.
struct StepperControl: ControlKind {
    let increment: () -> Void
    let decrement: () -> Void

    package static let name = "stepper"
    package static let verbs = [
        ControlVerb(name: "increment", takesValue: false, usage: "increment <stepper>    step a stepper up (decrement: down)"),
        ControlVerb(name: "decrement", takesValue: false, usage: nil),
    ]

    package func perform(_ verb: String, value: String?, at address: TextHost.ControlAddress) {
        verb == "increment" ? increment() : decrement()
    }

    /// Enter, Space, → and + step up; ← and - step down.
    package func handle(_ key: Key, label: String) -> String? {
        if key.presses || key == .right || key == .character("+") {
            increment()
            return "increment \(label)"
        }
        guard key == .left || key == .character("-") else { return nil }
        decrement()
        return "decrement \(label)"
    }
}

extension TextHost {
    /// Steps a stepper up, then updates.
    public func increment(_ address: ControlAddress) throws {
        try use("increment", of: StepperControl.self, at: address)
    }

    /// Steps a stepper down, then updates.
    public func decrement(_ address: ControlAddress) throws {
        try use("decrement", of: StepperControl.self, at: address)
    }
}
