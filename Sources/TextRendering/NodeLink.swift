/// A view property whose storage belongs to the node, not to the view value (`@State`,
/// `@Environment`). The host connects it before each evaluation of the view's body.
@MainActor protocol NodeLinkedProperty {
    func link(named name: String, to node: NodeLink)
}

/// What a view property may reach of its node: the node's stored state by name, its
/// environment, and a way to have the node evaluated again — nothing else of the host.
@MainActor struct NodeLink {
    private let node: Node
    /// Marks the node for evaluation at the host's next update; callable on any thread.
    package let invalidate: @Sendable () -> Void

    package init(node: Node, invalidate: @escaping @Sendable () -> Void) {
        self.node = node
        self.invalidate = invalidate
    }

    package var environment: EnvironmentValues { node.environment }

    /// The object stored under `name`, made by `make` the first time.
    package func storage<Object: AnyObject>(named name: String, make: () -> Object) -> Object {
        if let object = node.propertyStorage[name] as? Object { return object }
        let object = make()
        node.propertyStorage[name] = object
        return object
    }
}

extension NodeLink {
    /// Connects the `@State` and `@Environment` properties of `node`'s view to the node.
    static func linkProperties(of node: Node, invalidate: @escaping @Sendable () -> Void) {
        let link = NodeLink(node: node, invalidate: invalidate)
        for child in Mirror(reflecting: node.view).children {
            guard let property = child.value as? any NodeLinkedProperty, let name = child.label else { continue }
            property.link(named: name, to: link)
        }
    }
}
