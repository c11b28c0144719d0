@_spi(Diagnostics) import ViewHost

/// Finds and reports the observable properties a body reads outside any `ObservationHost`
/// (see `TextHost.diagnostics`). Debug builds only: the engine notices such reads only there.
@MainActor final class UntrackedReadReporter {
    /// Whether bodies are watched at all (never in release builds).
    package var isEnabled: Bool {
        get { wantsReports && TextHost.isDebugBuild }
        set { wantsReports = newValue }
    }
    private var wantsReports: Bool
    /// Each distinct report, in order of discovery.
    private(set) var diagnostics: [String] = []
    /// Receives each new report.
    package var handler: (String) -> Void

    package init(isEnabled: Bool, handler: @escaping (String) -> Void) {
        wantsReports = isEnabled
        self.handler = handler
    }

    /// Runs `body` (a view's body evaluated outside any `ObservationHost`) and reports each
    /// observable property it reads, since nothing will re-render the view when it changes.
    ///
    /// Exact, no heuristics: the host never evaluates an `ObservationHost`'s content inside this
    /// call, and `UntrackedReadWatch` is told of every read no tracking scope records.
    package func reading<T>(by reader: String, _ body: () -> T) -> T {
        guard isEnabled else { return body() }
        let (result, reads) = UntrackedReadWatch.reads(during: body)
        for keyPath in reads {
            report("\(PropertyName.of(keyPath)) was read by \(reader) outside any ObservationHost: changes to it will not update the view")
        }
        return result
    }

    private func report(_ message: String) {
        guard !diagnostics.contains(message) else { return }
        diagnostics.append(message)
        handler(message)
    }
}
