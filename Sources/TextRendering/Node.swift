@_spi(ContentTracking) import ViewHost

/// One view instance in the host's tree. It outlives the view values that describe it: it keeps
/// the view's `@State`, its children (by identity) and the items of its last evaluation.
@MainActor package final class Node {
    enum Kind {
        /// The host's root: holds the root view, never invalidated.
        case root
        /// A view with a `body`.
        case view
        /// An `ObservationHost`: evaluates its content with `HostTracking`.
        case observationHost
    }

    let id: Int
    let kind: Kind
    /// The view type's name, as counts and diagnostics show it.
    let name: String
    weak var parent: Node?
    var view: any TextUI.View
    var environment: EnvironmentValues
    var children: [String: Node] = [:]
    /// The children met by the evaluation in progress; the others have left the tree.
    var keptChildren: Set<String> = []
    /// The storage of the view's `@State` properties, by the property's name in the view (see
    /// `NodeLink`).
    var propertyStorage: [String: AnyObject] = [:]
    /// What primitive views in the body keep across evaluations (a `TabView`'s own selection),
    /// by their resolve path in the body (see `ResolveContext.storage(make:)`).
    var primitiveStorage: [String: AnyObject] = [:]
    var items: [Item] = []
    var needsEvaluation = true
    /// An `ObservationHost`'s observation of what its content read last.
    var tracking: HostTracking?
    /// Its `.onAppear`, `.task`, `.onChange` modifiers.
    let lifecycle = NodeLifecycle()
    /// The update pass in which this node last evaluated.
    var evaluatedInPass = -1

    init(id: Int, kind: Kind, name: String, parent: Node?, view: any TextUI.View, environment: EnvironmentValues) {
        self.id = id
        self.kind = kind
        self.name = name
        self.parent = parent
        self.view = view
        self.environment = environment
    }

    /// The nearest enclosing view with a body (or this node): an `ObservationHost` counts its
    /// evaluations there, because its content is that view's body content.
    var owner: Node {
        kind == .observationHost ? (parent?.owner ?? self) : self
    }

    /// This node's descendants in the order they appear on screen.
    var childrenInOrder: [Node] {
        var result: [Node] = []
        func collect(_ items: [Item]) {
            for item in items {
                switch item {
                case .node(let node): result.append(node)
                case .vstack(_, _, let inner), .hstack(_, _, let inner), .padded(let inner, _), .bordered(let inner),
                     .framed(let inner, _, _), .badged(let inner, _), .styled(let inner, _), .tabBar(let inner, _):
                    collect(inner)
                case .text, .styledText, .divider, .spacer, .control: break
                }
            }
        }
        collect(items)
        return result
    }
}
