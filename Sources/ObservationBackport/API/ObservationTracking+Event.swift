extension ObservationTracking {
    /// What an observation's closure is told: the kind of event, which property it concerns
    /// (`matches(_:)`), and a way to stop the observation (`cancel()`).
    ///
    /// Noncopyable and passed `borrowing`, as in Apple's module: it is valid only during the call.
    @available(iOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
    @available(macOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
    @available(tvOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
    @available(watchOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
    @available(visionOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
    public struct Event: ~Copyable {
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

        /// What happened.
        public private(set) var kind: Kind

        /// The property that changed; nil for `initial` and `deinit` events, which match nothing.
        let changed: AnyKeyPath?
        /// The options tracking (`withObservationTracking(options:_:onChange:)`) that reported the
        /// event, if any.
        let tracking: Observer?
        /// The continuous observation the event is delivered to, if any.
        let continuous: ContinuousObservation?

        init(_ kind: Kind, changed: AnyKeyPath?, tracking: Observer?, continuous: ContinuousObservation? = nil) {
            self.kind = kind
            self.changed = changed
            self.tracking = tracking
            self.continuous = continuous
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
}
