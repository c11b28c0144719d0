import TextRendering
extension TextUI {
    /// A switch, drawn `[x] title` or `[ ] title`. Flip it with `TextHost.toggle(_:)`, the
    /// command `toggle <toggle>`, or Enter/Space in a terminal.
    public struct Toggle<Label: View>: View {
        let isOn: Binding<Bool>
        let label: Label

        /// A toggle that flips `isOn`.
        ///
        /// - Parameters:
        ///   - isOn: The value the toggle shows and flips.
        ///   - label: Text views only (the label is drawn on one line).
        public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
            self.isOn = isOn
            self.label = label()
        }

        /// Never called: the host draws a toggle itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.Toggle where Label == TextUI.Text {
    /// A toggle titled `title` that flips `isOn`.
    public init(_ title: String, isOn: TextUI.Binding<Bool>) {
        self.init(isOn: isOn) { TextUI.Text(title) }
    }
}

extension TextUI.Toggle: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        // Read while the node evaluates, so that the enclosing ObservationHost tracks it.
        let mark = isOn.wrappedValue ? "x" : " "
        return context.control(ToggleControl(isOn: isOn), labelledBy: label) { "[\(mark)] \($0)" }
    }
}

/// A toggle as input uses it: using it flips the value.
struct ToggleControl: ControlKind {
    let isOn: TextUI.Binding<Bool>

    package static let name = "toggle"
    package static let verbs = [ControlVerb(name: "toggle", takesValue: false, usage: "toggle <control>       flip a toggle")]

    package func perform(_ verb: String, value: String?, at address: TextHost.ControlAddress) {
        isOn.wrappedValue.toggle()
    }

    package func handle(_ key: Key, label: String) -> String? {
        guard key.presses else { return nil }
        isOn.wrappedValue.toggle()
        return "toggle \(label)"
    }
}

extension TextHost {
    /// Flips a toggle, then updates.
    public func toggle(_ address: ControlAddress) throws {
        try use("toggle", of: ToggleControl.self, at: address)
    }
}
