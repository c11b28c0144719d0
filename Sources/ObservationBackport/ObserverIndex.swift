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
