import TextRendering
extension TextUI {
    /// An editable line of text, drawn `title: [text]`. Set its text with
    /// `TextHost.enter(_:into:)` or the command `type <field>=<text>`; in a terminal, type while
    /// it has the focus (the terminal edits at its cursor).
    public struct TextField: View {
        let title: String
        let text: Binding<String>

        /// A field titled `title` that edits `text`.
        public init(_ title: String, text: Binding<String>) {
            self.title = title
            self.text = text
        }

        /// Never called: the host draws a text field itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.TextField: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        // Read while the node evaluates, so that the enclosing ObservationHost tracks it.
        let value = text.wrappedValue
        let kind = TextFieldControl(text: text, onSubmit: context.environment.submitAction)
        return [Control(kind, label: title, drawn: "\(title): [\(value)]", in: context.environment,
                        textStart: title.terminalWidth + 3).item]
    }
}

/// A text field as input uses it: its text, and what Enter runs (`onSubmit`). Typing is the
/// terminal's (`FullScreenSession` edits `text` at its cursor); this kind handles only Enter.
package struct TextFieldControl: ControlKind {
    package let text: TextUI.Binding<String>
    package let onSubmit: (() -> Void)?

    package static let name = "text field"
    package static let verbs = [
        ControlVerb(name: "type", takesValue: true, usage: "type <field>=<text>    replace a text field's text"),
        ControlVerb(name: "submit", takesValue: false, usage: "submit <field>         press Enter in a text field (runs its onSubmit)"),
    ]

    package func perform(_ verb: String, value: String?, at address: TextHost.ControlAddress) {
        if verb == "type" {
            text.wrappedValue = value ?? ""
        } else {
            onSubmit?()
        }
    }

    package func handle(_ key: Key, label: String) -> String? {
        guard key == .enter, let onSubmit else { return nil }
        onSubmit()
        return "submit \(label)"
    }
}

extension TextHost {
    /// Replaces a text field's text, as typing it would, then updates.
    public func enter(_ text: String, into address: ControlAddress) throws {
        try use("type", of: TextFieldControl.self, at: address, value: text)
    }

    /// Presses Enter in a text field: runs the field's `onSubmit` action (if any), then updates.
    public func submit(_ address: ControlAddress) throws {
        try use("submit", of: TextFieldControl.self, at: address)
    }
}
