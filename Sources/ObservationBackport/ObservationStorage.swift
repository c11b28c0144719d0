import ObservationBackportAtomics

/// The observation state of one observable object: which observers watch which properties.
///
/// Thread story: the `ObserverIndex` (created with the first observer, so that an object nobody
/// observes carries a single nil pointer) is guarded by the lock. The atomic word mirrors
/// `memberships`: stored under the lock after every change, read without it, so that writes to
/// an unobserved object skip the lock. A scan may find observers cancelled in the meantime; it
/// drops them, so cancellation never has to come back here (an observer holds no reference to
/// the objects it watches). Callbacks run after the lock is released. While Apple's tracking can
/// see the object, the word also carries `appleBridgeBit` and one extra tail word holds Apple's
/// registrar (`ObservationStorage+AppleBridge.swift`).
///
/// The index is held unmanaged (one retain, released in `deinit`) so that the locked paths use
/// it without a retain/release pair each time: a quarter of the cost of a write to an observed
/// object (`benchmarks --only ours "write, 200"`).
@usableFromInline
final class ObservationStorage: LockedState<Unmanaged<ObserverIndex>?> {
    static func make() -> ObservationStorage {
        make(nil, as: ObservationStorage.self, extraWords: 1)
    }

    deinit {
        withUnsafeMutablePointerToHeader { $0.pointee?.release() }
        releaseAppleRegistrar()
    }

    /// Runs `body` on the index under the lock, creating it if asked; nil when there is none.
    private func withIndex<Result>(creating: Bool = false, _ body: (ObserverIndex) -> Result) -> Result? {
        withLock { index in
            if index == nil, creating { index = Unmanaged.passRetained(ObserverIndex()) }
            guard let index else { return nil }
            let result = index._withUnsafeGuaranteedRef(body)
            publish(index._withUnsafeGuaranteedRef { $0.memberships })
            return result
        }
    }

    /// Whether any observer (possibly one cancelled since) watches any property, or Apple's
    /// tracking may (see `isBridged`). Lock-free.
    @inlinable
    var isObserved: Bool {
        observation_backport_load(atomicWord) != 0
    }

    /// Whether an observer of this engine (possibly one cancelled since) watches any property.
    var hasObservers: Bool {
        observation_backport_load(atomicWord) & ~Self.appleBridgeBit != 0
    }

    /// Records a read in the current thread's tracking scope, if one is open.
    @usableFromInline
    func recordAccess(_ keyPath: AnyKeyPath) {
        TrackingScope.current?.record(self, keyPath)
    }

    func install(_ observer: Observer, kind: Membership.Kind, on keyPaths: [AnyKeyPath]) {
        withIndex(creating: true) { index in
            for keyPath in keyPaths {
                index.add(Membership(observer: observer, kind: kind), for: keyPath)
            }
        }
    }

    /// Tells the observers of `keyPath` it will change. Returns false when nobody watches
    /// `keyPath`, so that `withMutation` can skip the matching `didSet` lookup.
    @usableFromInline
    @discardableResult
    func willSet(_ keyPath: AnyKeyPath) -> Bool {
        guard let calls = willSetCalls(keyPath) else { return false }
        for call in calls { call.run() }
        return true
    }

    @usableFromInline
    func didSet(_ keyPath: AnyKeyPath) {
        for call in didSetCalls(keyPath) { call.run() }
    }

    /// What `willSet` runs, chosen under the lock; nil when nobody watches `keyPath`.
    func willSetCalls(_ keyPath: AnyKeyPath) -> [ObserverCall]? {
        guard hasObservers, let found = withIndex({ $0.takeWillSetCalls(of: keyPath) }) else { return nil }
        return found
    }

    /// What `didSet` runs, chosen under the lock.
    func didSetCalls(_ keyPath: AnyKeyPath) -> [ObserverCall] {
        guard hasObservers else { return [] }
        return withIndex({ $0.didSetCalls(of: keyPath) }) ?? []
    }

    /// Stores the atomic word; call under the lock.
    func publish(_ memberships: Int) {
        observation_backport_store(atomicWord, memberships | (hasAppleRegistrar ? Self.appleBridgeBit : 0))
    }
}

/// Observers grouped by the property they watch. Groups are found by key path equality, which
/// for the uniqued key path literals of generated code is an identity check: no hashing. An
/// emptied group stays, so the next observer of that property finds it by identity again: there
/// is at most one group per property ever observed on the object.
@usableFromInline
final class ObserverIndex {
    // Only ever touched under the storage's lock, by methods that do not re-enter: Swift's
    // dynamic exclusivity checks would only add cost.

    /// How many memberships all groups hold; published in the storage's atomic word.
    @exclusivity(unchecked) var memberships = 0
    @exclusivity(unchecked) private var groups: [ObserverGroup] = []
    /// Key path instances recently found to have no group, so that writes to unobserved
    /// properties of an observed object skip the slow equality scan. Held strongly, so an
    /// identity match is never a recycled address. Cleared whenever a group is added.
    @exclusivity(unchecked) private var unobserved: [AnyKeyPath] = []
    private static let unobservedLimit = 8

    func add(_ membership: Membership, for keyPath: AnyKeyPath) {
        if let index = groupIndex(of: keyPath) {
            memberships -= groups[index].dropCancelled()
            // Equal key paths of one installation (distinct instances) join once.
            if groups[index].members.last?.observer === membership.observer { return }
            groups[index].members.append(membership)
        } else {
            groups.append(ObserverGroup(keyPath: keyPath, members: [membership]))
            unobserved.removeAll()
        }
        memberships += 1
    }

    /// The calls that tell the observers of `keyPath` it will change, prepared here, under the
    /// storage lock, so that an observer cancelled between this scan and the call still hears the
    /// change it was counted for. One-shot observers leave the group here: they fire once, and
    /// must not fire again if the change re-enters. Nil when nobody watches `keyPath`.
    func takeWillSetCalls(of keyPath: AnyKeyPath) -> [ObserverCall]? {
        guard let index = groupIndex(of: keyPath) else { return nil }
        var calls: [ObserverCall] = []
        let before = groups[index].members.count
        groups[index].members.removeAll { member in
            if member.observer.isCancelled { return true }
            switch member.kind {
            case .oneShot:
                if let call = member.observer.willSetCall(keyPath) { calls.append(call) }
                return true
            case .persistent(let willSet, _):
                if willSet, let call = member.observer.willSetCall(keyPath) { calls.append(call) }
                return false
            }
        }
        memberships -= before - groups[index].members.count
        return calls
    }

    /// The calls that tell the observers of `keyPath` it changed, prepared under the storage lock
    /// (see `takeWillSetCalls`).
    func didSetCalls(of keyPath: AnyKeyPath) -> [ObserverCall] {
        guard let index = groupIndex(of: keyPath) else { return [] }
        var calls: [ObserverCall] = []
        let before = groups[index].members.count
        groups[index].members.removeAll { member in
            if member.observer.isCancelled { return true }
            if case .persistent(_, true) = member.kind, let call = member.observer.didSetCall(keyPath) {
                calls.append(call)
            }
            return false
        }
        memberships -= before - groups[index].members.count
        return calls
    }

    private func groupIndex(of keyPath: AnyKeyPath) -> Int? {
        if let index = groups.firstIndex(where: { $0.keyPath === keyPath }) { return index }
        if unobserved.contains(where: { $0 === keyPath }) { return nil }
        if let index = groups.firstIndex(where: { $0.keyPath == keyPath }) { return index }
        if unobserved.count == Self.unobservedLimit { unobserved.removeFirst() }
        unobserved.append(keyPath)
        return nil
    }
}

struct ObserverGroup {
    let keyPath: AnyKeyPath
    var members: [Membership]

    /// Removes observers cancelled since they joined; returns how many.
    mutating func dropCancelled() -> Int {
        let before = members.count
        members.removeAll { $0.observer.isCancelled }
        return before - members.count
    }
}

/// An observer's place in one group, with what it wants to hear fixed at installation so a scan
/// never takes the observer's lock.
struct Membership {
    let observer: Observer
    let kind: Kind

    enum Kind {
        case oneShot
        case persistent(willSet: Bool, didSet: Bool)
    }
}
