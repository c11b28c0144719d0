import ObservationBackportAtomics

/// One installed tracking: the callbacks of a `withObservationTracking` call, shared by every
/// object whose properties that call read.
///
/// Thread story: the atomic word is 1 once cancelled or fired, stored under the lock and read
/// without it by the objects that scan their observers; everything else, the callbacks and
/// `changed`, is guarded by the lock. The lock is never held while a callback runs, and is only
/// ever taken after (never before) an `ObservationStorage` lock, so the two cannot deadlock.
final class Observer: LockedState<ObserverState> {
    static func make(_ callbacks: ObserverState.Callbacks, list: ObservationTracking._AccessList?) -> Observer {
        make(ObserverState(callbacks: callbacks, pendingList: list), as: Observer.self)
    }

    /// True once cancelled or fired (one-shot). Lock-free, for scans under a storage lock.
    var isCancelled: Bool {
        observation_backport_load(atomicWord) != 0
    }

    /// Stops all future callbacks and releases them. Idempotent.
    func cancel() {
        let released: ObserverState.Callbacks = withLock { state in
            observation_backport_store(atomicWord, 1)
            defer { state.callbacks = .none }
            return state.callbacks
        }
        _ = released  // dropped here, outside the lock: a closure's deinit may do anything
    }

    /// What to call, outside every lock, to tell this observer that one of its properties will
    /// change; nil once cancelled. Asked by an object under its storage lock.
    func willSetCall(_ keyPath: AnyKeyPath) -> ObserverCall? {
        withLock { state in
            guard observation_backport_load(atomicWord) == 0 else { return nil }
            state.changed = keyPath
            switch state.callbacks {
            case .oneShot(let onChange):
                // A one-shot observer is cancelled before it runs, so an onChange that writes the
                // property it observed cannot fire itself again.
                observation_backport_store(atomicWord, 1)
                state.callbacks = .none
                return .onChange(onChange)
            case .persistent(let willSet?, _):
                return .tracking(willSet, self)
            case .persistent, .none:
                return nil
            }
        }
    }

    /// What to call, outside every lock, to tell this observer that one of its properties
    /// changed; nil once cancelled or without a didSet callback.
    func didSetCall(_ keyPath: AnyKeyPath) -> ObserverCall? {
        withLock { state in
            guard case .persistent(_, let didSet?) = state.callbacks,
                observation_backport_load(atomicWord) == 0
            else { return nil }
            state.changed = keyPath
            return .tracking(didSet, self)
        }
    }

    var changed: AnyKeyPath? { withLock { $0.changed } }

    /// Hands over the access list this observer was created with, once.
    func takePendingList() -> ObservationTracking._AccessList? {
        withLock { state in
            defer { state.pendingList = nil }
            return state.pendingList
        }
    }
}

/// A notification decided under the storage lock and made after it is released.
enum ObserverCall {
    case onChange(@Sendable () -> Void)
    case tracking(@Sendable (ObservationTracking) -> Void, Observer)

    func run() {
        switch self {
        case .onChange(let onChange): onChange()
        case .tracking(let callback, let observer): callback(ObservationTracking(observer))
        }
    }
}

struct ObserverState {
    var callbacks: Callbacks
    var changed: AnyKeyPath?
    /// The accesses to install on, kept only until installation so that an installed observer
    /// never keeps the objects' storage alive.
    var pendingList: ObservationTracking._AccessList?

    init(callbacks: Callbacks, pendingList: ObservationTracking._AccessList?) {
        self.callbacks = callbacks
        self.pendingList = pendingList
    }

    enum Callbacks {
        case none
        /// `withObservationTracking(_:onChange:)`: runs once, in willSet, then cancels itself.
        case oneShot(@Sendable () -> Void)
        /// The SPI variants: run on every change until cancelled.
        case persistent(
            willSet: (@Sendable (ObservationTracking) -> Void)?,
            didSet: (@Sendable (ObservationTracking) -> Void)?)
    }
}
