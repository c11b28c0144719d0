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
/// Thread story: a value inside `ObserverIndex`, touched only under the storage's lock, in
/// place: never copied, since it holds its buffer (`OneShotRegistrations`) unmanaged.
struct OneShotTable {
    /// Nil until the first registration. Held unmanaged (one retain, given back by `release()`)
    /// so that a write or an install does not retain and release it.
    private var registrations: Unmanaged<OneShotRegistrations>?
    /// The groups the registrations name; recomputed by every scan.
    private var watched = WatchedGroups()
    /// Whether some registration has a shared observer, which may fire through another object
    /// and leave its registration here to be dropped (`makeRoom`). Cleared when none is left.
    private var hasSharedTargets = false
    private static let minimumCapacity = 4

    /// Releases the registrations; the table is not used again (the index's deinit).
    func release() {
        registrations?.release()
    }

    var count: Int { registrations?._withUnsafeGuaranteedRef { $0.count } ?? 0 }

    /// Whether some registration may name the group at `position`.
    @inline(__always)
    func mayWatch(group position: Int) -> Bool {
        watched.mayInclude(position)
    }

    /// Adds `registration`. Registrations of shared observers fired through another object are
    /// dropped only when the buffer is full, and then at least half its room is left free: an
    /// install costs amortized O(1), not a scan of the table. Without shared observers nothing
    /// can be dropped, and the buffer doubles when full.
    @inline(__always)
    mutating func add(_ registration: __owned OneShotRegistration) {
        if registrations?._withUnsafeGuaranteedRef({ $0.roomLeft }) ?? 0 == 0 { makeRoom() }
        watched.insert(registration.groups)
        if case .shared = registration.target { hasSharedTargets = true }
        registrations.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.append(registration) }
    }

    /// Takes out the registrations that name the group at `position` and prepares their calls
    /// (they fire once, and must not fire again if the change re-enters); drops the ones whose
    /// shared observer already fired. A lone registration (a view's) is taken alone, so that
    /// the buffer keeps its room for the next render; when all are taken, the buffer goes whole
    /// and the table starts again with as much room, for the trackings installed again.
    @inline(__always)
    mutating func take(group position: Int, into calls: inout ObserverCalls) {
        guard let registrations else { return }
        guard registrations._withUnsafeGuaranteedRef({ $0.count }) == 1 else {
            return takeSeveral(group: position, into: &calls)
        }
        let taken = registrations._withUnsafeGuaranteedRef { registrations in
            if registrations.withLast({ $0.groups.contains(position) }) {
                // `OneShotTarget.claim()` spelled out: on this path (every view's change) the
                // optimizer does not reduce the call to this code.
                switch registrations.removeLast().target {
                case .only(let onChange): calls.append(.onChange(onChange))
                case .shared(let observer): if let onChange = observer.claim() { calls.append(.onChange(onChange)) }
                }
            } else if registrations.withLast({ $0.target.hasFired }) {
                _ = registrations.removeLast()
            } else {
                return false
            }
            return true
        }
        if taken { (watched, hasSharedTargets) = (WatchedGroups(), false) }
    }

    @inline(never)
    private mutating func takeSeveral(group position: Int, into calls: inout ObserverCalls) {
        // Every registration names some group: when the only one named is this, all are taken.
        if watched.isOnly(position) {
            let all = registrations.unsafelyUnwrapped.takeRetainedValue()
            registrations = Unmanaged.passRetained(.make(capacity: all.room))
            calls.take(oneShots: all)
        } else {
            let taken = registrations.unsafelyUnwrapped._withUnsafeGuaranteedRef { all in
                let taken = OneShotRegistrations.make(capacity: all.count)
                all.removeAll { registration in
                    if registration.pointee.groups.contains(position) {
                        taken.append(registration.move())
                        return true
                    }
                    guard registration.pointee.target.hasFired else { return false }
                    registration.deinitialize(count: 1)
                    return true
                }
                return taken
            }
            calls.take(oneShots: taken)
        }
        recomputeGroups()
    }

    /// How many (registration, property) pairs can still fire. For tests that count observers.
    var liveMemberships: Int {
        var count = 0
        registrations?._withUnsafeGuaranteedRef {
            $0.forEach { registration in
                if !registration.target.hasFired { count += registration.groups.count }
            }
        }
        return count
    }

    /// Drops the registrations whose shared observer fired elsewhere, then makes sure at least
    /// half the buffer is free (and some room at all).
    private mutating func makeRoom() {
        guard let full = registrations?.takeRetainedValue() else {
            return registrations = Unmanaged.passRetained(.make(capacity: Self.minimumCapacity))
        }
        if hasSharedTargets {
            full.removeAll { registration in
                guard registration.pointee.target.hasFired else { return false }
                registration.deinitialize(count: 1)
                return true
            }
        }
        let grows = full.count * 2 > full.room || full.room < Self.minimumCapacity
        registrations = Unmanaged.passRetained(grows ? full.movedOut(capacity: max(Self.minimumCapacity, full.room * 2)) : full)
        if hasSharedTargets { recomputeGroups() }
    }

    private mutating func recomputeGroups() {
        watched = WatchedGroups()
        hasSharedTargets = false
        registrations?._withUnsafeGuaranteedRef {
            $0.forEach { registration in
                watched.insert(registration.groups)
                if case .shared = registration.target { hasSharedTargets = true }
            }
        }
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
    consuming func claim() -> (@Sendable () -> Void)? {
        switch consume self {
        case .only(let onChange): onChange
        case .shared(let observer): observer.claim()
        }
    }
}
