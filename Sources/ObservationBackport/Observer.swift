import ObservationBackportAtomics

/// One installed persistent tracking (the `@_spi(SwiftUI)` variants, `observeContinuously`): its
/// callbacks run on every change until cancelled, shared by every object whose properties the
/// tracked closure read. (`withObservationTracking(_:onChange:)` uses `OneShotObserver`.)
///
/// Thread story: the atomic word is 1 once cancelled or fired, stored under the lock and read
/// without it by the objects that scan their observers; everything else, the callbacks and
/// `changed`, is guarded by the lock. The lock is never held while a callback runs, and is only
/// ever taken after (never before) an `ObservationStorage` lock, so the two cannot deadlock.
final class Observer: LockedState<ObserverState> {
    static func make(_ callbacks: ObserverState.Callbacks, list: ObservationTracking._AccessList?) -> Observer {
        make(ObserverState(callbacks: callbacks, pendingList: list), as: Observer.self)
    }

    /// True once cancelled. Lock-free, for scans under a storage lock.
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
            guard case .persistent(let willSet?, _) = state.callbacks else { return nil }
            return .tracking(willSet, self)
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

/// The calls one change makes, decided under the object's lock and made after it: the first
/// held inline, so that a change with one persistent observer allocates nothing, and one-shot
/// observers as the group's own array, taken whole (each is claimed when run: see
/// `OneShotObserver`).
struct ObserverCalls {
    private var first: ObserverCall?
    private var others: [ObserverCall] = []
    private var oneShots: [Membership] = []
    /// Whether a `didSet` must follow (an observer of the property has a didSet callback).
    var wantsDidSet = false

    mutating func append(_ call: ObserverCall) {
        if first == nil { first = call } else { others.append(call) }
    }

    /// Takes `members`, all one-shot, leaving it empty.
    mutating func take(oneShots members: inout [Membership]) {
        swap(&oneShots, &members)
    }

    func run() {
        first?.run()
        for call in others { call.run() }
        for case .oneShot(let observer) in oneShots { observer.claim()?() }
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
        /// Run on every change until cancelled.
        case persistent(
            willSet: (@Sendable (ObservationTracking) -> Void)?,
            didSet: (@Sendable (ObservationTracking) -> Void)?)
    }
}
