/// The one-shot trackings (`withObservationTracking(_:onChange:)`) installed on one object: one
/// registration per tracking, naming the groups of the `ObserverIndex` (by position) of every
/// property the tracking read here. Installing a tracking that read four properties is one
/// append, and firing it removes it from all four at once.
///
/// A tracking that read this object only is registered with its `onChange` inline (it leaves
/// the table, under the lock, before it runs, so it runs once without a shared state or an
/// allocation of its own); one that read several objects shares a `OneShotObserver` among
/// their tables, which fires once whichever object changes first.
///
/// Thread story: a value inside `ObserverIndex`, touched only under the storage's lock.
struct OneShotTable {
    private var registrations: [OneShotRegistration] = []
    /// The groups below 64 that some registration names, as bits, and whether some registration
    /// names a later group. May still name groups of registrations gone since (a write then
    /// scans for nothing, never misses one); recomputed by every scan.
    private var lowGroups: UInt64 = 0
    private var hasHighGroups = false
    /// Whether some registration has a shared observer, which may fire through another object
    /// and leave its registration here to be dropped (`makeRoom`). Cleared when none is left.
    private var hasSharedTargets = false
    private static let minimumCapacity = 4

    var count: Int { registrations.count }

    /// Whether some registration may name the group at `position`.
    @inline(__always)
    func mayWatch(group position: Int) -> Bool {
        position < 64 ? lowGroups & 1 << UInt64(position) != 0 : hasHighGroups
    }

    /// Adds `registration`. Registrations of shared observers fired through another object are
    /// dropped only when the array is full, and then at least half its room is left free: an
    /// install costs amortized O(1), not a scan of the table. Without shared observers nothing
    /// can be dropped, and the array grows by itself.
    @inline(__always)
    mutating func add(_ registration: consuming OneShotRegistration) {
        if hasSharedTargets, registrations.count == registrations.capacity { makeRoom() }
        lowGroups |= registration.groups.low
        if registration.groups.high != nil { hasHighGroups = true }
        if case .shared = registration.target { hasSharedTargets = true }
        registrations.append(registration)
    }

    /// Takes out the registrations that name the group at `position` and prepares their calls
    /// (they fire once, and must not fire again if the change re-enters); drops the ones whose
    /// shared observer already fired. A lone registration (a view's) is taken alone, so that
    /// the array keeps its room for the next render; when all are taken, the array goes whole
    /// and the table starts again with as much room, for the trackings installed again.
    @inline(__always)
    mutating func take(group position: Int, into calls: inout ObserverCalls) {
        guard registrations.count == 1 else { return takeSeveral(group: position, into: &calls) }
        if registrations[0].groups.contains(position) {
            if let call = registrations.removeLast().target.claim() { calls.append(.onChange(call)) }
            (lowGroups, hasHighGroups, hasSharedTargets) = (0, false, false)
        } else if registrations[0].target.hasFired {
            registrations.removeLast()
            (lowGroups, hasHighGroups, hasSharedTargets) = (0, false, false)
        }
    }

    @inline(never)
    private mutating func takeSeveral(group position: Int, into calls: inout ObserverCalls) {
        // Every registration names some group: when the only one named is this, all are taken.
        let onlyThisGroup = position < 64 && !hasHighGroups && lowGroups == 1 << UInt64(position)
        if onlyThisGroup || registrations.allSatisfy({ $0.groups.contains(position) }) {
            var taken = [OneShotRegistration]()
            taken.reserveCapacity(registrations.count)
            swap(&taken, &registrations)
            calls.take(oneShots: taken)
        } else {
            var taken: [OneShotRegistration] = []
            removeAll { registration in
                if registration.groups.contains(position) {
                    taken.append(registration)
                    return true
                }
                return registration.target.hasFired
            }
            calls.take(oneShots: taken)
        }
        recomputeGroups()
    }

    /// How many (registration, property) pairs can still fire. For tests that count observers.
    var liveMemberships: Int {
        registrations.reduce(0) { count, registration in
            registration.target.hasFired ? count : count + registration.groups.count
        }
    }

    private mutating func makeRoom() {
        removeAll { $0.target.hasFired }
        recomputeGroups()
        if registrations.count * 2 > registrations.capacity || registrations.capacity < Self.minimumCapacity {
            registrations.reserveCapacity(max(Self.minimumCapacity, registrations.capacity * 2))
        }
    }

    private mutating func recomputeGroups() {
        lowGroups = 0
        hasHighGroups = false
        hasSharedTargets = false
        for index in registrations.indices {
            lowGroups |= registrations[index].groups.low
            if registrations[index].groups.high != nil { hasHighGroups = true }
            if case .shared = registrations[index].target { hasSharedTargets = true }
        }
    }

    /// Removes, in order and in place, the registrations for which `shouldRemove` is true;
    /// each is read in place, not copied (a retain and release).
    private mutating func removeAll(where shouldRemove: (inout OneShotRegistration) -> Bool) {
        let kept = registrations.withUnsafeMutableBufferPointer { registrations in
            var kept = 0
            for position in registrations.indices where !shouldRemove(&registrations[position]) {
                if kept != position { registrations.swapAt(kept, position) }
                kept += 1
            }
            return kept
        }
        for _ in kept..<registrations.count { registrations.removeLast() }
    }
}

/// One one-shot tracking installed on one object.
struct OneShotRegistration {
    /// The groups of the properties it read on the object.
    let groups: GroupSet
    let target: OneShotTarget
}

/// Whom a one-shot registration calls.
enum OneShotTarget {
    /// The `onChange` of a tracking that read this object only: the registration is its only
    /// one, and is removed under the object's lock before the call.
    case only(@Sendable () -> Void)
    /// The observer of a tracking that read several objects, registered with each.
    case shared(OneShotObserver)

    /// True once a shared observer fired through another object. Lock-free.
    var hasFired: Bool {
        if case .shared(let observer) = self { return observer.hasFired }
        return false
    }

    /// The closure to call, for the first caller only (see `OneShotObserver.claim`).
    func claim() -> (@Sendable () -> Void)? {
        switch self {
        case .only(let onChange): onChange
        case .shared(let observer): observer.claim()
        }
    }
}

/// Positions of groups in an `ObserverIndex`: below 64 as bits, later ones (an object with
/// more than 64 observed properties) listed.
struct GroupSet {
    private(set) var low: UInt64 = 0
    private(set) var high: [Int]?

    init() {}

    /// The positions below 64 that `low` has bits of.
    init(low: UInt64) {
        self.low = low
    }

    @inline(__always)
    func contains(_ position: Int) -> Bool {
        if position < 64 { return low & 1 << UInt64(position) != 0 }
        return high?.contains(position) ?? false
    }

    @inline(__always)
    mutating func insert(_ position: Int) {
        if position < 64 {
            low |= 1 << UInt64(position)
        } else if !contains(position) {
            high = (high ?? []) + [position]
        }
    }

    var count: Int { low.nonzeroBitCount + (high?.count ?? 0) }
}
