import ObservationBackportAtomics

/// One installed persistent tracking (the `@_spi(SwiftUI)` variants, a member of the groups of
/// what it read), whose callbacks run on every change until cancelled, or one options tracking
/// (`withObservationTracking(options:_:onChange:)`, SE-0506, registered in the
/// `OptionsTrackings` of what it read), which ends at its first change; shared by every object
/// whose properties the tracked closure read. (`withObservationTracking(_:onChange:)` needs no
/// `Observer`.)
///
/// Thread story: the atomic word is the tracking's phase (`Phase`), read without the lock by
/// the objects that scan their observers; the state (callbacks, `changed`) is guarded by the
/// lock, with one hand-over: once an event that ends the tracking is decided (the phase gains
/// `handedOver`), the state belongs to that event's call, which releases the callbacks without
/// the lock, and no other access to the state begins (`withState` checks the phase before it
/// touches the state). The phase moves under the lock, except for the ending event's call,
/// which claims its delivery by a compare-exchange without it; a cancel suppresses that
/// delivery by the same compare-exchange, so the race has one winner. The lock is never held
/// while a callback runs, and is only ever taken after (never before) an `ObservationStorage`
/// lock, so the two cannot deadlock.
final class Observer: LockedWord<ObserverState> {
    /// The phases, the values of the atomic word: `live` until `ended`, by way of `ending` and
    /// `delivered` for an options tracking's ending event.
    private enum Phase {
        static let live = 0
        /// Cancelled, or fired for the last time.
        static let ended = 1
        /// Set once an event that ends the tracking is decided: the state is that event's call's.
        static let handedOver = 16
        /// An event that ends the tracking was decided; its call moves the phase to `delivered`
        /// to deliver it, unless a cancel did first.
        static let ending = 2 | handedOver
        /// The ending event's call claimed its delivery, or a cancel suppressed it.
        static let delivered = ended | handedOver
    }

    static func make(_ callbacks: ObserverState.Callbacks) -> Observer {
        make(ObserverState(callbacks: callbacks), as: Observer.self)
    }

    /// True once cancelled, or once the event that ends it was decided. Lock-free, for scans
    /// under a storage lock.
    var isCancelled: Bool {
        observation_backport_load(atomicWord) & (Phase.ended | Phase.handedOver) != 0
    }

    /// Runs `body` with the state under the lock; nil, without touching the state, once it was
    /// handed over to the call of the event that ends the tracking.
    private func withState<Result>(_ body: (inout ObserverState) -> Result?) -> Result? {
        whileLocked { stateUnlessHandedOver(body) }
    }

    /// `withState` for a caller that holds the lock.
    private func stateUnlessHandedOver<Result>(_ body: (inout ObserverState) -> Result?) -> Result? {
        guard observation_backport_load(atomicWord) & Phase.handedOver == 0 else { return nil }
        return withUnsafeMutablePointerToHeader { body(&$0.pointee) }
    }

    /// Stops all future callbacks and releases them (an access list not installed yet stays
    /// for `takePendingList`; the callbacks of a tracking whose ending event was decided are
    /// released by that event's call, which a cancel before its claim suppresses). Idempotent.
    func cancel() {
        let released: ObserverState.Callbacks? = whileLocked {
            _ = observation_backport_compare_exchange(atomicWord, Phase.ending, Phase.delivered)
            return stateUnlessHandedOver { state in
                observation_backport_store(atomicWord, Phase.ended)
                if case .pending = state.callbacks { return ObserverState.Callbacks.none }
                defer { state.callbacks = .none }
                return state.callbacks
            }
        }
        _ = released  // dropped here, outside the lock: a closure's deinit may do anything
    }

    /// Makes this the persistent tracking `ObservationTracking._installTracking` installs.
    func becomePersistent(willSet: (@Sendable (ObservationTracking) -> Void)?, didSet: (@Sendable (ObservationTracking) -> Void)?) {
        _ = withState { $0.callbacks = .persistent(willSet: willSet, didSet: didSet) }
    }

    /// What to call, outside every lock, to tell this observer that one of its properties will
    /// change; nil once cancelled. Asked by an object under its storage lock.
    func willSetCall(_ keyPath: AnyKeyPath) -> ObserverCall? {
        withState { state in
            guard !isCancelled else { return nil }
            switch state.callbacks {
            case .persistent(let willSet?, _):
                state.changed = keyPath
                return .tracking(willSet, self)
            case .events: return eventCall(.willSet, keyPath, in: &state)
            default: return nil
            }
        }
    }

    /// What to call, outside every lock, to tell this observer that one of its properties
    /// changed; nil once cancelled or without a didSet callback.
    func didSetCall(_ keyPath: AnyKeyPath) -> ObserverCall? {
        withState { state in
            guard !isCancelled else { return nil }
            switch state.callbacks {
            case .persistent(_, let didSet?):
                state.changed = keyPath
                return .tracking(didSet, self)
            case .events: return eventCall(.didSet, keyPath, in: &state)
            default: return nil
            }
        }
    }

    /// What to call, outside every lock, to tell this observer that an object it watches is
    /// being deinitialized; nil unless it asked for `.deinit` and is not cancelled.
    func deinitCall() -> ObserverCall? {
        withState { state in
            guard !isCancelled else { return nil }
            return eventCall(.deinit, nil, in: &state)
        }
    }

    /// The call for an event of `kind` of a live options tracking, decided under the lock; nil
    /// when not asked for. One that ends the tracking moves it to `ending`, handing the
    /// callbacks over to the call.
    private func eventCall(_ kind: ObservationTracking.Event.Kind, _ keyPath: AnyKeyPath?, in state: inout ObserverState) -> ObserverCall? {
        guard state.callbacks.wants(kind) else { return nil }
        let ends = state.callbacks.ends(after: kind)
        if ends { observation_backport_store(atomicWord, Phase.ending) }
        return .event(EventDecision(kind: kind, ends: ends), keyPath, self)
    }

    /// Calls an options tracking's `onChange` for one event, unless it was cancelled since the
    /// event was decided. The call of the event that `ends` the tracking claims it (`ending` to
    /// `delivered`), so that a cancel meanwhile suppresses it, and releases the callbacks, which
    /// are its own, without the lock.
    func deliver(_ kind: ObservationTracking.Event.Kind, _ keyPath: AnyKeyPath?, ends: Bool) {
        let events: EventCallbacks?
        if ends {
            let claimed = observation_backport_compare_exchange(atomicWord, Phase.ending, Phase.delivered)
            events = withUnsafeMutablePointerToHeader { state in
                var handedOver = ObserverState.Callbacks.none
                swap(&handedOver, &state.pointee.callbacks)
                guard claimed, case .events(let events) = handedOver else { return nil }
                return events
            }
        } else {
            events = withState { state in
                guard !isCancelled, case .events(let events) = state.callbacks else { return nil }
                return events
            }
        }
        events?.onChange(ObservationTracking.Event(kind, changed: keyPath, tracking: self))
    }

    var changed: AnyKeyPath? { withState { $0.changed } }

    /// Hands over the access list this observer was created with, once.
    func takePendingList() -> ObservationTracking._AccessList? {
        withState { state in
            guard case .pending(let list) = state.callbacks else { return nil }
            state.callbacks = .none
            return list
        }
    }
}

/// A notification decided under the storage lock and made after it is released.
enum ObserverCall {
    case onChange(@Sendable () -> Void)
    case tracking(@Sendable (ObservationTracking) -> Void, Observer)
    /// An event of an options tracking (see `Observer.deliver`).
    case event(EventDecision, AnyKeyPath?, Observer)

    func run() {
        switch self {
        case .onChange(let onChange): onChange()
        case .tracking(let callback, let observer): callback(ObservationTracking(observer))
        case .event(let event, let keyPath, let observer): observer.deliver(event.kind, keyPath, ends: event.ends)
        }
    }
}

/// The kind of an event decided for an options tracking, and whether it ends the tracking.
struct EventDecision {
    let kind: ObservationTracking.Event.Kind
    let ends: Bool
}

struct ObserverState {
    var callbacks: Callbacks
    var changed: AnyKeyPath?

    init(callbacks: Callbacks) {
        self.callbacks = callbacks
    }

    enum Callbacks {
        case none
        /// The accesses of a tracking made from an access list (`ObservationTracking.init(_:)`),
        /// to install on: kept only until installation, so that an installed observer never
        /// keeps the objects' storage alive.
        case pending(ObservationTracking._AccessList)
        /// Run on every change until cancelled.
        case persistent(
            willSet: (@Sendable (ObservationTracking) -> Void)?,
            didSet: (@Sendable (ObservationTracking) -> Void)?)
        /// Events of `withObservationTracking(options:_:onChange:)`.
        case events(EventCallbacks)

        /// Whether these are an options tracking's, asking for events of `kind`.
        func wants(_ kind: ObservationTracking.Event.Kind) -> Bool {
            guard case .events(let events) = self else { return false }
            return events.wants(kind)
        }

        /// Whether these are an options tracking's, which an event of `kind` ends.
        func ends(after kind: ObservationTracking.Event.Kind) -> Bool {
            guard case .events(let events) = self else { return false }
            return events.ends(after: kind)
        }
    }
}

/// The `onChange` of an options tracking, and what it asked for.
///
/// The tracking is installed once `apply` returns, as Apple's is. A change made while `apply`
/// ran, on any thread, to a property after `apply` read it is then reported at once, as the
/// first event the tracking would have heard (its willSet if asked, else its didSet), as Apple's
/// registrar does with the changes it marks dirty during `apply` (`ObservationTracking.swift`,
/// the `dirty` switch at the end of `withObservationTracking(options:_:onChange:)`): the scope
/// dates each property's read (`AccessEntry.datesEachRead`), and the install asks which were
/// written since (`ConcurrentWrites`).
struct EventCallbacks {
    let options: ObservationTracking.Options
    let onChange: @Sendable (borrowing ObservationTracking.Event) -> Void

    init(options: ObservationTracking.Options, onChange: @escaping @Sendable (borrowing ObservationTracking.Event) -> Void) {
        self.options = options
        self.onChange = onChange
    }

    /// Whether an event of `kind` was asked for.
    func wants(_ kind: ObservationTracking.Event.Kind) -> Bool {
        options.contains(Self.option(for: kind))
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
