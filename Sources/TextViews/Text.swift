import TextRendering
extension TextUI {
    /// One or more lines of text (`\n` starts a new line). As in SwiftUI, texts concatenate
    /// with `+`, each part keeping its own style: `Text("Total: ") + Text("3").bold()`.
    public struct Text: View {
        let runs: [TextRun]

        /// Text to display; `\n` starts another line.
        public init(_ content: String) {
            runs = [TextRun(string: content, style: .plain)]
        }

        /// A text showing `content`'s characters.
        public init<S: StringProtocol>(_ content: S) {
            self.init(String(content))
        }

        /// A text showing a value's description: `Text(verbatim: "…")`.
        public init(verbatim content: String) {
            self.init(content)
        }

        private init(runs: [TextRun]) {
            self.runs = runs
        }

        /// Never called: the host draws the text itself.
        public var body: Never { return primitiveBody() }

        /// The two texts one after the other, each with its own style.
        public static func + (lhs: Text, rhs: Text) -> Text {
            Text(runs: lhs.runs + rhs.runs)
        }

        private func styled(_ change: (inout TextStyle) -> Void) -> Text {
            Text(runs: runs.map { run in
                var run = run
                change(&run.style)
                return run
            })
        }

        /// Bold text.
        public func bold() -> Text { bold(true) }
        /// Bold text when `isActive`.
        public func bold(_ isActive: Bool) -> Text { styled { $0.isBold = $0.isBold || isActive } }
        /// Italic text (where the terminal can draw it).
        public func italic() -> Text { styled { $0.isItalic = true } }
        /// Underlined text when `isActive`.
        public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
            styled { $0.isUnderlined = $0.isUnderlined || isActive }
        }
        /// Text in `color` (`nil`: unchanged).
        public func foregroundColor(_ color: Color?) -> Text {
            guard let color else { return self }
            return styled { $0 = $0.adding(color.style) }
        }
        /// Text in `color`.
        public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    }
}

extension TextUI.Text: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        runs.allSatisfy { $0.style == .plain } ? [.text(runs.map(\.string).joined())] : [.styledText(runs)]
    }
}
