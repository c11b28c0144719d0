// Not part of Apple's Observation: SPI `AccessCollection`, for view hosts that replace a view's
// one-shot tracking at every render and must drop the one they replace.

extension ObservationTracking {
    /// A one-shot tracking installed by `_trackOnce(_:onChange:)`, which can be cancelled before
    /// it fires.
    @_spi(AccessCollection)
    public struct _OneShotHandle: @unchecked Sendable {
        /// Claimed by one thread only (see `OneShotObserver`).
        let observer: OneShotObserver

        /// Ends the tracking: `onChange` is released and will not run, unless it is running or
        /// ran already. Objects drop the registration at their next write or when their table
        /// of one-shot trackings fills. Idempotent; safe from any thread.
        public func cancel() {
            _ = observer.claim()
        }
    }

    /// `withObservationTracking(_:onChange:)` that also returns a handle on the tracking (nil
    /// when `apply` read nothing), to cancel it before it fires.
    @_spi(AccessCollection)
    public static func _trackOnce<T>(
        _ apply: () -> T, onChange: @escaping @Sendable () -> Void
    ) -> (T, _OneShotHandle?) {
        let observer = OneShotObserver.make(onChange)
        var installed = false
        let result = TrackingScope.collect(installingEarly: nil, apply) { collector in
            installOneShot(.shared(observer), readIn: collector)
            installed = true
        }
        return (result, installed ? _OneShotHandle(observer: observer) : nil)
    }
}

extension ObservationTracking {
    /// `withObservationTracking(options: .didSet, _:onChange:)` that also returns the tracking
    /// (nil when `apply` read nothing), to cancel it before it fires: `onChange` runs once,
    /// after the first change to a property `apply` read is stored.
    @_spi(AccessCollection)
    public static func _trackOnce<T>(
        _ apply: () -> T, didSet onChange: @escaping @Sendable () -> Void
    ) -> (T, ObservationTracking?) {
        var installed: Observer?
        let result = track(options: .didSet, apply, onChange: { _ in onChange() }, installed: &installed)
        return (result, installed.map(ObservationTracking.init))
    }
}
