// Not part of Apple's Observation: SPI `AccessCollection`, for view hosts that replace a view's
// one-shot tracking at every run and must drop the one they replace.

extension ObservationTracking {
    /// A one-shot tracking installed by `_trackOnce`, which can be cancelled before it fires.
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
    /// when `apply` read nothing), to cancel it before it fires: `onChange` runs once, at the
    /// first change to a property `apply` read, before its new value is stored.
    @_spi(AccessCollection)
    public static func _trackOnce<T>(
        _ apply: () -> T, onChange: @escaping @Sendable () -> Void
    ) -> (T, _OneShotHandle?) {
        trackOnce(apply, OneShotObserver.make(onChange), afterStore: false)
    }

    /// `_trackOnce(_:onChange:)` told after the first change is stored, as the `.didSet` options
    /// tracking is: the call that change causes reads the new value.
    @_spi(AccessCollection)
    public static func _trackOnce<T>(
        _ apply: () -> T, didSet onChange: @escaping @Sendable () -> Void
    ) -> (T, _OneShotHandle?) {
        trackOnce(apply, OneShotObserver.make(onChange), afterStore: true)
    }

    private static func trackOnce<T>(
        _ apply: () -> T, _ observer: OneShotObserver, afterStore: Bool
    ) -> (T, _OneShotHandle?) {
        var installed = false
        let result = TrackingScope.collect(apply) { collector in
            installOneShot(.shared(observer), readIn: collector, afterStore: afterStore)
            installed = true
        }
        return (result, installed ? _OneShotHandle(observer: observer) : nil)
    }
}
