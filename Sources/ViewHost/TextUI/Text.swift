extension TextUI {
    /// One or more lines of text (`\n` starts a new line).
    public struct Text: View {
        let content: String

        /// Text to display; `\n` starts another line.
        public init(_ content: String) {
            self.content = content
        }

        /// Never called: the host draws the text itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.Text: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> [Item] { [.text(content)] }
}
