/// Records which properties of which objects a tracking scope reads.
///
/// Thread story: a collector belongs to the thread whose scope created it (see `TrackingScope`);
/// nothing else touches it, so it needs no lock. Its methods never re-enter, so the dynamic
/// exclusivity checks, a third of the cost of a tracked read, are switched off for its fields.
final class AccessCollector {
    @exclusivity(unchecked) private var entries: [AccessEntry] = []
    /// Position of each object's entry, kept once a scope has read more objects than a short
    /// scan handles well, so a scope that reads many objects stays linear.
    @exclusivity(unchecked) private var positions: [ObjectIdentifier: Int]?
    /// The entry written last: consecutive reads of one object skip the search.
    @exclusivity(unchecked) private var lastPosition = -1
    /// The key path recorded last, unretained: the entry at `lastPosition` holds it, so an
    /// identical instance read again (a property read in a loop) is recognised by address.
    @exclusivity(unchecked) private unowned(unsafe) var lastKeyPath: AnyKeyPath?

    func record(_ storage: ObservationStorage, _ keyPath: AnyKeyPath) {
        let position: Int
        if lastPosition >= 0, entries[lastPosition].storage === storage {
            if lastKeyPath === keyPath { return }
            position = lastPosition
        } else if let known = self.position(of: storage) {
            position = known
        } else {
            position = entries.count
            if position == 0 { entries.reserveCapacity(4) }  // one allocation for a typical view
            entries.append(AccessEntry(storage: storage))
            positions?[ObjectIdentifier(storage)] = position
        }
        lastPosition = position
        entries[position].insert(keyPath)
        lastKeyPath = keyPath
    }

    private static let scanLimit = 8

    private func position(of storage: ObservationStorage) -> Int? {
        if let positions { return positions[ObjectIdentifier(storage)] }
        if let found = entries.firstIndex(where: { $0.storage === storage }) { return found }
        if entries.count >= Self.scanLimit {
            var index: [ObjectIdentifier: Int] = [:]
            for (position, entry) in entries.enumerated() { index[ObjectIdentifier(entry.storage)] = position }
            positions = index
        }
        return nil
    }

    func merge(_ inner: AccessCollector) {
        for entry in inner.entries {
            for keyPath in entry.keyPaths { record(entry.storage, keyPath) }
        }
    }

    var accessList: ObservationTracking._AccessList? {
        entries.isEmpty ? nil : ObservationTracking._AccessList(entries: entries)
    }
}

/// The properties of one object that a scope read, each key path instance once. Two different
/// instances of equal key paths may both be listed (telling them apart costs ~25 ns, more than
/// the read itself); the object resolves them to one group when the observer is installed.
struct AccessEntry: @unchecked Sendable {
    let storage: ObservationStorage
    private(set) var keyPaths: [AnyKeyPath] = []

    init(storage: ObservationStorage) {
        self.storage = storage
        keyPaths.reserveCapacity(4)
    }

    mutating func insert(_ keyPath: AnyKeyPath) {
        if !keyPaths.contains(where: { $0 === keyPath }) { keyPaths.append(keyPath) }
    }
}
