/// Records which properties of which objects a tracking scope reads.
///
/// Thread story: a collector belongs to the thread whose scope created it (see `TrackingScope`);
/// nothing else touches it, so it needs no lock.
final class AccessCollector {
    private var entries: [AccessEntry] = []
    /// Position of each object's entry; a scope that reads many objects stays linear.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// The entry written last: consecutive reads of one object skip the dictionary.
    private var lastPosition = -1

    func record(_ storage: ObservationStorage, _ keyPath: AnyKeyPath) {
        let position: Int
        if lastPosition >= 0, entries[lastPosition].storage === storage {
            position = lastPosition
        } else if let known = positions[ObjectIdentifier(storage)] {
            position = known
        } else {
            position = entries.count
            entries.append(AccessEntry(storage: storage))
            positions[ObjectIdentifier(storage)] = position
        }
        lastPosition = position
        entries[position].insert(keyPath)
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

/// The properties of one object that a scope read, without duplicates.
struct AccessEntry: @unchecked Sendable {
    let storage: ObservationStorage
    private(set) var keyPaths: [AnyKeyPath] = []

    init(storage: ObservationStorage) {
        self.storage = storage
    }

    mutating func insert(_ keyPath: AnyKeyPath) {
        // Key path literals are uniqued, so the identity check settles nearly every lookup.
        for known in keyPaths where known === keyPath || known == keyPath { return }
        keyPaths.append(keyPath)
    }
}
