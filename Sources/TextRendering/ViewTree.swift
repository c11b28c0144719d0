import ObservationBackport
@_spi(ContentTracking) import ViewHost

/// The host's tree of view nodes and everything about evaluating it: which nodes are
/// invalidated, the update passes, the evaluation counts, the actions that wait for the end of
/// an update. `TextHost` owns one and lays out what it evaluates; view types reach it only
/// through `ResolveContext` and `NodeLink`.
///
/// Main-actor state, but `queue`, which invalidations reach from any thread (its own lock).
@MainActor final class ViewTree {
    private let queue = InvalidationQueue()
    private let root: Node
    private var nodes: [Int: Node] = [:]
    private var nextNodeID = 0
    private var pass = 0
    /// Actions of `.onAppear`, `.onChange`, … waiting for the end of the update in progress.
    private var pendingActions: [() -> Void] = []
    private let untrackedReads: UntrackedReadReporter
    /// How many times each view's body ran since the last reset, by view type name.
    private(set) var evaluationCounts: [String: Int] = [:]

    package init(root view: any TextUI.View, untrackedReads: UntrackedReadReporter) {
        self.untrackedReads = untrackedReads
        root = Node(id: 0, kind: .root, name: "root", parent: nil, view: view, environment: EnvironmentValues())
        nodes[0] = root
    }

    /// The items of the root's last evaluation, for layout.
    var rootItems: [Item] { root.items }

    /// Evaluates the nodes invalidated since the last call; returns whether any was evaluated.
    func evaluateInvalidated() -> Bool {
        for nodeID in queue.drain() {
            nodes[nodeID]?.needsEvaluation = true
        }
        guard nodes.values.contains(where: \.needsEvaluation) else { return false }
        pass += 1
        updateTree(from: root)
        return true
    }

    /// Runs the actions that waited for the update to render (see `afterUpdate`).
    func runPendingActions() {
        let actions = pendingActions
        pendingActions = []
        actions.forEach { $0() }
    }

    /// Runs `action` once the update in progress has rendered its frame (as SwiftUI runs
    /// `onAppear` after the view appears). What it changes is drawn by the next update.
    package func afterUpdate(_ action: @escaping () -> Void) {
        pendingActions.append(action)
    }

    /// Forgets the evaluation counts.
    package func resetEvaluationCounts() {
        evaluationCounts = [:]
    }

    /// Calls `wake` (on any thread) when invalidations arrive while none is pending.
    package func onInvalidation(_ wake: (@Sendable () -> Void)?) {
        queue.setWake(wake)
    }

    /// Marks `node` for evaluation at the next update; the closure may be called on any thread.
    package func invalidation(of node: Node) -> @Sendable () -> Void {
        let queue = self.queue, nodeID = node.id
        return { queue.invalidate(nodeID: nodeID) }
    }

    /// Evaluates `node` again if needed, then its descendants, parents first.
    private func updateTree(from node: Node) {
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
            NodeLink.linkProperties(of: node, invalidate: invalidation(of: node))
        }
        var context = ResolveContext(node: node, tree: self, environment: node.environment)
        switch node.kind {
        case .root:
            node.items = untrackedReads.reading(by: "the root view") { resolveRoot(node.view, in: &context) }
        case .view:
            count(node)
            node.items = untrackedReads.reading(by: "\(node.name).body") { resolveBody(of: node.view, in: &context) }
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
    package func child<V: TextUI.View>(of parent: Node, key: String, view: V, environment: EnvironmentValues) -> Node {
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
    package static func name(of type: Any.Type) -> String {
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
