extension TextUI {
    /// A button, drawn `[ title ]`. Tap it with `TextHost.tap(_:)` or Enter/Space in a terminal.
    public struct Button<Label: View>: View {
        let action: () -> Void
        let label: Label

        /// - Parameter label: text views only (the label is drawn on one line).
        public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
            self.action = action
            self.label = label()
        }

        public var body: Never { return primitiveBody() }
    }

    /// A switch, drawn `[x] title` or `[ ] title`.
    public struct Toggle<Label: View>: View {
        let isOn: Binding<Bool>
        let label: Label

        /// - Parameter label: text views only (the label is drawn on one line).
        public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
            self.isOn = isOn
            self.label = label()
        }

        public var body: Never { return primitiveBody() }
    }

    /// An editable line of text, drawn `title: [text]`.
    public struct TextField: View {
        let title: String
        let text: Binding<String>

        public init(_ title: String, text: Binding<String>) {
            self.title = title
            self.text = text
        }

        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.Button where Label == TextUI.Text {
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { TextUI.Text(title) }
    }
}

extension TextUI.Toggle where Label == TextUI.Text {
    public init(_ title: String, isOn: TextUI.Binding<Bool>) {
        self.init(isOn: isOn) { TextUI.Text(title) }
    }
}

extension TextUI.Button: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> [Item] {
        let title = Layout.plainText(context.resolve(label, at: "label"))
        return [.control(Control(
            kind: .button(action), label: title, drawn: "[ \(title) ]", identifier: context.environment.controlIdentifier))]
    }
}

extension TextUI.Toggle: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> [Item] {
        let title = Layout.plainText(context.resolve(label, at: "label"))
        // Read while the node evaluates, so that the enclosing ObservationHost tracks it.
        let mark = isOn.wrappedValue ? "x" : " "
        return [.control(Control(
            kind: .toggle(isOn), label: title, drawn: "[\(mark)] \(title)", identifier: context.environment.controlIdentifier))]
    }
}

extension TextUI.TextField: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> [Item] {
        // Read while the node evaluates, so that the enclosing ObservationHost tracks it.
        let value = text.wrappedValue
        return [.control(Control(
            kind: .textField(text, onSubmit: context.environment.submitAction), label: title, drawn: "\(title): [\(value)]", identifier: context.environment.controlIdentifier,
            textStart: title.terminalWidth + 3))]
    }
}
