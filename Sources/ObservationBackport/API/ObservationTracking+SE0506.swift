/// The types SE-0506 adds to `ObservationTracking`, declared together so that one set of
/// attributes deprecates them all where the deployment target already has Apple's Observation with
/// SE-0506 (iOS, macOS, tvOS, watchOS and visionOS 27): attributes on an extension apply to each
/// declaration in it. The other members of `Event` and `Options` are in their own files.
@available(iOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(macOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(tvOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(watchOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(visionOS, deprecated: 27, message: "use Apple's Observation, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
extension ObservationTracking {
    /// What an observation's closure is told: the kind of event, which property it concerns
    /// (`matches(_:)`), and a way to stop the observation (`cancel()`).
    ///
    /// Noncopyable and passed `borrowing`, as in Apple's module: it is valid only during the call.
    public struct Event: ~Copyable {
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
    }

    /// Which edges of a change, and whether the deinitialization of an observed object, an
    /// observation reports: any combination of `willSet`, `didSet` and `deinit`.
    ///
    /// A set, not an `OptionSet` (as in Apple's module, SE-0506): its raw bits are private.
    public struct Options: Equatable, Sendable {
        var bits: UInt8

        init(bits: UInt8) {
            self.bits = bits
        }
    }

    /// Keeps a continuous observation alive: it stops when the token is cancelled or released.
    public struct Token: ~Copyable {
        let observation: ContinuousObservation

        init(_ observation: ContinuousObservation) {
            self.observation = observation
        }

        /// Stops the observation and releases `apply`. A call already under way finishes; none
        /// starts after this returns.
        public consuming func cancel() {
            observation.cancel()
        }

        deinit {
            observation.cancel()
        }
    }
}
