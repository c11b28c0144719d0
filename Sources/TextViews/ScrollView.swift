import TextRendering
extension TextUI {
    /// The axes a `ScrollView` scrolls along.
    public enum Axis: Sendable {
        /// Across.
        case horizontal
        /// Down.
        case vertical

        /// A set of axes.
        public struct Set: OptionSet, Sendable {
            /// The set's bits.
            public let rawValue: Int
            /// The set with these bits.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// The horizontal axis.
            public static let horizontal = Set(rawValue: 1)
            /// The vertical axis.
            public static let vertical = Set(rawValue: 2)
        }
    }

    /// Content that may be taller than the screen. A full-screen `TerminalApp` scrolls the
    /// whole frame to keep the focused control visible, so the content is drawn whole, in place:
    /// the terminal is the scroll view. (`TextHost.frame` is always the whole content.)
    public struct ScrollView<Content: View>: View {
        let content: Content

        /// Content scrolled along `axes` (the terminal scrolls vertically only).
        public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
            self.content = content()
        }

        /// Never called: the host draws a scroll view's content itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.ScrollView: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        context.resolve(content, at: "scroll")
    }
}
