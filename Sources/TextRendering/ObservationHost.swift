import ObservationBackport

extension TextUI {
    /// Makes its content update when the observable properties it reads change.
    ///
    /// The host evaluates `content` with `HostTracking`, which observes what it read and is told
    /// after a change to it is stored; then (on whatever thread made the change) the host is
    /// marked for evaluation on the next update, and only this host's content runs again, not
    /// its parent's body. Wrap the body of every view that reads a model:
    ///
    ///     var body: some View {
    ///         ObservationHost {
    ///             Text("Count: \(model.count)")
    ///         }
    ///     }
    ///
    /// Child views inside the content are evaluated on their own, outside this tracking, so each
    /// needs its own `ObservationHost` (as with SwiftUI's own tracking, which is per view).
    public struct ObservationHost<Content: View>: View {
        let content: () -> Content

        /// Hosts `content`, evaluated under observation tracking.
        public init(@ViewBuilder content: @escaping () -> Content) {
            self.content = content
        }

        /// Never called: the host evaluates `content` itself, under tracking.
        public var body: Never { return primitiveBody() }
    }
}

/// A view the host evaluates under observation tracking instead of asking for a body.
@MainActor protocol TrackedContent {
    func resolveContent(in context: inout ResolveContext) -> [Item]
}

extension TextUI.ObservationHost: TrackedContent {
    func resolveContent(in context: inout ResolveContext) -> [Item] {
        context.resolve(content(), at: "content")
    }
}
