import ObservationBackport

/// What a view inherits from its ancestors: objects put in the environment with
/// `.environment(_:)`, by type, and what modifiers set for the controls inside.
package struct EnvironmentValues {
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Set by `.accessibilityIdentifier(_:)`.
    package var controlIdentifier: String?
    /// What Enter in a text field runs, set by `.onSubmit`.
    package var submitAction: (() -> Void)?
    /// False inside `.disabled(true)`.
    package var isEnabled = true
    /// The key that presses the buttons inside, set by `.keyboardShortcut(_:modifiers:)`.
    package var keyboardShortcut: Key?

    package subscript<Object: AnyObject>(_ type: Object.Type) -> Object? {
        get { objects[ObjectIdentifier(type)] as? Object }
        set { objects[ObjectIdentifier(type)] = newValue }
    }

    /// Same objects for the same types, same settings. A submit action is a closure, which
    /// cannot be compared: its presence counts as a change.
    func isSame(as other: EnvironmentValues) -> Bool {
        submitAction == nil && other.submitAction == nil && controlIdentifier == other.controlIdentifier
            && isEnabled == other.isEnabled && keyboardShortcut == other.keyboardShortcut
            && objects.count == other.objects.count && objects.allSatisfy { key, object in other.objects[key] === object }
    }
}

extension TextUI {
    /// Reads an observable object that an ancestor put in the environment with
    /// `.environment(object)`: `@Environment(Model.self) var model`.
    @MainActor @propertyWrapper public struct Environment<Value: AnyObject & Observable> {
        private let link = Link()

        /// Reads the object of type `type` that an ancestor provided with `.environment(_:)`.
        public init(_ type: Value.Type) {}

        /// The object the nearest ancestor provided; reading it without one is a programming error
        /// that stops the process with a message naming the type.
        public var wrappedValue: Value {
            guard let object = link.object else {
                fatalError("No \(Value.self) in the environment: add .environment(\(Value.self)(...)) to an ancestor view")
            }
            return object
        }

        final class Link {
            var object: Value?
        }
    }
}

extension TextUI.Environment: NodeLinkedProperty {
    func link(named name: String, to node: NodeLink) {
        link.object = node.environment[Value.self]
    }
}

extension TextUI.View {
    /// Puts `object` in the environment of this view and its descendants, where
    /// `@Environment(Object.self)` finds it.
    public func environment<Object: AnyObject & Observable>(_ object: Object) -> some TextUI.View {
        EnvironmentModifier(content: self, apply: { $0[Object.self] = object })
    }
}

package struct EnvironmentModifier<Content: TextUI.View>: TextUI.View, PrimitiveView {
    package let content: Content
    package let apply: (inout EnvironmentValues) -> Void
    package var body: Never { return primitiveBody() }

    package init(content: Content, apply: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.apply = apply
    }

    package func resolve(in context: inout ResolveContext) -> [Item] {
        context.resolve(content, at: "env") { apply(&$0.environment) }
    }
}
