import ObservationBackportAtomics

/// The identities of an `ObserverIndex`'s first named groups, readable without the lock: a
/// tracking scope's first read of a property whose group exists lists it without a key path,
/// since the group is found by its identity when the tracking is installed (groups are never
/// removed, and a named group keeps its identity).
///
/// Made with the index's first named group (an object that is only bridged never needs it), and
/// reachable without the lock only once the storage has tagged its index pointer (see
/// `ObservationStorage.publishesGroup(_:likelyAt:)`).
///
/// Thread story: appended only under the storage's lock, never changed otherwise; an identity is
/// written before the count that covers it is stored (release), and a reader loads the count
/// (acquire) and reads only identities below it. The memory is freed with the index.
struct PublishedIdentities {
    /// The count word, then room for `capacity` identities.
    private let memory: UnsafeMutableRawPointer
    /// Enough for the properties a view typically reads of one object; later groups are just
    /// not published (their reads list a key path).
    private static let capacity = 15
    private static let identitiesOffset = MemoryLayout<UInt64>.stride

    init() {
        memory = UnsafeMutableRawPointer(UnsafeMutablePointer<UInt64>.allocate(capacity: 1 + Self.capacity))
        memory.initializeMemory(as: Int.self, repeating: 0, count: 1)
        (memory + Self.identitiesOffset).bindMemory(to: UInt64.self, capacity: Self.capacity)
    }

    func deallocate() {
        memory.deallocate()
    }

    private var count: UnsafeMutablePointer<Int> {
        memory.assumingMemoryBound(to: Int.self)
    }

    private var identities: UnsafeMutablePointer<UInt64> {
        (memory + Self.identitiesOffset).assumingMemoryBound(to: UInt64.self)
    }

    /// Publishes the identity (not 0) of a group just made or named. Under the storage's lock.
    func append(_ identity: UInt64) {
        let published = observation_backport_load(count)
        guard published < Self.capacity else { return }
        identities[published] = identity
        observation_backport_store(count, published + 1)
    }

    /// Whether a group of the property `identity` exists, looking first at `position`.
    /// Lock-free.
    @inline(__always)
    func contains(_ identity: UInt64, likelyAt position: Int) -> Bool {
        let identities = identities, count = observation_backport_load(count)
        if position < count, identities[position] == identity { return true }
        for index in 0..<count where identities[index] == identity { return true }
        return false
    }
}
