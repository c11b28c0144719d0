/// Observers grouped by the property they watch: persistent ones as members of the property's
/// group, one-shot trackings in `OneShotTable`s, which name groups by position: one taken out at
/// a write's willSet, one (view hosts' trackings, `_trackOnce(_:replacing:didSet:)`) at its
/// didSet. A group is found by the property's identity (a number from the macro), or, for a call
/// through the key-path API, by key path: identity (`===`) first, equality (far costlier) as the
/// fallback.
/// A group created by key path alone takes the identity of the first named access that finds
/// it equal, so there is at most one group per property ever observed on the object. Groups are
/// only ever appended: an emptied group stays, to be found again by the next observer of that
/// property, and a group's position names it for as long as the object lives (a write carries
/// it from willSet to didSet).
///
/// Thread story: only ever touched under the storage's lock, by methods that do not re-enter
/// (Swift's dynamic exclusivity checks would only add cost). It says what the storage's
/// `SummaryWord` must be after each change (`summary()`).
@usableFromInline
final class ObserverIndex {
    /// How many memberships all groups hold, and registrations `options` holds; whether it and
    /// the one-shot registrations are 0 is published (see `summary`).
    @exclusivity(unchecked) private var memberships = 0
    @exclusivity(unchecked) private var groups: [ObserverGroup] = []
    @exclusivity(unchecked) private var oneShots = OneShotTable()
    /// The one-shot trackings told once a change is stored: taken out at the write's didSet.
    @exclusivity(unchecked) private var oneShotsAfterStore = OneShotTable()
    /// The writes made while scopes read the object, the writes between willSet and didSet, and
    /// the trackings waiting for one of those writes to be stored.
    @exclusivity(unchecked) private var concurrent = ConcurrentWrites()
    /// The identities of the named groups, for tracking scopes to read without the lock; made
    /// with the first named group, never changed after.
    @exclusivity(unchecked) private(set) var publishedIdentities: PublishedIdentities?
    /// How many groups have no identity yet.
    @exclusivity(unchecked) private var unnamedGroups = 0
    /// The summary bits of the groups that have members (or members wanting didSet) or one-shot
    /// registrations, and of groups emptied since (a stale bit costs a write the lock, never a
    /// notification). Not recomputed when a change empties a group, since a view observes again
    /// what it read as soon as it has re-rendered; the next write that finds the group still
    /// empty has the bits recomputed.
    @exclusivity(unchecked) private var observedBits = 0
    /// Whether `observedBits` must be recomputed before it is next published.
    @exclusivity(unchecked) private var bitsAreStale = false
    /// Key path instances found to name no group, newest last, so that writes through the
    /// key-path API to unobserved properties of an observed object skip the equality scan. Held
    /// strongly, so an identity match is never a recycled address; cleared whenever a group is
    /// added. Nil until the first such write (most objects never see one).
    @exclusivity(unchecked) private var unobserved: [AnyKeyPath]?
    private static let unobservedLimit = 8
    /// The options trackings installed on the object; nil until the first one. Held unmanaged
    /// (one retain, released in `deinit`), as `appleRegistrar`.
    @exclusivity(unchecked) private var options: Unmanaged<OptionsTrackings>?
    /// Whether the object is bridged (`ObservationStorage+AppleBridge.swift`); never cleared.
    @exclusivity(unchecked) var isBridged = false
    /// The object's Apple registrar, once it is bridged, or nil when Apple's tracking cannot see
    /// its type. Set under the lock with `isBridged`, never changed after. Held unmanaged (one
    /// retain, released in `deinit`) so that telling it of a read or a write does not retain and
    /// release it each time.
    @exclusivity(unchecked) var appleRegistrar: Unmanaged<ForwardingRegistrar>?

    deinit {
        appleRegistrar?.release()
        options?.release()
        oneShots.release()
        oneShotsAfterStore.release()
        publishedIdentities?.deallocate()
    }

    /// The storage's atomic word for the current state.
    @inline(__always)
    func summary() -> SummaryWord {
        let observers = memberships &+ oneShots.count &+ oneShotsAfterStore.count
        if observers != 0, bitsAreStale { recomputeObservedBits() }
        return SummaryWord(
            memberships: observers, groupBits: observedBits, isBridged: isBridged, writesInFlight: concurrent.summaryBits)
    }

    private func recomputeObservedBits() {
        observedBits = 0
        for index in groups.indices
        where !groups[index].members.isEmpty || oneShots.mayWatch(group: index) || oneShotsAfterStore.mayWatch(group: index)
            || optionsMayWatch(group: index) {
            observedBits |= groups[index].summaryBits
        }
        bitsAreStale = false
    }

    /// Adds a persistent observer's membership to the group of the property. One that wants
    /// willSet alone, joining while another thread's write of the property is in flight, is told
    /// at that write's didSet (see `ConcurrentWrites`).
    @inline(__always)
    func add(_ membership: consuming Membership, identity: UInt64, keyPath: AnyKeyPath?) {
        let index = group(identity: identity, keyPath: keyPath)
        if membership.hasWillSet, !membership.hasDidSet, concurrent.hasWritesInFlight, concurrent.isInFlight(identity) {
            concurrent.wait(for: identity, .willSet(membership.observer, groups[index].keyPath))
        }
        memberships += groups[index].add(membership)
        observedBits |= groups[index].summaryBits
    }

    /// Registers a one-shot tracking for the properties `entry` lists (see `OneShotTable`), read
    /// on `thread`. Returns the target, registering nothing, when another thread wrote one of
    /// them since the scope read it: the caller fires the tracking. One that read a property
    /// another thread's write has in flight is also told at that write's didSet. One told
    /// `afterStore` goes to the table taken out at didSet; when it is out of date and a write is
    /// in flight, it waits for that write's didSet rather than fire before the store.
    @inline(__always)
    func addOneShot(
        _ target: consuming OneShotTarget, readIn entry: UnsafePointer<AccessEntry>, readOn thread: UInt, afterStore: Bool
    ) -> OneShotTarget? {
        if afterStore { return addOneShotAfterStore(target, readIn: entry, readOn: thread) }
        if firstOutOfDate(entry, readOn: thread) != nil { return target }
        if let identity = firstInFlight(of: entry) {
            if case .only(let onChange) = target { target = .shared(OneShotObserver.make(onChange)) }
            if case .shared(let observer) = target { concurrent.wait(for: identity, .oneShot(observer)) }
        }
        oneShots.add(OneShotRegistration(groups: groups(of: entry), target: target))
        return nil
    }

    /// `addOneShot` for a tracking told after the store (its `target` is shared).
    @inline(never)
    private func addOneShotAfterStore(
        _ target: consuming OneShotTarget, readIn entry: UnsafePointer<AccessEntry>, readOn thread: UInt
    ) -> OneShotTarget? {
        if firstOutOfDate(entry, readOn: thread) != nil {
            guard case .shared(let observer) = target, let identity = firstInFlight(of: entry) else { return target }
            concurrent.wait(for: identity, .oneShot(observer))
            return nil
        }
        // A write in flight takes it out at its didSet, as any later write.
        oneShotsAfterStore.add(OneShotRegistration(groups: groups(of: entry), target: target))
        return nil
    }

    /// No scope reads the object any more (see `ConcurrentWrites.readersEnded`).
    @inline(__always)
    func readersEnded() {
        concurrent.readersEnded()
    }

    /// The first property `entry` lists that another thread wrote since the scope that listed it
    /// began reading the object (on `thread`), or, where the entry dates each read, that any
    /// thread wrote since its own read; if one was.
    @inline(__always)
    private func firstOutOfDate(
        _ entry: UnsafePointer<AccessEntry>, readOn thread: UInt
    ) -> (identity: UInt64, keyPath: AnyKeyPath?)? {
        guard entry.pointee.datesEachRead else {
            return Self.firstOutOfDate(
                entry, writtenBits: concurrent.writtenBits(since: entry.pointee.readSince, byOtherThan: thread))
        }
        return Self.firstOutOfDate(
            entry, writtenBits: entry.pointee.bitsWrittenSinceRead { concurrent.writtenBits(since: $0, byOtherThan: nil) })
    }

    /// The first property `entry` lists that is out of date for a scope told of `writtenBits`,
    /// with the key path it was listed with (nil when its group was published).
    @inline(__always)
    private static func firstOutOfDate(
        _ entry: UnsafePointer<AccessEntry>, writtenBits: Int
    ) -> (identity: UInt64, keyPath: AnyKeyPath?)? {
        guard writtenBits != 0 else { return nil }
        return firstOutOfDateAmongWritten(entry, writtenBits: writtenBits)
    }

    @inline(never)
    private static func firstOutOfDateAmongWritten(
        _ entry: UnsafePointer<AccessEntry>, writtenBits: Int
    ) -> (identity: UInt64, keyPath: AnyKeyPath?)? {
        var found: (identity: UInt64, keyPath: AnyKeyPath?)?
        AccessEntry.forEach(at: entry) { identity, keyPath in
            if found == nil, ConcurrentWrites.isOutOfDate(identity, writtenBits: writtenBits) { found = (identity, keyPath) }
        }
        return found
    }

    /// The key path of the first property `entry` lists that another thread wrote since the
    /// scope read it (on `thread`), once its group exists (the entry was installed).
    func outOfDateKeyPath(_ entry: UnsafePointer<AccessEntry>, readOn thread: UInt) -> AnyKeyPath? {
        guard let property = firstOutOfDate(entry, readOn: thread) else { return nil }
        return groupKeyPath(property)
    }

    /// The key path of the group of a property an installed entry listed.
    private func groupKeyPath(_ property: (identity: UInt64, keyPath: AnyKeyPath?)) -> AnyKeyPath? {
        groupIndex(identity: property.identity, keyPath: property.keyPath).map { groups[$0].keyPath }
    }

    /// Registers an options tracking's `observer` for the properties `entry` lists, for the
    /// edges and the deinit it asked for (see `OptionsTrackings`). Returns the key path of a
    /// property written since the scope read it (`firstOutOfDate`), to report now, unless it
    /// hears didSet alone and that write is still in flight (its didSet will take the
    /// registration out). One that hears willSet, reading a property another thread's write has
    /// in flight, is also told at that write's didSet, as a one-shot tracking is.
    func addEvents(
        _ observer: Observer, willSet: Bool, didSet: Bool, deinit: Bool,
        readIn entry: UnsafePointer<AccessEntry>, readOn thread: UInt
    ) -> AnyKeyPath? {
        let watched = groups(of: entry)
        let inFlight = firstInFlightProperty(of: entry)
        if willSet, let inFlight, let keyPath = groupKeyPath(inFlight) {
            concurrent.wait(for: inFlight.identity, .willSet(observer, keyPath))
        }
        if options == nil { options = Unmanaged.passRetained(OptionsTrackings()) }
        memberships += options.unsafelyUnwrapped._withUnsafeGuaranteedRef {
            $0.add(observer, watching: watched, willSet: willSet, didSet: didSet, deinit: `deinit`)
        }
        guard let outOfDate = firstOutOfDate(entry, readOn: thread) else { return nil }
        if !willSet, inFlight != nil, concurrent.isInFlight(outOfDate.identity) { return nil }
        return groupKeyPath(outOfDate)
    }

    /// The first property `entry` lists that another thread's write has in flight.
    @inline(__always)
    private func firstInFlight(of entry: UnsafePointer<AccessEntry>) -> UInt64? {
        firstInFlightProperty(of: entry)?.identity
    }

    /// `firstInFlight`, with the key path the property was listed with.
    @inline(__always)
    private func firstInFlightProperty(of entry: UnsafePointer<AccessEntry>) -> (identity: UInt64, keyPath: AnyKeyPath?)? {
        guard concurrent.hasWritesInFlight else { return nil }
        return firstInFlightAmongWrites(of: entry)
    }

    @inline(never)
    private func firstInFlightAmongWrites(of entry: UnsafePointer<AccessEntry>) -> (identity: UInt64, keyPath: AnyKeyPath?)? {
        var found: (identity: UInt64, keyPath: AnyKeyPath?)?
        AccessEntry.forEach(at: entry) { identity, keyPath in
            if found == nil, concurrent.isInFlight(identity) { found = (identity, keyPath) }
        }
        return found
    }

    /// The groups of the properties `entry` lists, made if need be, marked observed.
    @inline(__always)
    private func groups(of entry: UnsafePointer<AccessEntry>) -> GroupSet {
        // A view rendering again lists a few published properties: their groups come first.
        if let count = entry.pointee.inlineCountAlone {
            var low: UInt64 = 0, bits = 0
            for slot in 0..<count {
                guard let index = namedGroup(AccessEntry.inlineIdentity(at: entry, slot), likelyAt: slot), index < 64 else {
                    return groupsOneByOne(of: entry)
                }
                low |= 1 << UInt64(index)
                bits |= groups[index].summaryBits
            }
            observedBits |= bits
            return GroupSet(low: low)
        }
        return groupsOneByOne(of: entry)
    }

    @inline(never)
    private func groupsOneByOne(of entry: UnsafePointer<AccessEntry>) -> GroupSet {
        var watched = GroupSet()
        AccessEntry.forEach(at: entry) { identity, keyPath in
            let index = group(identity: identity, keyPath: keyPath)
            watched.insert(index)
            observedBits |= groups[index].summaryBits
        }
        return watched
    }

    /// The position of the property's group, made (without members) if there is none. The key
    /// path is nil only for a property whose group was published (so it exists).
    @inline(__always)
    private func group(identity: UInt64, keyPath: AnyKeyPath?) -> Int {
        if let index = groupIndex(identity: identity, keyPath: keyPath) { return index }
        guard let keyPath else { preconditionFailure("a published group was not found") }
        groups.append(ObserverGroup(identity: identity, keyPath: keyPath))
        if identity == 0 { unnamedGroups += 1 } else { publish(identity) }
        unobserved = nil
        return groups.count - 1
    }

    /// Prepares in `calls`, for a write's willSet, the calls that tell the observers of a
    /// property it will change (see `ObserverGroup.willSet`); returns the group's
    /// position, or -1 when the property has none. `keyPath` is the property's name when
    /// `identity` is 0, and may be nil otherwise (then no group known by key path alone has
    /// members).
    ///
    /// The write is in flight until its didSet (`didSet`), which must follow; both are recorded
    /// for the scopes reading the object when `scopesRead` (see `ConcurrentWrites`).
    @inline(__always)
    func willSet(_ identity: UInt64, keyPath: AnyKeyPath?, scopesRead: Bool, into calls: inout ObserverCalls) -> Int {
        concurrent.willSet(identity, scopesRead: scopesRead)
        guard let index = groupIndex(identity: identity, keyPath: keyPath) else {
            markBitsStale()  // the write came here because of a bit that may be stale
            return -1
        }
        let hasMembers = !groups[index].members.isEmpty, mayHaveOneShots = oneShots.mayWatch(group: index)
        let mayHaveOptions = optionsMayWatch(group: index)
        guard hasMembers || mayHaveOneShots || mayHaveOptions else {
            // Trackings told after the store keep the bit set: the didSet tells them.
            if !oneShotsAfterStore.mayWatch(group: index) { markBitsStale() }
            return index
        }
        if hasMembers { memberships -= groups[index].willSet(changed: keyPath, into: &calls) }
        if mayHaveOneShots { oneShots.take(group: index, into: &calls) }
        if mayHaveOptions { takeOptions(group: index, changed: keyPath, afterStore: false, into: &calls) }
        return index
    }

    /// Whether a lone write is in flight (see `ConcurrentWrites`).
    @inline(__always)
    var hasLoneWrite: Bool { concurrent.hasLoneWrite }

    /// The storage settled the lone write in flight, under the lock: it had `ended` (its didSet
    /// had cleared the summary word's bit), or it is now in flight as any other write.
    func settleLoneWrite(ended: Bool) {
        if ended { concurrent.loneWriteEnded() } else { concurrent.loneWriteRevoked() }
    }

    /// Whether the write whose willSet has just run here (of the group at `group`, -1: none)
    /// is a lone write, whose didSet may end its flight without the lock: no scope reads the
    /// object, and nothing listens to the property after its store (see `ConcurrentWrites`).
    /// Not for a bridged write, whose didSet tells Apple's registrar.
    @inline(__always)
    func makeLoneWrite(group: Int, scopesRead: Bool) -> Bool {
        if group >= 0 {
            guard !oneShotsAfterStore.mayWatch(group: group), !optionsMayWatch(group: group), groups[group].didSetMembers == 0
            else { return false }
        }
        return !scopesRead && concurrent.makeLone()
    }

    /// Prepares, for a write's didSet, the calls that tell the observers of a property it
    /// changed: those of the group at position `group`, or, when it is -1, of the group looked up
    /// as in `willSet`.
    func didSet(_ identity: UInt64, group: Int, keyPath: AnyKeyPath?, scopesRead: Bool, into calls: inout ObserverCalls) {
        concurrent.didSet(identity, scopesRead: scopesRead, into: &calls)
        guard let index = group >= 0 ? group : groupIndex(identity: identity, keyPath: keyPath) else { return }
        // Read before the group is opened for writing (which costs the array's uniqueness check).
        if groups[index].didSetMembers > 0 { memberships -= groups[index].didSet(changed: keyPath, into: &calls) }
        if oneShotsAfterStore.mayWatch(group: index) { oneShotsAfterStore.take(group: index, into: &calls) }
        if optionsMayWatch(group: index) { takeOptions(group: index, changed: keyPath, afterStore: true, into: &calls) }
    }

    /// Whether some options tracking's registration may name the group at `index`.
    @inline(__always)
    private func optionsMayWatch(group index: Int) -> Bool {
        guard let options else { return false }
        return options._withUnsafeGuaranteedRef { $0.mayWatch(group: index) }
    }

    /// The options trackings' part of a write's willSet or (`afterStore`) didSet.
    @inline(never)
    private func takeOptions(group index: Int, changed keyPath: AnyKeyPath?, afterStore: Bool, into calls: inout ObserverCalls) {
        let changed = keyPath ?? groups[index].keyPath
        memberships -= options.unsafelyUnwrapped._withUnsafeGuaranteedRef {
            $0.take(group: index, changed: changed, afterStore: afterStore, into: &calls)
        }
    }

    /// A write found no one to tell through the bit that sent it here: the bits are recomputed
    /// before they are next published. Not for a bridged object, whose writes all come here
    /// whatever the bits say.
    @inline(__always)
    private func markBitsStale() {
        if !isBridged { bitsAreStale = true }
    }

    /// Whether some observer asked to hear the object's deinit.
    var hasDeinitObservers: Bool { options?._withUnsafeGuaranteedRef(\.hasDeinitObservers) ?? false }

    /// Prepares the calls that tell each observer asking for `.deinit` that the object is
    /// going, once per observer however many of its properties it watches.
    func collectDeinitCalls(into calls: inout ObserverCalls) {
        options?._withUnsafeGuaranteedRef { $0.collectDeinitCalls(into: &calls) }
    }

    /// How many memberships can still be called: `memberships` also counts fired and cancelled
    /// observers not yet pruned (see `ObserverGroup.add`). For tests that count observers.
    var liveMemberships: Int {
        groups.reduce(oneShots.liveMemberships + oneShotsAfterStore.liveMemberships + (options?.takeUnretainedValue().liveMemberships ?? 0)) { count, group in count + group.members.filter { !$0.isCancelled }.count }
    }

    /// How many groups the index holds (one per property ever observed). For tests.
    var groupCount: Int { groups.count }

    private func publish(_ identity: UInt64) {
        if publishedIdentities == nil { publishedIdentities = PublishedIdentities() }
        publishedIdentities.unsafelyUnwrapped.append(identity)
    }

    /// The position of the group named `identity` (not 0), if any, looking first at `position`
    /// (a view reads its properties in the order it first read them, which made their groups).
    @inline(__always)
    private func namedGroup(_ identity: UInt64, likelyAt position: Int = 0) -> Int? {
        if position < groups.count, groups[position].identity == identity { return position }
        for index in groups.indices where groups[index].identity == identity { return index }
        return nil
    }

    /// The group of the property `identity`, or of `keyPath` when `identity` is 0. A named
    /// property may find the group that a key-path call created for it (then the group takes
    /// its identity), if `keyPath` is given. Scans by position, reading each group in place:
    /// `firstIndex(where:)` would copy every group (a retain and release of its key path and of
    /// its members each). The scan by identity, the common case, is inlined in the callers.
    @inline(__always)
    private func groupIndex(identity: UInt64, keyPath: AnyKeyPath?) -> Int? {
        if identity != 0 {
            if let index = namedGroup(identity) { return index }
            guard unnamedGroups > 0, keyPath != nil else { return nil }
        }
        return groupIndex(byKeyPath: keyPath, naming: identity)
    }

    /// `groupIndex` by key path: the group of `keyPath`, named `identity` if it is not 0.
    @inline(never)
    private func groupIndex(byKeyPath keyPath: AnyKeyPath?, naming identity: UInt64) -> Int? {
        guard let keyPath else { return nil }
        if identity != 0 {
            for index in groups.indices where groups[index].identity == 0 && groups[index].keyPath == keyPath {
                groups[index].name(identity)
                publish(identity)
                unnamedGroups -= 1
                bitsAreStale = true
                return index
            }
            return nil
        }
        for index in groups.indices where groups[index].keyPath === keyPath { return index }
        if unobserved?.contains(where: { $0 === keyPath }) == true { return nil }
        for index in groups.indices where groups[index].keyPath == keyPath { return index }
        if unobserved == nil { unobserved = [] }
        if unobserved!.count == Self.unobservedLimit { unobserved!.removeFirst() }
        unobserved!.append(keyPath)
        return nil
    }
}
