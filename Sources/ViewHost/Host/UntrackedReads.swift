import ObservationBackport

extension TextHost {
    /// Runs `body` (a view's body evaluated outside any `ObservationHost`) and reports it if it
    /// read an observable property, since nothing will re-render the view when that property
    /// changes.
    ///
    /// Exact, no heuristics: `withObservationTracking` evaluates its `onChange` argument only when
    /// `apply` read a tracked property. The host never evaluates an `ObservationHost`'s content
    /// inside this scope, so every read recorded here is untracked. (Cost, debug only: the
    /// observation installed here stays registered, doing nothing, until the property changes.)
    func readingUntracked<T>(by reader: String, _ body: () -> T) -> T {
        guard reportsUntrackedReads else { return body() }
        let probe = ReadProbe()
        let result = withObservationTracking(body, onChange: probe.noticeRead())
        if probe.didRead {
            report("\(reader) read an observable property outside any ObservationHost: changes to it will not update the view")
        }
        return result
    }

    private func report(_ message: String) {
        guard !diagnostics.contains(message) else { return }
        diagnostics.append(message)
        diagnosticHandler(message)
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
