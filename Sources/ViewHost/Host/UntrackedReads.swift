@_spi(ViewHost) @_spi(SwiftUI) import ObservationBackport

/// Finds and reports the observable properties a body reads outside any `ObservationHost`
/// (see `TextHost.diagnostics`).
///
/// Main-actor state, but `pendingChanges`: a change is noticed on the thread that makes it,
/// and waits there (under its lock) for the host's next update.
@MainActor final class UntrackedReadReporter {
    /// Whether bodies are watched at all.
    var isEnabled: Bool
    /// Each distinct report, in order of discovery.
    private(set) var diagnostics: [String] = []
    /// Receives each new report.
    var handler: (String) -> Void
    /// Reports made on the mutating thread, waiting for the next update.
    private let pendingChanges = Locked<[String]>([])

    init(isEnabled: Bool, handler: @escaping (String) -> Void) {
        self.isEnabled = isEnabled
        self.handler = handler
    }

    /// Runs `body` (a view's body evaluated outside any `ObservationHost`) and reports observable
    /// properties it reads, since nothing will re-render the view when they change.
    ///
    /// Exact, no heuristics: the host never evaluates an `ObservationHost`'s content inside this
    /// scope, so every read recorded here is untracked. Two nested scopes record it:
    /// - `withObservationTracking(_:onChange:)` evaluates its `onChange` argument only when
    ///   `apply` read a tracked property: that is reported at once, naming the view;
    /// - the `willSet` tracking inside learns which property when it first changes, and reports
    ///   it by name (on the host's next update), then cancels itself.
    /// Cost, when enabled: the outer observation stays registered, doing nothing, until one of
    /// the properties changes.
    func reading<T>(by reader: String, _ body: () -> T) -> T {
        guard isEnabled else { return body() }
        let probe = ReadProbe()
        let changes = pendingChanges
        let result = withObservationTracking({
            withObservationTracking(body, willSet: { tracking in
                tracking.cancel()
                let property = tracking.changed.map(PropertyName.of) ?? "A property"
                changes.withLock {
                    $0.append("\(property) changed, but \(reader) read it outside any ObservationHost: the view was not updated")
                }
            })
        }, onChange: probe.noticeRead())
        if probe.didRead {
            report("\(reader) read an observable property outside any ObservationHost: changes to it will not update the view")
        }
        return result
    }

    /// Reports the untracked changes noticed since the last update.
    func reportPendingChanges() {
        for message in pendingChanges.withLock({ pending in defer { pending = [] }; return pending }) {
            report(message)
        }
    }

    private func report(_ message: String) {
        guard !diagnostics.contains(message) else { return }
        diagnostics.append(message)
        handler(message)
    }
}

/// Notes that `withObservationTracking` asked for its `onChange`, which it does only after a read.
@MainActor private final class ReadProbe {
    var didRead = false

    func noticeRead() -> @Sendable () -> Void {
        didRead = true
        return {}
    }
}
