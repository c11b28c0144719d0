extension TextUI {
    /// Builds view content from statements, as SwiftUI's `@ViewBuilder` does: several views in a
    /// row, `if`/`else`, `if let`, and optionals. Lists come from `ForEach`.
    @MainActor @resultBuilder public enum ViewBuilder {
        /// An empty closure: no view.
        public static func buildBlock() -> EmptyView { EmptyView() }
        /// The first view of a closure: that view, alone or as the start of several.
        public static func buildPartialBlock<Content: View>(first content: Content) -> Content { content }
        /// The views of a closure so far and the next one: all of them, in order. Built a view at
        /// a time rather than from a parameter pack, whose runtime entry points iOS 13–16 lack.
        public static func buildPartialBlock<Accumulated: View, Next: View>(
            accumulated: Accumulated, next: Next
        ) -> TupleView<(Accumulated, Next)> {
            let earlier = (accumulated as? any TupleChildren)?.children ?? [{ $0.resolve(accumulated, at: "0") }]
            let index = "\(earlier.count)"
            return TupleView(value: (accumulated, next), children: earlier + [{ $0.resolve(next, at: index) }])
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

    /// Several views in a row, produced by `ViewBuilder`: `T` pairs the views before the last
    /// with the last, `((A, B), C)` for three (SwiftUI's is `(A, B, C)`).
    ///
    /// Nested pairs rather than a parameter pack (as SwiftUI's is): variadic generic types and
    /// functions need runtime support that iOS 17 / macOS 14 introduced, and this type must work
    /// from iOS 13. `ViewBuilder.buildPartialBlock` captures how to resolve each view while it
    /// still knows its type, so the views are resolved as one flat row.
    public struct TupleView<T>: View {
        /// The views, in order.
        public let value: T
        let children: [(inout ResolveContext) -> [Item]]
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

/// A row of views whose children a following `buildPartialBlock` continues, for one flat row.
@MainActor private protocol TupleChildren {
    var children: [(inout ResolveContext) -> [Item]] { get }
}

extension TextUI.TupleView: TupleChildren {}

extension TextUI.TupleView: PrimitiveView {
    package func resolve(in context: inout ResolveContext) -> [Item] {
        children.flatMap { $0(&context) }
    }
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
