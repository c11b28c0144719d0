/// A view property whose storage belongs to the node, not to the view value (`@State`,
/// `@Environment`). The host connects it before each evaluation of the view's body.
@MainActor protocol NodeLinkedProperty {
    func link(to node: Node, named name: String, in host: TextHost)
}

extension TextHost {
    /// Connects the view's `@State` and `@Environment` properties to `node`.
    func linkProperties(of node: Node) {
        for child in Mirror(reflecting: node.view).children {
            guard let property = child.value as? any NodeLinkedProperty, let name = child.label else { continue }
            property.link(to: node, named: name, in: self)
        }
    }
}
