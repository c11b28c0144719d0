@_spi(Diagnostics) import ViewHost

/// Owns a tree of text views: renders it to a frame (a `String`), applies input to its controls,
/// and re-renders what was invalidated.
///
/// Invalidations (a change, once stored, to a property an `ObservationHost`'s content read — on
/// whatever thread made it — or a `@State` write) only mark views for evaluation. Nothing
/// re-renders until `update()`, which front ends call on the main actor's next turn, like
/// SwiftUI's next run-loop pass: several writes in one action give one update. Input methods
/// (`tap`, `toggle`, `enter`, …) run the action, then update.
@MainActor public final class TextHost {
    private let tree: ViewTree
    private let untrackedReads: UntrackedReadReporter
    /// The last layout: the frame's lines and where its controls are.
    package private(set) var block = Block.empty

    /// The last rendered frame: the tree's lines, trailing spaces removed.
    public private(set) var frame = ""

    /// How many times each view's body ran, by view type name (an `ObservationHost`'s content
    /// counts for the view whose body contains it). Like `Self._printChanges()`, for tests.
    public var evaluationCounts: [String: Int] { tree.evaluationCounts }

    /// Whether to report properties read by a body outside any `ObservationHost` (see
    /// `diagnostics`). On by default in debug builds; always off in release builds, where the
    /// engine does not watch such reads.
    public var reportsUntrackedReads: Bool {
        get { untrackedReads.isEnabled }
        set { untrackedReads.isEnabled = newValue }
    }

    /// Each distinct untracked-read report, in order of discovery.
    public var diagnostics: [String] { untrackedReads.diagnostics }

    /// Receives each new report; by default writes it to standard error.
    public var diagnosticHandler: (String) -> Void {
        get { untrackedReads.handler }
        set { untrackedReads.handler = newValue }
    }

    /// A host for `rootView`, which renders its first frame at once.
    /// - Parameters:
    ///   - rootView: the view at the root of the tree.
    ///   - reportsUntrackedReads: report untracked reads, made outside any `ObservationHost` (see `diagnostics`).
    ///   - diagnosticHandler: receives each report, from the first frame on; `nil` writes them
    ///     to standard error.
    public init<Root: TextUI.View>(_ rootView: Root, reportsUntrackedReads: Bool = TextHost.isDebugBuild,
                                   diagnosticHandler: ((String) -> Void)? = nil) {
        untrackedReads = UntrackedReadReporter(
            isEnabled: reportsUntrackedReads,
            handler: diagnosticHandler ?? { writeToStandardError("ViewHost: \($0)\n") })
        tree = ViewTree(root: rootView, untrackedReads: untrackedReads)
        update()
    }

    /// A host for the views `rootView` builds.
    public convenience init<Root: TextUI.View>(@TextUI.ViewBuilder _ rootView: () -> Root) {
        self.init(rootView())
    }

    /// `true` when ViewHost was compiled in a debug configuration.
    public nonisolated static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// Evaluates the views invalidated since the last update and renders a new frame.
    /// Returns whether anything was evaluated.
    @discardableResult
    public func update() -> Bool {
        guard tree.evaluateInvalidated() else { return false }
        block = Layout.block(tree.rootItems)
        frame = block.lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n")
        tree.runPendingActions()
        return true
    }

    /// Updates until no invalidation is pending (an update can cause more, e.g. a body that
    /// writes state); stops with a fatal error after 100 rounds, which means a loop.
    public func runUntilIdle() {
        for _ in 0..<100 {
            guard update() else { return }
        }
        fatalError("TextHost.runUntilIdle: views keep invalidating each other")
    }

    /// Forgets the evaluation counts, to measure what the next action evaluates.
    public func resetEvaluationCounts() {
        tree.resetEvaluationCounts()
    }

    /// Calls `wake` (on any thread) when invalidations arrive for an up-to-date host, so that a
    /// front end can schedule `update()`.
    public func onInvalidation(_ wake: (@Sendable () -> Void)?) {
        tree.onInvalidation(wake)
    }
}
