import ObservationBackportAtomics

/// The observation state of one observable object: which observers watch which properties.
///
/// Thread story: the `ObserverIndex` (created with the first observer, so that an object nobody
/// observes carries a single nil pointer) is guarded by the lock. The atomic word summarizes it
/// for the lock-free paths: 0 while no membership exists; otherwise the address of the key path
/// instance last found to have no observers on this object (see `ObserverIndex.lastUnobserved`),
/// or 0 if none, with the low bit set. It is stored under the lock after every change, from the
/// index's state at that moment, and read without it: a write whose key path instance matches
/// it skips the lock and the group search (an installation that happened before the write
/// cleared it, or a later store under the lock reflects that installation). The index holds that
/// instance strongly until the word has stopped naming it, so its address cannot be reused by
/// another key path while a reader may still match it. Once the object is bridged to Apple's
/// Observation, the word instead names its Apple registrar, tagged, for good (see
/// `ObservationStorage+AppleBridge.swift`): every write then takes the locked path, which tells
/// Apple's registrar too. A scan may find observers cancelled in the meantime; it
/// drops them, so cancellation never has to come back here (an observer holds no reference to
/// the objects it watches); a group drops them when it is scanned, or when it is full. Callbacks
/// run after the lock is released.
///
/// The index is held unmanaged (one retain, released in `deinit`) so that the locked paths use
/// it without a retain/release pair each time: a quarter of the cost of a write to an observed
/// object (`benchmarks --only ours "write, 200"`).
@usableFromInline
final class ObservationStorage: LockedState<Unmanaged<ObserverIndex>?> {
    static func make() -> ObservationStorage {
        make(nil, as: ObservationStorage.self)
    }

    deinit {
        withUnsafeMutablePointerToHeader { $0.pointee?.release() }
    }

    /// Runs `body` on the index under the lock, creating it if asked; nil when there is none.
    @inline(__always)
    func withIndex<Result>(creating: Bool = false, _ body: (ObserverIndex) -> Result) -> Result? {
        withLock { index in
            if index == nil, creating { index = Unmanaged.passRetained(ObserverIndex()) }
            guard let index else { return nil }
            let result = index._withUnsafeGuaranteedRef(body)
            let (summary, retired) = index._withUnsafeGuaranteedRef { $0.republish() }
            let word = observation_backport_load(atomicWord)
            if word & Self.appleBridgeTag == 0 {
                observation_backport_store(atomicWord, summary)
            } else {  // bridged: the low bit alone says whether memberships exist
                observation_backport_store(atomicWord, word & ~1 | (summary == 0 ? 0 : 1))
            }
            withExtendedLifetime(retired) {}  // freed only once the word no longer names it
            return result
        }
    }

    /// Whether any observer (possibly one cancelled since) watches any property. Lock-free.
    @inlinable
    var isObserved: Bool {
        observation_backport_load(atomicWord) != 0
    }

    /// Whether `keyPath` may have observers here: false for an object nobody observes, and for
    /// the key path instance last found to have none. Lock-free; `withMutation` inlines it, so
    /// that a write next to observers of other properties makes no call.
    @inlinable
    func mayBeObserved(_ keyPath: AnyKeyPath) -> Bool {
        let summary = observation_backport_load(atomicWord)
        return summary != 0 && summary != ObserverIndex.summary(unobserved: keyPath)
    }

    /// Records a read in the tracking scope open on this thread (`scope`, its slot's value).
    @usableFromInline
    func recordAccess(_ keyPath: AnyKeyPath, in scope: UnsafeMutableRawPointer) {
        TrackingScope.record(self, keyPath, in: scope)
    }

    func install(_ membership: Membership, on entry: AccessEntry) {
        observation_backport_count_install()
        withIndex(creating: true) { index in
            entry.forEachKeyPath { index.add(membership, for: $0) }
        }
    }

    /// Tells the observers of `keyPath` it will change. Returns whether one of them also wants
    /// to hear that it changed, or a callback installed an observer (which may: Apple's calls
    /// its didSet for this very change), so that `withMutation` skips the `didSet` lookup (a
    /// second lock round trip) otherwise.
    @usableFromInline
    @discardableResult
    func willSet(_ keyPath: AnyKeyPath) -> Bool {
        guard mayBeObserved(keyPath), let calls = withIndex({ $0.takeWillSetCalls(of: keyPath) }) ?? nil else { return false }
        let installs = observation_backport_install_count()
        calls.run()
        return calls.wantsDidSet || observation_backport_install_count() != installs
    }

    @usableFromInline
    func didSet(_ keyPath: AnyKeyPath) {
        guard mayBeObserved(keyPath) else { return }
        var calls = ObserverCalls()
        withIndex { $0.collectDidSetCalls(of: keyPath, into: &calls) }
        calls.run()
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

    /// How many memberships all groups hold; whether it is 0 is published (see `republish`).
    @exclusivity(unchecked) private var memberships = 0
    @exclusivity(unchecked) private var groups: [ObserverGroup] = []
    /// The key path instance last found to have no group, published in the storage's word so
    /// that a write of it skips the lock.
    @exclusivity(unchecked) private var lastUnobserved: AnyKeyPath?
    /// The instance the storage's word names, held until the word names another.
    @exclusivity(unchecked) private var published: AnyKeyPath?
    /// Instances found to have no group before `lastUnobserved`, so that writes to several
    /// unobserved properties of an observed object skip the slow equality scan. Held strongly,
    /// so an identity match is never a recycled address. Both are cleared whenever a group is
    /// added; the array is only allocated once a second unobserved instance shows up.
    @exclusivity(unchecked) private var unobserved: [AnyKeyPath] = []
    private static let unobservedLimit = 8
    /// The object's Apple registrar, once it is bridged (`ObservationStorage+AppleBridge.swift`):
    /// held here, the storage's word names it unretained.
    @exclusivity(unchecked) var appleRegistrar: ForwardingRegistrar?

    /// The storage's atomic word for the current state (see `ObservationStorage`): 0 without
    /// memberships, else the address of `lastUnobserved` (or 0) with the low bit set. Returns
    /// too the instance the previous word named, to be released after the new word is stored.
    func republish() -> (summary: Int, retired: AnyKeyPath?) {
        let named = memberships == 0 ? nil : lastUnobserved
        let summary = memberships == 0 ? 0 : Self.summary(unobserved: named)
        guard published !== named else { return (summary, nil) }
        defer { published = named }
        return (summary, published)
    }

    @inlinable
    static func summary(unobserved keyPath: AnyKeyPath?) -> Int {
        guard let keyPath else { return 1 }
        return Int(bitPattern: Unmanaged.passUnretained(keyPath).toOpaque()) | 1
    }

    func add(_ membership: Membership, for keyPath: AnyKeyPath) {
        if let index = groupIndex(of: keyPath) {
            memberships += groups[index].add(membership)
        } else {
            groups.append(ObserverGroup(keyPath: keyPath, first: membership))
            lastUnobserved = nil
            unobserved.removeAll()
            memberships += 1
        }
    }

    /// Prepares, under the storage lock, the calls that tell the observers of `keyPath` it will
    /// change (see `ObserverGroup.takeWillSetCalls`), and whether a member wants `didSet`; nil
    /// when nobody watches `keyPath`.
    func takeWillSetCalls(of keyPath: AnyKeyPath) -> ObserverCalls? {
        guard let index = groupIndex(of: keyPath) else { return nil }
        var calls = ObserverCalls()
        memberships -= groups[index].takeWillSetCalls(keyPath, into: &calls)
        calls.wantsDidSet = groups[index].didSetMembers > 0
        return calls
    }

    /// Prepares, under the storage lock, the calls that tell the observers of `keyPath` it
    /// changed.
    func collectDidSetCalls(of keyPath: AnyKeyPath, into calls: inout ObserverCalls) {
        guard let index = groupIndex(of: keyPath) else { return }
        memberships -= groups[index].collectDidSetCalls(keyPath, into: &calls)
    }

    /// How many memberships can still be called: `memberships` also counts fired and cancelled
    /// observers not yet pruned (see `ObserverGroup.add`). For tests that count observers.
    var liveMemberships: Int {
        groups.reduce(0) { count, group in count + group.members.filter { !$0.isCancelled }.count }
    }

    /// Scans by position, reading each group's key path in place: `firstIndex(where:)` would
    /// copy every group (a retain and release of its key path and of its members each).
    private func groupIndex(of keyPath: AnyKeyPath) -> Int? {
        for index in groups.indices where groups[index].keyPath === keyPath { return index }
        if lastUnobserved === keyPath { return nil }
        if !unobserved.contains(where: { $0 === keyPath }) {
            for index in groups.indices where groups[index].keyPath == keyPath { return index }
        }
        if let previous = lastUnobserved {
            unobserved.removeAll { $0 === keyPath }
            if unobserved.count == Self.unobservedLimit { unobserved.removeFirst() }
            unobserved.append(previous)
        }
        lastUnobserved = keyPath
        return nil
    }
}

/// The observers of one property, in the order they were installed.
struct ObserverGroup {
    let keyPath: AnyKeyPath
    private(set) var members: [Membership]
    /// How many members have a didSet callback: without any, a write needs no `didSet` lookup.
    private(set) var didSetMembers: Int
    /// How many members are persistent: without any, a change takes the whole array at once.
    private var persistentMembers: Int
    /// Room kept for observers between two scans for fired ones: a view re-installs on every
    /// render, leaving fired observers in the groups of the properties that did not change.
    private static let minimumCapacity = 8

    init(keyPath: AnyKeyPath, first: Membership) {
        self.keyPath = keyPath
        members = [first]
        didSetMembers = first.hasDidSet ? 1 : 0
        persistentMembers = first.isPersistent ? 1 : 0
    }

    /// Adds `membership`, unless its observer joined last (equal key paths of one installation,
    /// distinct instances, join once). Returns the change in the number of members.
    ///
    /// Observers fired or cancelled through another group are dropped only when the array is
    /// full, and then at least half its room (and `minimumCapacity`) is left free: an install
    /// costs amortized O(1), not a scan of the group.
    mutating func add(_ membership: Membership) -> Int {
        if !members.isEmpty, members[members.count - 1].observer == membership.observer { return 0 }
        var change = 1
        if members.count == members.capacity {
            change -= removeMembers { $0.isCancelled }
            if members.count * 2 > members.capacity || members.capacity < Self.minimumCapacity {
                members.reserveCapacity(max(Self.minimumCapacity, members.capacity * 2))
            }
        }
        members.append(membership)
        if membership.hasDidSet { didSetMembers += 1 }
        if membership.isPersistent { persistentMembers += 1 }
        return change
    }

    /// Prepares the calls that tell the members `keyPath` will change; returns how many members
    /// left. One-shot observers leave here: they fire once, and must not fire again if the
    /// change re-enters; without persistent members the whole array leaves at once, to be
    /// claimed after the lock. A call prepared here is made even if its observer is cancelled
    /// before (it was counted for this change).
    mutating func takeWillSetCalls(_ keyPath: AnyKeyPath, into calls: inout ObserverCalls) -> Int {
        if persistentMembers == 0 {
            let count = members.count
            calls.take(oneShots: &members)
            return count
        }
        return removeMembers { member in
            switch member {
            case .oneShot(let observer):
                if let onChange = observer.claim() { calls.append(.onChange(onChange)) }
                return true
            case .persistent(let observer, let willSet, _):
                if observer.isCancelled { return true }
                if willSet, let call = observer.willSetCall(keyPath) { calls.append(call) }
                return false
            }
        }
    }

    /// Prepares the calls that tell the members `keyPath` changed; returns how many members left.
    mutating func collectDidSetCalls(_ keyPath: AnyKeyPath, into calls: inout ObserverCalls) -> Int {
        guard didSetMembers > 0 else { return 0 }
        return removeMembers { member in
            if member.isCancelled { return true }
            if case .persistent(let observer, _, true) = member, let call = observer.didSetCall(keyPath) {
                calls.append(call)
            }
            return false
        }
    }

    /// Removes the members for which `shouldRemove` is true, keeping the others in order, in
    /// place; returns how many went.
    private mutating func removeMembers(where shouldRemove: (Membership) -> Bool) -> Int {
        var kept = 0
        for position in members.indices {
            if shouldRemove(members[position]) {
                if members[position].hasDidSet { didSetMembers -= 1 }
                if members[position].isPersistent { persistentMembers -= 1 }
            } else {
                if kept != position { members.swapAt(kept, position) }
                kept += 1
            }
        }
        let removed = members.count - kept
        if removed == 1 {
            members.removeLast()
        } else if removed > 1 {
            members.removeLast(removed)
        }
        return removed
    }
}

/// An observer's place in one group, with what it wants to hear fixed at installation so a scan
/// of a group never takes a persistent observer's lock for a callback it does not have.
enum Membership {
    case oneShot(OneShotObserver)
    case persistent(Observer, willSet: Bool, didSet: Bool)

    /// True once the observer can never be called again (fired, or cancelled). Lock-free.
    var isCancelled: Bool {
        switch self {
        case .oneShot(let observer): observer.hasFired
        case .persistent(let observer, _, _): observer.isCancelled
        }
    }

    var isPersistent: Bool {
        if case .persistent = self { return true }
        return false
    }

    var hasDidSet: Bool {
        if case .persistent(_, _, true) = self { return true }
        return false
    }

    var observer: ObjectIdentifier {
        switch self {
        case .oneShot(let observer): ObjectIdentifier(observer)
        case .persistent(let observer, _, _): ObjectIdentifier(observer)
        }
    }
}
