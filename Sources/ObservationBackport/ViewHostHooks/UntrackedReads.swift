// A hook for ViewHost, not part of Apple's Observation, compiled in debug builds only: release
// builds have neither these types nor their calls in the read paths.
#if DEBUG
import ObservationBackportAtomics

/// Tells one listener about every read of a tracked property made outside all tracking scopes,
/// so that ViewHost can say which property a view read without an `ObservationHost` (a view
/// that will not update).
@_spi(ViewHost)
public enum _UntrackedReads {
    /// Sets (or with nil removes) the listener. It runs on the reading thread, outside every lock.
    public static func setListener(_ listener: (@Sendable (AnyKeyPath) -> Void)?) {
        UntrackedReadListener.set(listener)
    }

    /// The listener set now, if any: what a temporary listener puts back when it is done.
    public static var listener: (@Sendable (AnyKeyPath) -> Void)? {
        UntrackedReadListener.current
    }
}

/// The read paths' side of `_UntrackedReads`.
///
/// Thread story: the listener is set under the slot's lock; the slot's atomic word says whether
/// one is set, so that an untracked read while nobody listens costs one more load.
@usableFromInline
enum UntrackedReadListener {
    @usableFromInline
    static var isSet: Bool {
        observation_backport_load(slot.atomicWord) != 0
    }

    @usableFromInline
    static func notice(_ keyPath: AnyKeyPath) {
        slot.withLock { $0 }?.call(keyPath)
    }

    static var current: (@Sendable (AnyKeyPath) -> Void)? {
        slot.withLock { $0 }?.call
    }

    static func set(_ listener: (@Sendable (AnyKeyPath) -> Void)?) {
        let box = listener.map(Listener.init)
        slot.withLock { current in
            current = box
            observation_backport_store(slot.atomicWord, box == nil ? 0 : 1)
        }
    }

    /// Boxed, so that taking it out of the slot (through generic code) does not wrap the
    /// function in a new reabstraction thunk at every read.
    private final class Listener: Sendable {
        let call: @Sendable (AnyKeyPath) -> Void
        init(_ call: @escaping @Sendable (AnyKeyPath) -> Void) { self.call = call }
    }

    /// Safe across threads by its own lock and atomic word.
    nonisolated(unsafe) private static let slot = Slot.make(nil, as: Slot.self)

    private final class Slot: LockedState<Listener?> {}
}
#endif
