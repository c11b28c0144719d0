// Not part of Apple's Observation: SPI `AccessCollection`, for view hosts that replace a view's
// one-shot tracking at every run and must drop the one they replace.

extension ObservationTracking {
    /// A one-shot tracking installed by `_trackOnce`, which can be cancelled before it fires.
    @_spi(AccessCollection)
    public struct _OneShotHandle: @unchecked Sendable {
        /// Claimed by one thread only (see `OneShotObserver`).
        var observer: OneShotObserver

        /// Ends the tracking: `onChange` is released and will not run, unless it is running or
        /// ran already. Objects drop the registration at their next write or when their table
        /// of one-shot trackings fills. Idempotent; safe from any thread.
        public func cancel() {
            _ = observer.claim()
        }

        /// The observer, armed again with `onChange`, when it is done firing and this handle holds
        /// the only reference to it; nil otherwise.
        mutating func rearmedAlone(_ onChange: @escaping @Sendable () -> Void) -> OneShotObserver? {
            guard isKnownUniquelyReferenced(&observer), observer.rearm(onChange) else { return nil }
            return observer
        }
    }

    /// `withObservationTracking(_:onChange:)` in place of the tracking `previous` holds: `onChange`
    /// runs once, at the first change to a property `apply` read, before its new value is stored.
    /// `previous` is then the handle on the new tracking (nil when `apply` read nothing), to cancel
    /// it before it fires; the tracking it held is cancelled once `apply`'s reads are observed, so
    /// a change made while `apply` runs, after it read the property, still counts.
    ///
    /// When that tracking has fired and nothing else holds it, its observer serves the new one, so
    /// that a view's steady cycle of change and update allocates nothing.
    @_spi(AccessCollection)
    public static func _trackOnce<T>(
        _ apply: () -> T, replacing previous: inout _OneShotHandle?, onChange: @escaping @Sendable () -> Void
    ) -> T {
        trackOnce(apply, replacing: &previous, onChange, afterStore: false)
    }

    /// `_trackOnce(_:replacing:onChange:)` told after the first change is stored, as the `.didSet`
    /// options tracking is: the call that change causes reads the new value.
    @_spi(AccessCollection)
    public static func _trackOnce<T>(
        _ apply: () -> T, replacing previous: inout _OneShotHandle?, didSet onChange: @escaping @Sendable () -> Void
    ) -> T {
        trackOnce(apply, replacing: &previous, onChange, afterStore: true)
    }

    private static func trackOnce<T>(
        _ apply: () -> T, replacing previous: inout _OneShotHandle?, _ onChange: @escaping @Sendable () -> Void,
        afterStore: Bool
    ) -> T {
        // Moved out, so that the handle alone may hold the observer.
        var replaced = previous.moveOut()
        let observer: OneShotObserver
        if let reused = replaced?.rearmedAlone(onChange) {
            replaced = nil
            observer = reused
        } else {
            observer = .make(onChange)
        }
        var installed = false
        let result = TrackingScope.collect(apply) { collector in
            installOneShot(.shared(observer), readIn: collector, afterStore: afterStore)
            installed = true
        }
        replaced?.cancel()
        previous = installed ? _OneShotHandle(observer: observer) : nil
        return result
    }
}
