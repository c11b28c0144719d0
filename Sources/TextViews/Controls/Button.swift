import TextRendering
extension TextUI {
    /// A button, drawn `[ title ]`. Tap it with `TextHost.tap(_:)`, the command `tap <button>`,
    /// or Enter/Space in a terminal.
    public struct Button<Label: View>: View {
        let action: () -> Void
        let label: Label

        /// A button that runs `action` when pressed.
        ///
        /// - Parameters:
        ///   - action: Runs on the main actor when the button is pressed.
        ///   - label: Text views only (the label is drawn on one line).
        public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
            self.action = action
            self.label = label()
        }

        /// Never called: the host draws a button itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.Button where Label == TextUI.Text {
    /// A button labelled `title` that runs `action` when pressed.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { TextUI.Text(title) }
    }
}

extension TextUI.Button: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        context.control(ButtonControl(action: action), labelledBy: label) { "[ \($0) ]" }
    }
}

/// A button as input uses it: pressing runs the action.
package struct ButtonControl: ControlKind {
    let action: () -> Void

    package static let name = "button"
    package static let verbs = [ControlVerb(name: "tap", takesValue: false,
                                    usage: "tap <control>          press a button (<control>: its label, or #identifier)")]

    package func perform(_ verb: String, value: String?, at address: TextHost.ControlAddress) {
        action()
    }

    package func handle(_ key: Key, label: String) -> String? {
        guard key.presses else { return nil }
        action()
        return "press \(label)"
    }
}

extension TextHost {
    /// Taps a button, then updates.
    public func tap(_ address: ControlAddress) throws {
        try use("tap", of: ButtonControl.self, at: address)
    }
}
