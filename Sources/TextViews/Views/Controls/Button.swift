extension TextUI {
    /// A button, drawn `[ title ]`. Tap it with `TextHost.tap(_:)` or Enter/Space in a terminal.
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

    /// A switch, drawn `[x] title` or `[ ] title`.
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

    /// An editable line of text, drawn `title: [text]`.
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

extension TextUI.Button where Label == TextUI.Text {
    /// A button labelled `title` that runs `action` when pressed.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { TextUI.Text(title) }
    }
}

extension TextUI.Toggle where Label == TextUI.Text {
    /// A toggle titled `title` that flips `isOn`.
    public init(_ title: String, isOn: TextUI.Binding<Bool>) {
        self.init(isOn: isOn) { TextUI.Text(title) }
    }
}

extension TextUI.Button: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> [Item] {
        let title = Layout.plainText(context.resolve(label, at: "label"))
        return [Control(.button(action), label: title, drawn: "[ \(title) ]", in: context.environment).item]
    }
}

extension TextUI.Toggle: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> [Item] {
        let title = Layout.plainText(context.resolve(label, at: "label"))
        // Read while the node evaluates, so that the enclosing ObservationHost tracks it.
        let mark = isOn.wrappedValue ? "x" : " "
        return [Control(.toggle(isOn), label: title, drawn: "[\(mark)] \(title)", in: context.environment).item]
    }
}

extension TextUI.TextField: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> [Item] {
        // Read while the node evaluates, so that the enclosing ObservationHost tracks it.
        let value = text.wrappedValue
        return [Control(.textField(text, onSubmit: context.environment.submitAction), label: title,
                        drawn: "\(title): [\(value)]", in: context.environment, textStart: title.terminalWidth + 3).item]
    }
}
