import TextRendering
extension TextUI {
    /// Children one below the other. As in SwiftUI, centered unless told otherwise.
    public struct VStack<Content: View>: View {
        let alignment: HorizontalAlignment
        let spacing: Int
        let content: Content

        /// Children one below the other.
        ///
        /// - Parameters:
        ///   - alignment: Where narrower children go.
        ///   - spacing: Blank lines between children.
        ///   - content: The children.
        public init(alignment: HorizontalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> Content) {
            self.alignment = alignment
            self.spacing = spacing
            self.content = content()
        }

        /// Never called: the host lays out the stack itself.
        public var body: Never { return primitiveBody() }
    }

    /// Children side by side; as in SwiftUI, shorter children are centered vertically unless
    /// told otherwise. `Spacer`s share the width left over when the stack is given one (by an
    /// enclosing `VStack`'s widest child or by `.frame(width:)`).
    public struct HStack<Content: View>: View {
        let alignment: VerticalAlignment
        let spacing: Int
        let content: Content

        /// Children side by side.
        ///
        /// - Parameters:
        ///   - alignment: Where shorter children go; centered by default, as in SwiftUI.
        ///   - spacing: Blank columns between children.
        ///   - content: The children.
        public init(alignment: VerticalAlignment = .center, spacing: Int = 1, @ViewBuilder content: () -> Content) {
            self.alignment = alignment
            self.spacing = spacing
            self.content = content()
        }

        /// Never called: the host lays out the stack itself.
        public var body: Never { return primitiveBody() }
    }

    /// Groups views without affecting layout; a modifier on the group applies to the group as a whole.
    public struct Group<Content: View>: View {
        let content: Content

        /// Groups the views `content` makes, without changing their layout.
        public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }

        /// Never called: the host lays out the group's content itself.
        public var body: Never { return primitiveBody() }
    }

    /// A horizontal line across the enclosing stack.
    public struct Divider: View {
        /// A horizontal line as wide as its container.
        public init() {}
        /// Never called: the host draws the divider itself.
        public var body: Never { return primitiveBody() }
    }

    /// Flexible blank space in an `HStack`.
    public struct Spacer: View {
        /// Empty space that takes the room left in a stack.
        public init() {}
        /// Never called: the host lays out the spacer itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.VStack: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        [.vstack(alignment: alignment, spacing: spacing, context.resolve(content, at: "v"))]
    }
}

extension TextUI.HStack: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        [.hstack(alignment: alignment, spacing: spacing, context.resolve(content, at: "h"))]
    }
}

extension TextUI.Group: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        context.resolve(content, at: "g")
    }
}

extension TextUI.Divider: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] { [.divider] }
}

extension TextUI.Spacer: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] { [.spacer] }
}
