import ObservationBackportAtomics

/// The observation state of one observable object: which observers watch which properties.
///
/// Thread story: the `ObserverIndex` (created with the first observer, so that an object nobody
/// observes carries a single nil pointer) is guarded by the lock; once created it stays until
/// `deinit`. The atomic word summarizes it for the lock-free paths (`ObserverIndex.summary`): 0
/// while no membership exists; otherwise bit 0, plus one bit per property identity whose group
/// has members (a Bloom filter: identities share bits, so a set bit only means "maybe"), plus,
/// while a group known by key path alone has members, `unnamedBit` and every identity's bit
/// (every named write must then look for that group). It is stored under the lock after every
/// change, from the index's state at that moment, and read without it: a write whose identity's
/// bit is clear skips the lock and the key path (an installation that happened before the write
/// set it; a later store under the lock reflects that installation). Once the object is bridged
/// to Apple's Observation, `appleBridgeTag` and every identity's bit stay set in the word for
/// good (see `ObservationStorage+AppleBridge.swift`): every write then takes the slow path,
/// which tells Apple's registrar too. So a write tests one bit, whatever the case.
///
/// A scan may find observers cancelled in the meantime; it drops them, so cancellation never has
/// to come back here (an observer holds no reference to the objects it watches); a group drops
/// them when it is scanned, or when it is full. Callbacks run after the lock is released.
///
/// The index is held unmanaged (one retain, released in `deinit`) so that the locked paths use
/// it without a retain/release pair each time: a quarter of the cost of a write to an observed
/// object (`benchmarks --only ours "write, 200"`).
@usableFromInline
final class ObservationStorage: LockedState<Unmanaged<ObserverIndex>?> {
    static func make() -> ObservationStorage {
        make(nil, as: ObservationStorage.self)
    }

    /// The object is going: its observers that asked for `.deinit` hear it (SE-0506), once each,
    /// after the index is released. No lock: nothing else can reach a storage being freed.
    deinit {
        guard let index = withUnsafeMutablePointerToHeader({ $0.pointee }) else { return }
        var calls = ObserverCalls()
        index._withUnsafeGuaranteedRef { $0.collectDeinitCalls(into: &calls) }
        index.release()
        calls.run()
    }

    /// Set in the word while a group known by key path alone (a property read or written through
    /// the key-path API) has members: every named write must then look for it by key path.
    @inlinable
    static var unnamedBit: Int { 4 }

    /// The bits of the word that identities map to: bits 3 to 31, on every platform (a mask
    /// within the low 32 bits is an immediate operand: a write tests its bit in one instruction).
    @inlinable
    static var identityBits: Int { Int(truncatingIfNeeded: 0xFFFF_FFF8 as UInt32) }

    /// The word's bits a write of the property `identity` must find clear to skip the lock: the
    /// identity's own bit; identity 0 (a write through the key-path API) needs the whole word
    /// clear. Constant-folded in the generated accessors, where the test is one instruction.
    @inlinable
    @inline(__always)
    static func bits(of identity: UInt64) -> Int {
        identity == 0 ? ~0 : identityBit(identity)
    }

    /// The Bloom bit of a property identity: one of `identityBits`.
    @inlinable
    @inline(__always)
    static func identityBit(_ identity: UInt64) -> Int {
        1 << (3 + Int(truncatingIfNeeded: identity % 29))
    }

    /// Runs `body` on the index under the lock, creating it if asked; nil when there is none.
    @inline(__always)
    func withIndex<Result>(creating: Bool = false, _ body: (ObserverIndex) -> Result) -> Result? {
        withLock { index in
            if index == nil, creating { index = Unmanaged.passRetained(ObserverIndex()) }
            guard let index else { return nil }
            let result = index._withUnsafeGuaranteedRef(body)
            let summary = index._withUnsafeGuaranteedRef { $0.summary() }
            let bridged = observation_backport_load(atomicWord) & Self.appleBridgeTag != 0
            observation_backport_store(atomicWord, bridged ? summary | Self.appleBridgeTag | Self.identityBits : summary)
            return result
        }
    }

    /// Whether a write of the property `identity` (0: through the key-path API) must take the
    /// slow path: false for an object nobody observes, and for a property whose bit is clear.
    /// Lock-free; the generated accessors inline it, so that a write next to observers of other
    /// properties makes no call.
    @inlinable
    @inline(__always)
    func mayBeObserved(_ identity: UInt64) -> Bool {
        observation_backport_load(atomicWord) & Self.bits(of: identity) != 0
    }

    /// Records a read of the property `identity` (0: known by `keyPath` alone) in the tracking
    /// scope open on this thread (`scope`, its slot's value). The key path is only created when
    /// the scope lists the property for the first time.
    ///
    /// A repeated read of a named property (the common case in a scope) is found by the
    /// caller's inlined test, without a call; everything else is recorded out of line.
    @inlinable
    @inline(__always)
    func recordAccess(_ identity: UInt64, _ keyPath: () -> AnyKeyPath, in scope: UnsafeMutableRawPointer) {
        if identity != 0, TrackingScope.collector(scope).pointee.hasRecent(self, identity) { return }
        recordNewAccess(identity, keyPath, in: scope)
    }

    @usableFromInline
    @inline(never)
    func recordNewAccess(_ identity: UInt64, _ keyPath: () -> AnyKeyPath, in scope: UnsafeMutableRawPointer) {
        TrackingScope.collector(scope).pointee.record(self, identity, keyPath)
    }

    /// Installs `membership` on one property, as an options tracking does when its closure
    /// first reads it (see `EventCallbacks`).
    func install(_ membership: Membership, identity: UInt64, keyPath: AnyKeyPath) {
        observation_backport_count_install()
        withIndex(creating: true) { index in index.add(membership, identity: identity, keyPath: keyPath) }
    }

    func install(_ membership: Membership, on entry: AccessEntry) {
        observation_backport_count_install()
        withIndex(creating: true) { index in
            entry.forEach { identity, keyPath in index.add(membership, identity: identity, keyPath: keyPath) }
        }
    }

    /// Tells the observers of the property `identity` (0: known by `keyPath` alone) it will
    /// change; call it only when `mayBeObserved(identity)`. Returns whether one of them also
    /// wants to hear that it changed, or a callback installed an observer (which may: Apple's
    /// calls its didSet for this very change), so that `withMutation` skips the `didSet` lookup
    /// (a second lock round trip) otherwise.
    @usableFromInline
    func willSet(_ identity: UInt64, _ keyPath: () -> AnyKeyPath) -> Bool {
        let name = Self.lookupKeyPath(identity, keyPath, word: observation_backport_load(atomicWord))
        guard let calls = withIndex({ $0.takeWillSetCalls(of: identity, keyPath: name) }) ?? nil else { return false }
        let installs = observation_backport_install_count()
        calls.run()
        return calls.wantsDidSet || observation_backport_install_count() != installs
    }

    /// Tells the observers of the property `identity` it changed; call it only when
    /// `mayBeObserved(identity)`.
    @usableFromInline
    func didSet(_ identity: UInt64, _ keyPath: () -> AnyKeyPath) {
        let name = Self.lookupKeyPath(identity, keyPath, word: observation_backport_load(atomicWord))
        var calls = ObserverCalls()
        withIndex { $0.collectDidSetCalls(of: identity, keyPath: name, into: &calls) }
        calls.run()
    }

    /// The key path a locked lookup needs, created before taking the lock: always for identity 0;
    /// for a named property only while a group known by key path alone may be it.
    static func lookupKeyPath(_ identity: UInt64, _ keyPath: () -> AnyKeyPath, word: Int) -> AnyKeyPath? {
        identity == 0 || word & unnamedBit != 0 ? keyPath() : nil
    }
}

/// Observers grouped by the property they watch. A group is found by the property's identity
/// (a number from the macro), or, for a call through the key-path API, by key path: identity
/// (`===`) first, equality (~480 instructions per unequal pair) as the fallback. A group created
/// by key path alone takes the identity of the first named access that finds it equal, so there
/// is at most one group per property ever observed on the object; an emptied group stays, to be
/// found again by the next observer of that property.
@usableFromInline
final class ObserverIndex {
    // Only ever touched under the storage's lock, by methods that do not re-enter: Swift's
    // dynamic exclusivity checks would only add cost.

    /// How many memberships all groups hold; whether it is 0 is published (see `summary`).
    @exclusivity(unchecked) private var memberships = 0
    @exclusivity(unchecked) private var groups: [ObserverGroup] = []
    /// How many groups have no identity yet.
    @exclusivity(unchecked) private var unnamedGroups = 0
    /// The summary's bits of the groups that have members, and of groups emptied since (a stale
    /// bit costs a write the lock, never a notification). Not recomputed when a change empties a
    /// group, since a view observes again what it read as soon as it has re-rendered; the next
    /// write that finds the group still empty has the bits recomputed.
    @exclusivity(unchecked) private var observedBits = 0
    /// Whether `observedBits` must be recomputed before it is next published.
    @exclusivity(unchecked) private var bitsAreStale = false
    /// Key path instances found to name no group, newest last, so that writes through the
    /// key-path API to unobserved properties of an observed object skip the equality scan. Held
    /// strongly, so an identity match is never a recycled address; cleared whenever a group is
    /// added.
    @exclusivity(unchecked) private var unobserved: [AnyKeyPath] = []
    private static let unobservedLimit = 8
    /// The object's Apple registrar, once it is bridged (`ObservationStorage+AppleBridge.swift`).
    /// Set under the lock before the bridge's tag is published; never changed after. Held
    /// unmanaged (one retain, released in `deinit`) so that forwarding a read or a write to it
    /// does not retain and release it each time.
    @exclusivity(unchecked) var appleRegistrar: Unmanaged<ForwardingRegistrar>?

    deinit {
        appleRegistrar?.release()
    }

    /// The storage's atomic word for the current state, but for the bridge's tag (see
    /// `ObservationStorage`).
    @inline(__always)
    func summary() -> Int {
        guard memberships != 0 else { return 0 }
        if bitsAreStale { recomputeObservedBits() }
        return observedBits | 1
    }

    private func recomputeObservedBits() {
        observedBits = 0
        for index in groups.indices where !groups[index].members.isEmpty { observedBits |= groups[index].summaryBit }
        bitsAreStale = false
    }

    func add(_ membership: Membership, identity: UInt64, keyPath: AnyKeyPath) {
        if let index = groupIndex(identity: identity, keyPath: keyPath) {
            memberships += groups[index].add(membership)
            observedBits |= groups[index].summaryBit
        } else {
            let group = ObserverGroup(identity: identity, keyPath: keyPath, first: membership)
            groups.append(group)
            if identity == 0 { unnamedGroups += 1 }
            observedBits |= group.summaryBit
            unobserved.removeAll()
            memberships += 1
        }
    }

    /// Prepares, under the storage lock, the calls that tell the observers of a property it will
    /// change (see `ObserverGroup.takeWillSetCalls`), and whether a member wants `didSet`; nil
    /// when nobody watches it. `keyPath` is the property's name when `identity` is 0, and may be
    /// nil otherwise (see `ObservationStorage.lookupKeyPath`).
    func takeWillSetCalls(of identity: UInt64, keyPath: AnyKeyPath?) -> ObserverCalls? {
        guard let index = groupIndex(identity: identity, keyPath: keyPath), !groups[index].members.isEmpty else {
            bitsAreStale = true  // the write came here because of a bit that may be stale
            return nil
        }
        var calls = ObserverCalls()
        memberships -= groups[index].takeWillSetCalls(changed: keyPath, into: &calls)
        calls.wantsDidSet = groups[index].didSetMembers > 0
        return calls
    }

    /// Prepares, under the storage lock, the calls that tell the observers of a property it
    /// changed.
    func collectDidSetCalls(of identity: UInt64, keyPath: AnyKeyPath?, into calls: inout ObserverCalls) {
        guard let index = groupIndex(identity: identity, keyPath: keyPath) else { return }
        memberships -= groups[index].collectDidSetCalls(changed: keyPath, into: &calls)
    }

    /// Prepares the calls that tell each observer asking for `.deinit` that the object is
    /// going, once per observer however many of its properties it watches.
    func collectDeinitCalls(into calls: inout ObserverCalls) {
        guard memberships != 0 else { return }
        var told: [ObjectIdentifier] = []
        for group in groups.indices {
            for case .persistent(let observer, _, _) in groups[group].members
            where !told.contains(ObjectIdentifier(observer)) {
                told.append(ObjectIdentifier(observer))
                if let call = observer.deinitCall() { calls.append(call) }
            }
        }
    }

    /// How many memberships can still be called: `memberships` also counts fired and cancelled
    /// observers not yet pruned (see `ObserverGroup.add`). For tests that count observers.
    var liveMemberships: Int {
        groups.reduce(0) { count, group in count + group.members.filter { !$0.isCancelled }.count }
    }

    /// How many groups the index holds (one per property ever observed). For tests.
    var groupCount: Int { groups.count }

    /// The group of the property `identity`, or of `keyPath` when `identity` is 0. A named
    /// property may find the group that a key-path call created for it (then the group takes
    /// its identity), if `keyPath` is given. Scans by position, reading each group in place:
    /// `firstIndex(where:)` would copy every group (a retain and release of its key path and of
    /// its members each).
    private func groupIndex(identity: UInt64, keyPath: AnyKeyPath?) -> Int? {
        if identity != 0 {
            for index in groups.indices where groups[index].identity == identity { return index }
            guard unnamedGroups > 0, let keyPath else { return nil }
            for index in groups.indices where groups[index].identity == 0 && groups[index].keyPath == keyPath {
                groups[index].name(identity)
                unnamedGroups -= 1
                bitsAreStale = true
                return index
            }
            return nil
        }
        guard let keyPath else { return nil }
        for index in groups.indices where groups[index].keyPath === keyPath { return index }
        if unobserved.contains(where: { $0 === keyPath }) { return nil }
        for index in groups.indices where groups[index].keyPath == keyPath { return index }
        if unobserved.count == Self.unobservedLimit { unobserved.removeFirst() }
        unobserved.append(keyPath)
        return nil
    }
}

/// The observers of one property, in the order they were installed.
struct ObserverGroup {
    /// The property's identity from the macro; 0 while the group is known by key path alone.
    private(set) var identity: UInt64
    /// This group's bit in the storage's word while it has members.
    private(set) var summaryBit: Int
    let keyPath: AnyKeyPath
    private(set) var members: [Membership]
    /// How many members have a didSet callback: without any, a write needs no `didSet` lookup.
    private(set) var didSetMembers: Int
    /// How many members are persistent: without any, a change takes the whole array at once.
    private var persistentMembers: Int
    /// Room kept for observers between two scans for fired ones: a view re-installs on every
    /// render, leaving fired observers in the groups of the properties that did not change.
    private static let minimumCapacity = 8

    init(identity: UInt64, keyPath: AnyKeyPath, first: Membership) {
        self.identity = identity
        summaryBit = Self.summaryBit(of: identity)
        self.keyPath = keyPath
        members = [first]
        didSetMembers = first.hasDidSet ? 1 : 0
        persistentMembers = first.isPersistent ? 1 : 0
    }

    private static func summaryBit(of identity: UInt64) -> Int {
        identity == 0
            ? ObservationStorage.unnamedBit | ObservationStorage.identityBits
            : ObservationStorage.identityBit(identity)
    }

    /// Gives a group known by key path alone the identity of its property.
    mutating func name(_ identity: UInt64) {
        self.identity = identity
        summaryBit = Self.summaryBit(of: identity)
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

    /// Prepares the calls that tell the members their property will change (`changed`, or this
    /// group's own key path, is what their `ObservationTracking.changed` then says); returns how
    /// many members left. One-shot observers leave here: they fire once, and must not fire again
    /// if the change re-enters; without persistent members the whole array leaves at once, to be
    /// claimed after the lock. A call prepared here is made even if its observer is cancelled
    /// before (it was counted for this change).
    mutating func takeWillSetCalls(changed: AnyKeyPath?, into calls: inout ObserverCalls) -> Int {
        if persistentMembers == 0 {
            let count = members.count
            calls.take(oneShots: &members)
            return count
        }
        let changed = changed ?? keyPath
        return removeMembers { member in
            switch member {
            case .oneShot(let observer):
                if let onChange = observer.claim() { calls.append(.onChange(onChange)) }
                return true
            case .persistent(let observer, let willSet, _):
                if observer.isCancelled { return true }
                if willSet, let call = observer.willSetCall(changed) { calls.append(call) }
                return false
            }
        }
    }

    /// Prepares the calls that tell the members their property changed (see `takeWillSetCalls`);
    /// returns how many members left.
    mutating func collectDidSetCalls(changed: AnyKeyPath?, into calls: inout ObserverCalls) -> Int {
        guard didSetMembers > 0 else { return 0 }
        let changed = changed ?? keyPath
        return removeMembers { member in
            if member.isCancelled { return true }
            if case .persistent(let observer, _, true) = member, let call = observer.didSetCall(changed) {
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
