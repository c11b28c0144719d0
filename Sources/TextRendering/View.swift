extension TextUI {
    /// A piece of interface, described by its `body` as in SwiftUI.
    ///
    /// Views are values: the host builds them again whenever their parent's body runs and keeps
    /// their identity (and so their `@State`) by position in the tree.
    @MainActor public protocol View {
        /// The type of view this view's body returns.
        associatedtype Body: View
        /// The content of this view, evaluated by the host when the view is first shown and
        /// whenever something it depends on changes.
        @ViewBuilder var body: Body { get }
    }
}

extension Never: TextUI.View {
    /// Never called: primitive views have no body.
    public var body: Never { return fatalError("Never has no body") }
}

/// A view the renderer draws itself instead of asking for its body.
@MainActor package protocol PrimitiveView {
    func resolve(in context: inout ResolveContext) -> [Item]
}

extension TextUI.View {
    /// The body of a primitive view, which is never asked for.
    package func primitiveBody() -> Never {
        fatalError("\(Self.self) is drawn by the host and has no body")
    }
}
