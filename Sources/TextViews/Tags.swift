import TextRendering
extension TextUI {
    /// A view tagged with a value, which a `Picker` or `TabView` selects it by.
    public struct TaggedView<Content: View, Value: Hashable>: View {
        let content: Content
        let value: Value
        /// Never called: the host resolves the tagged content itself.
        public var body: Never { return primitiveBody() }
    }

    /// A tab's content with the label its `TabView` shows in the tab bar.
    public struct TabItemView<Content: View, Label: View>: View {
        let content: Content
        let label: Label
        /// Never called: the host resolves the tab's content itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.View {
    /// Tags the view with `value`: a `Picker` option or a `TabView` tab is selected by it.
    public func tag<V: Hashable>(_ value: V) -> TextUI.TaggedView<Self, V> {
        TextUI.TaggedView(content: self, value: value)
    }

    /// The label of this view's tab in a `TabView`.
    public func tabItem<Label: TextUI.View>(@TextUI.ViewBuilder _ label: () -> Label) -> TextUI.TabItemView<Self, Label> {
        TextUI.TabItemView(content: self, label: label())
    }
}

/// The tags met while a `Picker` or `TabView` resolves its content.
@MainActor final class TagCollector {
    struct Tag {
        let value: AnyHashable
        let label: String
        let badge: String?
        let items: [Item]
    }

    /// The tag whose content is resolved; every tag's when `nil` (a picker's options are their content).
    let selection: AnyHashable?
    private(set) var tags: [Tag] = []

    init(selection: AnyHashable?) {
        self.selection = selection
    }

    func add(_ tag: Tag) {
        tags.append(tag)
    }
}

/// What a tagged view contributes to a `TabView`: its label, badge and (if shown) content.
struct TabContent {
    var label: String?
    var badge: String?
    var items: [Item]
}

/// The label, badge and content of a tab, read through the modifiers on a tagged view without
/// resolving the content of a tab that is not shown.
@MainActor protocol TabParts {
    /// The parts; `items` stay empty unless `includingContent`.
    func tabParts(in context: inout ResolveContext, includingContent: Bool) -> TabContent
}

extension TextUI.TabItemView: TabParts, PrimitiveView {
    func tabParts(in context: inout ResolveContext, includingContent: Bool) -> TabContent {
        let title = Layout.plainText(context.resolve(label, at: "tabItem"))
        return TabContent(label: title, items: includingContent ? context.resolve(content, at: "tab") : [])
    }

    /// Directly in a `TabView` without a `.tag`, the tab is tagged by its position, as in
    /// SwiftUI. Outside a `TabView`, the label is not shown.
    package func resolve(in context: inout ResolveContext) -> [Item] {
        guard let collector = context.collector as? TagCollector else { return context.resolve(content, at: "tab") }
        let value = AnyHashable(collector.tags.count)
        context.collector = nil
        defer { context.collector = collector }
        let parts = tabParts(in: &context, includingContent: collector.selection == nil || collector.selection == value)
        collector.add(TagCollector.Tag(value: value, label: parts.label ?? "", badge: parts.badge, items: parts.items))
        return []
    }
}

extension TextUI.TaggedView: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        guard let collector = context.collector as? TagCollector else { return context.resolve(content, at: "tagged") }
        let value = AnyHashable(self.value)
        let included = collector.selection == nil || collector.selection == value
        context.collector = nil  // tags further down belong to something else
        defer { context.collector = collector }
        let parts = (content as? any TabParts)?.tabParts(in: &context, includingContent: included)
            ?? TabContent(items: included ? context.resolve(content, at: "tagged") : [])
        collector.add(TagCollector.Tag(value: value, label: parts.label ?? Layout.plainText(parts.items),
                                       badge: parts.badge, items: parts.items))
        return []
    }
}

extension ResolveContext {
    /// The tagged views of `content` (a `Picker`'s options, a `TabView`'s tabs); only the tag
    /// equal to `selection` has its content resolved, or every tag's when `selection` is `nil`.
    mutating func taggedViews<V: TextUI.View>(in content: V, at component: String, selection: AnyHashable?) -> [TagCollector.Tag] {
        let collector = TagCollector(selection: selection)
        let outer = self.collector
        self.collector = collector
        defer { self.collector = outer }
        _ = resolve(content, at: component)
        return collector.tags
    }
}
