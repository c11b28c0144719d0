import TextRendering
extension TextUI {
    /// Tabs: a bar of the tabs' labels (from `.tabItem`), each with its `.badge`, over a rule
    /// that is heavy under the selected tab, then the selected tab's content. Only the
    /// selected tab's content is evaluated. Tabs are chosen by their `.tag`:
    ///
    ///     TabView(selection: $tab) {
    ///         Inbox().tabItem { Text("Inbox") }.badge(unread).tag(1)
    ///         Sent().tabItem { Text("Sent") }.tag(2)
    ///     }
    ///
    /// Each tab's label is a button (`tap Inbox`).
    public struct TabView<Selection: Hashable, Content: View>: View {
        let selection: Binding<Selection>
        let content: Content
        /// Set by `init(content:)`: the selection the tab view keeps itself.
        var ownSelection: TabSelection?

        /// Tabs selected by `selection`, matched against each tab's `.tag`.
        public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
            self.selection = selection
            self.content = content()
        }

        /// Never called: the host draws a tab view itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.TabView where Selection == Int {
    /// Tabs that keep their own selection, the first one shown first; tabs without a `.tag`
    /// are tagged by their position (0, 1, …).
    public init(@TextUI.ViewBuilder content: () -> Content) {
        let selection = TabSelection()
        self.init(selection: TextUI.Binding(get: { selection.index }, set: { selection.index = $0 }), content: content)
        ownSelection = selection
    }
}

/// The selected tab of a `TabView` made without a selection binding. The host keeps the first
/// one it met for the view's place in the tree, so the selection outlives the view value.
@MainActor final class TabSelection {
    var index = 0
    /// Evaluates the tab view's node again after a change of tab.
    var invalidate: () -> Void = {}
}

extension TextUI.TabView: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        var selection = self.selection
        if let ownSelection {
            let kept = context.storage(make: { ownSelection })
            kept.invalidate = context.invalidation()
            selection = TextUI.Binding(get: { kept.index as! Selection }, set: { kept.index = $0 as! Int; kept.invalidate() })
        }
        // Read while the node evaluates, so that the enclosing ObservationHost tracks it.
        let selected = AnyHashable(selection.wrappedValue)
        let tabs = context.taggedViews(in: content, at: "tabs", selection: selected)
        let buttons = tabs.map { tab -> Item in
            let select = { if let value = tab.value.base as? Selection { selection.wrappedValue = value } }
            let button = Control(ButtonControl(action: select), label: tab.label, drawn: "[ \(tab.label) ]", in: context.environment).item
            return tab.badge.map { .badged([button], $0) } ?? button
        }
        let index = tabs.firstIndex { $0.value == selected }
        return [.vstack(alignment: .leading, spacing: 0, [.tabBar(buttons, selected: index)] + (index.map { tabs[$0].items } ?? []))]
    }
}
