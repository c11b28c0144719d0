import ObservationBackportAtomics

/// The observation state of one observable object: which observers watch which properties.
///
/// Thread story: everything in `StorageState` is guarded by the lock, except `memberships`, which
/// is written (under the lock) and read (without it) atomically so that writes to an unobserved
/// object skip the lock. A scan may find observers cancelled in the meantime; it drops them, so
/// cancellation never has to come back here (an observer holds no reference to the objects it
/// watches). Callbacks run after the lock is released.
@usableFromInline
final class ObservationStorage: LockedState<StorageState> {
    static func make() -> ObservationStorage {
        assert(MemoryLayout<StorageState>.offset(of: \.memberships) == 0, "isObserved reads word 0")
        return make(StorageState(), as: ObservationStorage.self)
    }

    /// Whether any observer (possibly one cancelled since) watches any property. Lock-free.
    @inlinable
    var isObserved: Bool {
        withUnsafeMutablePointerToHeader { header in
            observation_backport_load(UnsafeMutableRawPointer(header).assumingMemoryBound(to: Int.self))
        } != 0
    }

    /// Records a read in the current thread's tracking scope, if one is open.
    @usableFromInline
    func recordAccess(_ keyPath: AnyKeyPath) {
        TrackingScope.current?.record(self, keyPath)
    }

    func install(_ observer: Observer, kind: Membership.Kind, on keyPaths: [AnyKeyPath]) {
        withLock { state in
            for keyPath in keyPaths {
                state.add(Membership(observer: observer, kind: kind), for: keyPath)
            }
            publish(state.memberships)
        }
    }

    @usableFromInline
    func willSet(_ keyPath: AnyKeyPath) {
        guard isObserved else { return }
        let notified = withLock { state in
            defer { publish(state.memberships) }
            return state.takeWillSetObservers(of: keyPath)
        }
        for observer in notified { observer.willSet(keyPath) }
    }

    @usableFromInline
    func didSet(_ keyPath: AnyKeyPath) {
        guard isObserved else { return }
        let notified = withLock { state in
            defer { publish(state.memberships) }
            return state.didSetObservers(of: keyPath)
        }
        for observer in notified { observer.didSet(keyPath) }
    }

    private func publish(_ memberships: Int) {
        observation_backport_store(headerAddress(of: \.memberships), memberships)
    }
}

/// Observers grouped by the property they watch. Groups are found by key path equality, which
/// for the uniqued key path literals of generated code is an identity check: no hashing.
@usableFromInline
struct StorageState {
    /// How many memberships all groups hold. Must stay the first field (see `isObserved`).
    @usableFromInline var memberships = 0
    private var groups: [ObserverGroup] = []

    mutating func add(_ membership: Membership, for keyPath: AnyKeyPath) {
        if let index = groupIndex(of: keyPath) {
            memberships -= groups[index].dropCancelled()
            groups[index].members.append(membership)
        } else {
            groups.append(ObserverGroup(keyPath: keyPath, members: [membership]))
        }
        memberships += 1
    }

    /// The observers to tell that `keyPath` will change. One-shot observers leave the group here:
    /// they fire once, and must not fire again if the change re-enters.
    mutating func takeWillSetObservers(of keyPath: AnyKeyPath) -> [Observer] {
        guard let index = groupIndex(of: keyPath) else { return [] }
        var notified: [Observer] = []
        let before = groups[index].members.count
        groups[index].members.removeAll { member in
            if member.observer.isCancelled { return true }
            switch member.kind {
            case .oneShot:
                notified.append(member.observer)
                return true
            case .persistent(let willSet, _):
                if willSet { notified.append(member.observer) }
                return false
            }
        }
        settle(index, removed: before - groups[index].members.count)
        return notified
    }

    mutating func didSetObservers(of keyPath: AnyKeyPath) -> [Observer] {
        guard let index = groupIndex(of: keyPath) else { return [] }
        var notified: [Observer] = []
        let before = groups[index].members.count
        groups[index].members.removeAll { member in
            if member.observer.isCancelled { return true }
            if case .persistent(_, true) = member.kind { notified.append(member.observer) }
            return false
        }
        settle(index, removed: before - groups[index].members.count)
        return notified
    }

    private mutating func settle(_ index: Int, removed: Int) {
        memberships -= removed
        if groups[index].members.isEmpty { groups.remove(at: index) }
    }

    private func groupIndex(of keyPath: AnyKeyPath) -> Int? {
        groups.firstIndex { $0.keyPath === keyPath } ?? groups.firstIndex { $0.keyPath == keyPath }
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
