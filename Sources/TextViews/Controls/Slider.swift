import TextRendering

extension TextUI {
    /// A value in a range, drawn `title [██████────] 60%` (the bar and the percentage give the
    /// value's place in the range). In a terminal ← or - lowers it by one step and → or + raises
    /// it; the command is `set <slider>=<number>`. Without a `step`, a step is a tenth of the
    /// range; a value set is kept in the range and on a step.
    public struct Slider<Label: View>: View {
        let label: Label
        let value: Binding<Double>
        let bounds: ClosedRange<Double>
        let step: Double
        let onEditingChanged: (Bool) -> Void

        /// A slider over `value` in `bounds`, by tenths of the range.
        public init<V: BinaryFloatingPoint>(
            value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where V.Stride: BinaryFloatingPoint {
            self.init(value: value, in: bounds, step: 0, label: label, onEditingChanged: onEditingChanged)
        }

        /// A slider over `value` in `bounds`, by `step` (0: by tenths of the range).
        public init<V: BinaryFloatingPoint>(
            value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where V.Stride: BinaryFloatingPoint {
            self.label = label()
            self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
            self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
            self.step = Double(step) > 0 ? Double(step) : Double(bounds.upperBound - bounds.lowerBound) / 10
            self.onEditingChanged = onEditingChanged
        }

        /// Never called: the host draws a slider itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.Slider where Label == TextUI.EmptyView {
    /// A slider without a label (name it with `.accessibilityIdentifier(_:)`).
    public init<V: BinaryFloatingPoint>(
        value: TextUI.Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { TextUI.EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension TextUI.Slider: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        // Read while the node evaluates, so that the enclosing ObservationHost tracks it.
        let kind = SliderControl(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
        let fraction = kind.fraction
        let filled = Int((fraction * 10).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "─", count: 10 - filled)
        let gauge = "[\(bar)] \(Int((fraction * 100).rounded()))%"
        return context.control(kind, labelledBy: label) { title in (title.isEmpty ? "" : title + " ") + gauge }
    }
}

/// A slider as input uses it: the value, kept in its range and on its steps.
package struct SliderControl: ControlKind {
    let value: TextUI.Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double
    let onEditingChanged: (Bool) -> Void

    package static let name = "slider"
    package static let verbs = [
        ControlVerb(name: "set", takesValue: true, usage: "set <slider>=<number>  move a slider to a value (kept in its range)"),
    ]

    /// Where the value is in the range, from 0 to 1.
    var fraction: Double {
        let width = bounds.upperBound - bounds.lowerBound
        return width > 0 ? min(max((value.wrappedValue - bounds.lowerBound) / width, 0), 1) : 0
    }

    package func perform(_ verb: String, value text: String?, at address: TextHost.ControlAddress) throws {
        guard let text, let number = Double(text), number.isFinite else {
            throw TextHost.InputError.invalidValue(
                text ?? "", for: address, expected: "a number from \(bounds.lowerBound) to \(bounds.upperBound)")
        }
        move(to: number)
    }

    /// ← and - lower the value to the step below it, → and + raise it to the step above.
    package func handle(_ key: Key, label: String) -> String? {
        let direction: Double
        switch key {
        case .right, .character("+"): direction = 1
        case .left, .character("-"): direction = -1
        default: return nil
        }
        let steps = (value.wrappedValue - bounds.lowerBound) / step
        let next = direction > 0 ? (steps + 1e-9).rounded(.down) + 1 : (steps - 1e-9).rounded(.up) - 1
        move(to: bounds.lowerBound + next * step)
        return "\(direction > 0 ? "raise" : "lower") \(label)"
    }

    /// Sets the value nearest `target` in the range and on a step, between the two
    /// `onEditingChanged` calls that bracket an edit.
    private func move(to target: Double) {
        let steps = ((target - bounds.lowerBound) / step).rounded()
        onEditingChanged(true)
        value.wrappedValue = min(max(bounds.lowerBound + steps * step, bounds.lowerBound), bounds.upperBound)
        onEditingChanged(false)
    }
}

extension TextHost {
    /// Moves a slider to `value` (kept in its range and on its steps), then updates.
    public func set(_ address: ControlAddress, to value: Double) throws {
        try use("set", of: SliderControl.self, at: address, value: String(value))
    }
}
