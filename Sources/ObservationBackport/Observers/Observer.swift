import ObservationBackportAtomics

/// One installed persistent tracking (the `@_spi(SwiftUI)` variants) or
/// one options tracking (`withObservationTracking(options:_:onChange:)`, SE-0506): its callbacks
/// run on every change until cancelled, shared by every object whose properties the tracked
/// closure read. (`withObservationTracking(_:onChange:)` registers in `OneShotTable`s.)
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
            switch state.callbacks {
            case .persistent(let willSet?, _): return .tracking(willSet, self)
            case .events: return eventCall(.willSet, keyPath, in: &state)
            default: return nil
            }
        }
    }

    /// The call for an event of `kind` of an options tracking, deciding under the lock (see
    /// `EventCallbacks.call`). Once it has stopped collecting, the callbacks are only read: not
    /// copied out and stored back (a retain and release of each thing they hold).
    @inline(__always)
    private func eventCall(_ kind: ObservationTracking.Event.Kind, _ keyPath: AnyKeyPath?, in state: inout ObserverState) -> ObserverCall? {
        if case .events(let events) = state.callbacks, !events.isCollecting {
            return events.wants(kind) ? .event(kind, keyPath, self) : nil
        }
        guard case .events(var events) = state.callbacks else { return nil }
        defer { state.callbacks = .events(events) }
        return events.call(kind, keyPath, self)
    }

    /// What to call, outside every lock, to tell this observer that one of its properties
    /// changed; nil once cancelled or without a didSet callback.
    func didSetCall(_ keyPath: AnyKeyPath) -> ObserverCall? {
        withLock { state in
            guard observation_backport_load(atomicWord) == 0 else { return nil }
            switch state.callbacks {
            case .persistent(_, let didSet?):
                state.changed = keyPath
                return .tracking(didSet, self)
            case .events:
                state.changed = keyPath
                return eventCall(.didSet, keyPath, in: &state)
            default: return nil
            }
        }
    }

    /// What to call, outside every lock, to tell this observer that an object it watches is
    /// being deinitialized; nil unless it asked for `.deinit` and is not cancelled.
    func deinitCall() -> ObserverCall? {
        withLock { state in
            guard observation_backport_load(atomicWord) == 0 else { return nil }
            return eventCall(.deinit, nil, in: &state)
        }
    }

    /// Ends the collecting phase of an options tracking (see `EventCallbacks`): from now on
    /// events are delivered as they happen. Returns the call for the first event recorded
    /// meanwhile, to make now.
    func finishCollecting() -> ObserverCall? {
        withLock { state in
            guard case .events(var events) = state.callbacks else { return nil }
            events.isCollecting = false
            defer { state.callbacks = .events(events) }
            guard observation_backport_load(atomicWord) == 0, let (kind, keyPath) = events.recorded else { return nil }
            events.recorded = nil
            return .event(kind, keyPath, self)
        }
    }

    /// Calls an options tracking's `onChange` for one event, unless it was cancelled since the
    /// event was decided. An event that ends the tracking (`EventCallbacks.ends`) ends it first,
    /// in the same locked step: nothing else can be delivered meanwhile, and `onChange` is
    /// released once it has run.
    func deliver(_ kind: ObservationTracking.Event.Kind, _ keyPath: AnyKeyPath?) {
        let callbacks: EventCallbacks? = withLock { state in
            guard observation_backport_load(atomicWord) == 0, case .events(let events) = state.callbacks else { return nil }
            guard events.ends(after: kind) else { return events }
            observation_backport_store(atomicWord, 1)
            // Moved out, not copied: the tracking's last reference to them is this call's.
            var ended = ObserverState.Callbacks.none
            swap(&ended, &state.callbacks)
            guard case .events(let events) = ended else { return nil }
            return events
        }
        callbacks?.onChange(ObservationTracking.Event(kind, changed: keyPath, tracking: self))
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
    case event(ObservationTracking.Event.Kind, AnyKeyPath?, Observer)

    func run() {
        switch self {
        case .onChange(let onChange): onChange()
        case .tracking(let callback, let observer): callback(ObservationTracking(observer))
        case .event(let kind, let keyPath, let observer): observer.deliver(kind, keyPath)
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
        /// Run on every change until cancelled.
        case persistent(
            willSet: (@Sendable (ObservationTracking) -> Void)?,
            didSet: (@Sendable (ObservationTracking) -> Void)?)
        /// Events of `withObservationTracking(options:_:onChange:)`.
        case events(EventCallbacks)
    }
}

/// The `onChange` of an options tracking, what it asked for, and its collecting phase.
///
/// The tracking is installed on each property as `apply` first reads it, not once `apply`
/// returns, and starts out collecting: the first event it hears while `apply` still runs (a
/// change, on any thread, to a property `apply` already read) is recorded and delivered once
/// `apply` has returned (`Observer.finishCollecting`), as Apple's registrar does with the
/// changes it marks dirty during `apply` (`ObservationTracking.swift`, the `dirty` switch at
/// the end of `withObservationTracking(options:_:onChange:)`).
struct EventCallbacks {
    let options: ObservationTracking.Options
    let onChange: @Sendable (borrowing ObservationTracking.Event) -> Void
    var isCollecting = true
    var recorded: (ObservationTracking.Event.Kind, AnyKeyPath?)?

    init(options: ObservationTracking.Options, onChange: @escaping @Sendable (borrowing ObservationTracking.Event) -> Void) {
        self.options = options
        self.onChange = onChange
    }

    /// Whether an event of `kind` was asked for.
    func wants(_ kind: ObservationTracking.Event.Kind) -> Bool {
        options.contains(Self.option(for: kind))
    }

    /// The call for an event of `kind`: nil when not asked for, or while collecting (the first
    /// one is then recorded).
    mutating func call(_ kind: ObservationTracking.Event.Kind, _ keyPath: AnyKeyPath?, _ observer: Observer) -> ObserverCall? {
        guard wants(kind) else { return nil }
        guard isCollecting else { return .event(kind, keyPath, observer) }
        if recorded == nil { recorded = (kind, keyPath) }
        return nil
    }

    /// Whether the tracking ends once an event of `kind` is delivered: it is one-shot, ending
    /// after the willSet unless `.didSet` was asked, then after the didSet; a deinit event ends
    /// nothing (Apple's `ObservationTracking.swift`: the `willSet` and `didSet` closures of
    /// `withObservationTracking(options:_:onChange:)` call `tracking.cancel()`, the `deinit`
    /// closure does not).
    func ends(after kind: ObservationTracking.Event.Kind) -> Bool {
        kind == .didSet || (kind == .willSet && !options.contains(.didSet))
    }

    private static func option(for kind: ObservationTracking.Event.Kind) -> ObservationTracking.Options {
        switch kind.raw {
        case .willSet: .willSet
        case .didSet: .didSet
        case .deinit: .deinit
        case .initial: []
        }
    }
}
