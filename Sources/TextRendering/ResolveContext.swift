/// The state threaded through one node's evaluation: where we are in its body (the path that gives
/// composite children their identity) and the environment.
///
/// It is all that view types see of the host: they resolve children, read the environment, and
/// reach their node's lifecycle records through it.
@MainActor package struct ResolveContext {
    private let node: Node
    private let tree: ViewTree
    var path = ""
    package var environment: EnvironmentValues
    /// Set while a container view gathers what the views inside contribute (a `Picker`'s
    /// tagged options): that view's own collector, which the contributing views find by casting.
    package var collector: AnyObject?

    init(node: Node, tree: ViewTree, environment: EnvironmentValues) {
        self.node = node
        self.tree = tree
        self.environment = environment
    }

    /// The record of the lifecycle modifier being resolved (at the current path in the node's
    /// body), and whether this evaluation is the first to meet it.
    package func lifecycleRecord() -> (record: NodeLifecycle.Record, isNew: Bool) {
        node.lifecycle.record(at: path)
    }

    /// The object kept by the node for the view being resolved (at the current path), made by
    /// `make` the first time: state that primitives keep across evaluations.
    package func storage<Object: AnyObject>(make: () -> Object) -> Object {
        if let object = node.primitiveStorage[path] as? Object { return object }
        let object = make()
        node.primitiveStorage[path] = object
        return object
    }

    /// Marks the node being evaluated for evaluation at the next update; callable on any thread.
    package func invalidation() -> @Sendable () -> Void {
        tree.invalidation(of: node)
    }

    /// Runs `action` once the update in progress has rendered its frame.
    package func afterUpdate(_ action: @escaping () -> Void) {
        tree.afterUpdate(action)
    }

    /// Resolves a child view: primitives inline, composite views and hosts as child nodes.
    package mutating func resolve<V: TextUI.View>(_ view: V, at component: String) -> [Item] {
        let outer = path
        path += "/" + component
        defer { path = outer }
        if let primitive = view as? any PrimitiveView {
            return primitive.resolve(in: &self)
        }
        let key = path + ":" + String(reflecting: V.self)
        return [.node(tree.child(of: node, key: key, view: view, environment: environment))]
    }

    /// Resolves `content` with `change` applied to the context for that subtree only.
    package mutating func resolve<V: TextUI.View>(
        _ view: V, at component: String, with change: (inout ResolveContext) -> Void
    ) -> [Item] {
        let saved = environment
        change(&self)
        defer { environment = saved }
        return resolve(view, at: component)
    }
}
