extension ObservationTracking.Event {
    /// The kinds of event: the first call of a continuous observation, the two edges of a
    /// change, and the deinitialization of an observed object.
    public struct Kind: Equatable, Sendable {
        enum Raw: Equatable, Sendable {
            case initial, willSet, didSet, `deinit`
        }

        let raw: Raw

        /// The first call of `withContinuousObservation`'s closure, before any change.
        public static var initial: Kind { Kind(raw: .initial) }
        /// A tracked property is about to change; its new value is not stored yet.
        public static var willSet: Kind { Kind(raw: .willSet) }
        /// A tracked property changed; its new value is stored.
        public static var didSet: Kind { Kind(raw: .didSet) }
        /// An object the tracked closure read was deinitialized.
        public static var `deinit`: Kind { Kind(raw: .deinit) }
    }

    /// Whether `keyPath` names the property whose change this event reports. Always false
    /// for `initial` and `deinit` events.
    public func matches(_ keyPath: PartialKeyPath<some Observable>) -> Bool {
        changed == keyPath
    }

    /// Stops the observation: no further event is delivered (at `willSet`, the `didSet` of
    /// the same change does not follow). For a continuous observation, as its token's
    /// `cancel()`.
    public func cancel() {
        tracking?.cancel()
        continuous?.cancel()
    }
}
