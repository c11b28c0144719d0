/// Records which properties of which objects a tracking scope reads.
///
/// Thread story: a collector belongs to the scope that created it (see `TrackingScope`) and is
/// reached only through its own thread's slot, so it needs no lock; being reached through a
/// pointer, its fields cost no dynamic exclusivity checks either.
///
/// The object read last is held inline (`current`), the others in `earlier`: a scope that reads
/// one object allocates nothing here, and consecutive reads of one object skip every search.
struct AccessCollector {
    private var current: AccessEntry?
    private var earlier: [AccessEntry] = []
    /// Position in `earlier` of each object's entry, kept once a scope has read more objects than
    /// a short scan handles well, so a scope that reads many objects stays linear.
    private var positions: [ObjectIdentifier: Int]?
    private static let scanLimit = 8

    @inline(__always)
    mutating func record(_ storage: ObservationStorage, _ keyPath: AnyKeyPath) {
        if current?.storage === storage {
            current?.insert(keyPath)
        } else {
            switchObject(to: storage, reading: keyPath)
        }
    }

    /// Makes `storage`'s entry the current one, found among the earlier ones (and swapped with
    /// the current one) or new, and records `keyPath` in it. Entries move by swapping, without
    /// retaining what they hold.
    private mutating func switchObject(to storage: ObservationStorage, reading keyPath: AnyKeyPath) {
        guard let previous = current?.storage else {
            current = AccessEntry(storage: storage, first: keyPath)
            return
        }
        if let position = position(of: storage) {
            swap(&current!, &earlier[position])
            positions?[ObjectIdentifier(previous)] = position
            current?.insert(keyPath)
            return
        }
        var entry = AccessEntry(storage: storage, first: keyPath)
        swap(&entry, &current!)
        if earlier.isEmpty { earlier.reserveCapacity(4) }
        positions?[ObjectIdentifier(previous)] = earlier.count
        earlier.append(entry)
        if positions == nil, earlier.count > Self.scanLimit {
            var index: [ObjectIdentifier: Int] = [:]
            for (position, entry) in earlier.enumerated() { index[ObjectIdentifier(entry.storage)] = position }
            positions = index
        }
    }

    private func position(of storage: ObservationStorage) -> Int? {
        if let positions { return positions[ObjectIdentifier(storage)] }
        return earlier.firstIndex { $0.storage === storage }
    }

    mutating func merge(_ inner: ObservationTracking._AccessList) {
        inner.forEach { entry in
            entry.forEachKeyPath { record(entry.storage, $0) }
        }
    }

    /// What the scope read, moved out (not copied); nil when it read nothing.
    mutating func takeAccessList() -> ObservationTracking._AccessList? {
        var taken: AccessEntry?
        swap(&taken, &current)
        guard let taken else { return nil }
        var takenEarlier: [AccessEntry] = []
        swap(&takenEarlier, &earlier)
        return ObservationTracking._AccessList(current: taken, earlier: takenEarlier)
    }
}
