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

        /// Tabs selected by `selection`, matched against each tab's `.tag`.
        public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
            self.selection = selection
            self.content = content()
        }

        /// Never called: the host draws a tab view itself.
        public var body: Never { return primitiveBody() }
    }
}

extension TextUI.TabView: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> [Item] {
        // Read while the node evaluates, so that the enclosing ObservationHost tracks it.
        let selected = AnyHashable(selection.wrappedValue)
        let tabs = context.taggedViews(in: content, at: "tabs", selection: selected)
        let selection = self.selection
        let buttons = tabs.map { tab -> Item in
            let select = { if let value = tab.value.base as? Selection { selection.wrappedValue = value } }
            let button = Control(.button(select), label: tab.label, drawn: "[ \(tab.label) ]", in: context.environment).item
            return tab.badge.map { .badged([button], $0) } ?? button
        }
        let index = tabs.firstIndex { $0.value == selected }
        return [.vstack(alignment: .leading, spacing: 0, [.tabBar(buttons, selected: index)] + (index.map { tabs[$0].items } ?? []))]
    }
}
