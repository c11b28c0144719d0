import ObservationBackport

extension TextHost {
    /// Evaluates `node` again if needed, then its descendants, parents first.
    func updateTree(from node: Node) {
        if node.needsEvaluation {
            evaluate(node)
        }
        for child in node.childrenInOrder {
            updateTree(from: child)
        }
    }

    /// Runs the node's body (or an `ObservationHost`'s content) and resolves it to items.
    private func evaluate(_ node: Node) {
        node.needsEvaluation = false
        node.keptChildren = []
        node.lifecycle.beginEvaluation()
        if node.kind != .root {  // the root view's properties belong to its own node, below the root
            linkProperties(of: node)
        }
        var context = ResolveContext(node: node, host: self, environment: node.environment)
        switch node.kind {
        case .root:
            node.items = readingUntracked(by: "the root view") { resolveRoot(node.view, in: &context) }
        case .view:
            count(node)
            node.items = readingUntracked(by: "\(node.name).body") { resolveBody(of: node.view, in: &context) }
        case .observationHost:
            count(node.owner)
            let tracked = node.view as! any TrackedContent
            node.items = tracking(of: node).evaluate { tracked.resolveContent(in: &context) }
        }
        node.lifecycle.endEvaluation().forEach(afterUpdate)
        for (key, child) in node.children where !node.keptChildren.contains(key) {
            node.children[key] = nil
            discard(child)
        }
    }

    /// The node's tracking, made at its first evaluation: invalidations mark the node for the
    /// next update.
    private func tracking(of node: Node) -> HostTracking {
        if let tracking = node.tracking { return tracking }
        let queue = self.queue, nodeID = node.id
        let tracking = HostTracking { queue.invalidate(nodeID: nodeID) }
        node.tracking = tracking
        return tracking
    }

    private func resolveBody<V: TextUI.View>(of view: V, in context: inout ResolveContext) -> [Item] {
        context.resolve(view.body, at: "body")
    }

    private func resolveRoot<V: TextUI.View>(_ view: V, in context: inout ResolveContext) -> [Item] {
        context.resolve(view, at: "root")
    }

    /// Counts one evaluation of `node`'s content, at most once per update pass: a view whose
    /// body and `ObservationHost` both run in the same pass was evaluated once.
    private func count(_ node: Node) {
        guard node.evaluatedInPass != pass else { return }
        node.evaluatedInPass = pass
        evaluationCounts[node.name, default: 0] += 1
    }

    /// The child node for `view` at `key` under `parent`: the existing one when the identity
    /// matches (marked for evaluation if its view value or environment changed), else a new one.
    func child<V: TextUI.View>(of parent: Node, key: String, view: V, environment: EnvironmentValues) -> Node {
        parent.keptChildren.insert(key)
        if let existing = parent.children[key] {
            if !existing.needsEvaluation,
               !(ViewComparison.isSame(existing.view, view) && existing.environment.isSame(as: environment)) {
                existing.needsEvaluation = true
            }
            existing.view = view
            existing.environment = environment
            return existing
        }
        nextNodeID += 1
        let kind: Node.Kind = view is any TrackedContent ? .observationHost : .view
        let node = Node(id: nextNodeID, kind: kind, name: Self.name(of: V.self), parent: parent, view: view,
                        environment: environment)
        nodes[node.id] = node
        parent.children[key] = node
        return node
    }

    /// A view type's name without module or generic arguments, as `Self._printChanges()` shows it.
    static func name(of type: Any.Type) -> String {
        let full = String(describing: type)
        return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    }

    /// Forgets a node that left the tree, with its state and descendants.
    private func discard(_ node: Node) {
        nodes[node.id] = nil
        node.tracking?.stop()
        node.lifecycle.endAll().forEach(afterUpdate)
        for child in node.children.values { discard(child) }
    }
}
