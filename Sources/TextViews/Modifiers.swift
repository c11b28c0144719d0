import TextRendering
extension TextUI {
    /// The edges `padding(_:_:)` applies to.
    public struct EdgeSet: OptionSet, Sendable {
        /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
        public let rawValue: Int
        /// The edges whose bits are set in `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = EdgeSet(rawValue: 1)
        /// The leading (left) edge.
        public static let leading = EdgeSet(rawValue: 2)
        /// The bottom edge.
        public static let bottom = EdgeSet(rawValue: 4)
        /// The trailing (right) edge.
        public static let trailing = EdgeSet(rawValue: 8)
        /// The leading and trailing edges.
        public static let horizontal: EdgeSet = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: EdgeSet = [.top, .bottom]
        /// All four edges.
        public static let all: EdgeSet = [.horizontal, .vertical]
    }

    /// A view with a layout or addressing change applied.
    public struct ModifiedContent<Content: View>: View {
        enum Modifier: Equatable {
            case padding(Insets)
            case border
            case frame(width: Int, alignment: HorizontalAlignment)
            case badge(String)
            case identifier(String)
            case style(TextStyle)
        }
        let content: Content
        let modifier: Modifier
        /// Never called: the host applies the modifier itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.View {
    /// Blank space around the view: `length` lines above and below, `length` columns either side.
    public func padding(_ length: Int = 1) -> TextUI.ModifiedContent<Self> {
        padding(.all, length)
    }

    /// Blank space on some edges, in lines (top, bottom) or columns (leading, trailing).
    public func padding(_ edges: TextUI.EdgeSet, _ length: Int = 1) -> TextUI.ModifiedContent<Self> {
        func on(_ edge: TextUI.EdgeSet) -> Int { edges.contains(edge) ? length : 0 }
        let insets = Insets(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing))
        return TextUI.ModifiedContent(content: self, modifier: .padding(insets))
    }

    /// A box drawn around the view.
    public func border() -> TextUI.ModifiedContent<Self> {
        TextUI.ModifiedContent(content: self, modifier: .border)
    }

    /// Exactly `width` columns: shorter lines are padded by `alignment`, longer ones cut.
    public func frame(width: Int, alignment: TextUI.HorizontalAlignment = .center) -> TextUI.ModifiedContent<Self> {
        TextUI.ModifiedContent(content: self, modifier: .frame(width: width, alignment: alignment))
    }

    /// A count after the view's first line, `(3)`; nothing for zero, as in SwiftUI.
    public func badge(_ count: Int) -> TextUI.ModifiedContent<Self> {
        badge(count == 0 ? nil : String(count))
    }

    /// A label after the view's first line, `(new)`; nothing for `nil`.
    public func badge(_ label: String?) -> TextUI.ModifiedContent<Self> {
        TextUI.ModifiedContent(content: self, modifier: .badge(label ?? ""))
    }

    /// Names the controls inside this view, so that input can address them by identifier
    /// (`try host.tap(.id("name"))`, or `tap #name` in a command) when their labels are ambiguous.
    public func accessibilityIdentifier(_ identifier: String) -> TextUI.ModifiedContent<Self> {
        TextUI.ModifiedContent(content: self, modifier: .identifier(identifier))
    }
}

extension TextUI.View {
    /// The view's text in bold (when `isActive`).
    public func bold(_ isActive: Bool = true) -> TextUI.ModifiedContent<Self> {
        TextUI.ModifiedContent(content: self, modifier: .style(TextStyle(isBold: isActive)))
    }

    /// The view's text in italics (where the terminal can draw them).
    public func italic(_ isActive: Bool = true) -> TextUI.ModifiedContent<Self> {
        TextUI.ModifiedContent(content: self, modifier: .style(TextStyle(isItalic: isActive)))
    }

    /// The view's text underlined (when `isActive`).
    public func underline(_ isActive: Bool = true, color: TextUI.Color? = nil) -> TextUI.ModifiedContent<Self> {
        TextUI.ModifiedContent(content: self, modifier: .style(TextStyle(isUnderlined: isActive)))
    }

    /// The view's text in `color` (`nil`: unchanged).
    public func foregroundColor(_ color: TextUI.Color?) -> TextUI.ModifiedContent<Self> {
        TextUI.ModifiedContent(content: self, modifier: .style(color?.style ?? .plain))
    }

    /// The view's text in `color`: `.foregroundStyle(.secondary)` for dim text.
    public func foregroundStyle(_ color: TextUI.Color) -> TextUI.ModifiedContent<Self> {
        foregroundColor(color)
    }
}

/// A badge on a tab's content goes on the tab bar.
extension TextUI.ModifiedContent: TabParts {
    func tabParts(in context: inout ResolveContext, includingContent: Bool) -> TabContent {
        guard case .badge(let badge) = modifier else {
            return TabContent(items: includingContent ? resolve(in: &context) : [])
        }
        let inner = (content as? any TabParts)?.tabParts(in: &context, includingContent: includingContent)
            ?? TabContent(items: includingContent ? context.resolve(content, at: "m") : [])
        return TabContent(label: inner.label, badge: badge.isEmpty ? nil : badge, items: inner.items)
    }
}

extension TextUI.ModifiedContent: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        switch modifier {
        case .padding(let insets): [.padded(context.resolve(content, at: "m"), insets)]
        case .border: [.bordered(context.resolve(content, at: "m"))]
        case .frame(let width, let alignment): [.framed(context.resolve(content, at: "m"), width: width, alignment: alignment)]
        case .badge(let label) where label.isEmpty: context.resolve(content, at: "m")
        case .badge(let label): [.badged(context.resolve(content, at: "m"), label)]
        case .identifier(let identifier): context.resolve(content, at: "m") { $0.environment.controlIdentifier = identifier }
        case .style(let style): [.styled(context.resolve(content, at: "m"), style)]
        }
    }
}
