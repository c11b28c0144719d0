extension TextUI {
    /// Builds view content from statements, as SwiftUI's `@ViewBuilder` does: several views in a
    /// row, `if`/`else`, `if let`, and optionals. Lists come from `ForEach`.
    @MainActor @resultBuilder public enum ViewBuilder {
        /// An empty closure: no view.
        public static func buildBlock() -> EmptyView { EmptyView() }
        /// A closure with one view: that view.
        public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
        /// A closure with several views: all of them, in order.
        public static func buildBlock<each Content: View>(
            _ content: repeat each Content
        ) -> TupleView<(repeat each Content)> {
            TupleView(value: (repeat each content)) { context in
                var items: [Item] = []
                var index = 0
                for child in repeat each content {
                    items += context.resolve(child, at: "\(index)")
                    index += 1
                }
                return items
            }
        }
        /// An `if` without `else`: the view, or nothing.
        public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
        /// The `if` branch of an `if`/`else`.
        public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
            ConditionalContent(storage: .first(first))
        }
        /// The `else` branch of an `if`/`else`.
        public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
            ConditionalContent(storage: .second(second))
        }
        /// An `if #available` branch: its view.
        public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
    }

    /// A view that draws nothing.
    public struct EmptyView: View {
        /// A view that shows nothing.
        public init() {}
        /// Never called: an empty view draws nothing.
        public var body: Never { return primitiveBody() }
    }

    /// Several views in a row, produced by `ViewBuilder`: `T` is the tuple of those views.
    ///
    /// Generic over the tuple rather than variadic over its elements (as SwiftUI's is): variadic
    /// generic types need runtime support that iOS 17 / macOS 14 introduced, and this type must
    /// work from iOS 13. `ViewBuilder.buildBlock`, a variadic function (which old runtimes
    /// support), captures how to resolve each element while it still knows their types.
    public struct TupleView<T>: View {
        /// The views, in order.
        public let value: T
        let resolveChildren: (inout ResolveContext) -> [Item]
        /// Never called: the host lays out the views itself.
        public var body: Never { return primitiveBody() }
    }

    /// One of two views, chosen by an `if`/`else` in a `ViewBuilder`.
    public struct ConditionalContent<First: View, Second: View>: View {
        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage
        /// Never called: the host shows the chosen branch itself.
        public var body: Never { return primitiveBody() }
    }
}

extension Optional: TextUI.View where Wrapped: TextUI.View {
    /// Never called: the host shows the wrapped view, or nothing.
    public var body: Never { return primitiveBody() }
}

extension TextUI.EmptyView: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] { [] }
}

extension TextUI.TupleView: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] { resolveChildren(&context) }
}

extension TextUI.ConditionalContent: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        switch storage {
        case .first(let view): context.resolve(view, at: "T")
        case .second(let view): context.resolve(view, at: "F")
        }
    }
}

extension Optional: PrimitiveView where Wrapped: TextUI.View {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        map { context.resolve($0, at: "?") } ?? []
    }
}
