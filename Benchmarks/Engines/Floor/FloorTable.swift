/// One registration in an object's table: which of its properties (one bit each) it listens to,
/// and whom to call.
struct FloorEntry {
    var properties: Int
    var target: FloorTarget
}

/// The observers of one object, all properties in one contiguous buffer that keeps its room
/// when entries leave, so that steady install-and-fire allocates nothing here.
///
/// Thread story: none of its own; every use is under the owning `FloorRegistrar`'s lock.
struct FloorTable {
    private var entries: UnsafeMutablePointer<FloorEntry>?
    private(set) var count = 0
    private var capacity = 0

    /// Adds `entry`; when full, first drops the entries whose observer fired through another
    /// object, and keeps at least half the room free, so adding stays amortized O(1). Returns
    /// the properties the table listens to afterwards.
    mutating func append(_ entry: FloorEntry, listening properties: Int) -> Int {
        var listening = properties
        if count == capacity {
            listening = dropFired()
            if count * 2 >= capacity { grow() }
        }
        (entries! + count).initialize(to: entry)
        count += 1
        return listening | entry.properties
    }

    /// Moves the entries listening to any of `properties` to `fired` (room for `count`), and the
    /// ones already fired elsewhere out of the table; returns how many were moved and the
    /// properties the remaining ones listen to.
    mutating func take(listeningTo properties: Int, into fired: UnsafeMutablePointer<FloorEntry>) -> (count: Int, listening: Int) {
        var taken = 0
        let listening = compact { entry in
            if entry.pointee.properties & properties != 0 {
                (fired + taken).moveInitialize(from: entry, count: 1)
                taken += 1
                return true
            }
            return false
        }
        return (taken, listening)
    }

    func deallocate() {
        guard let entries else { return }
        entries.deinitialize(count: count)
        entries.deallocate()
    }

    private mutating func dropFired() -> Int {
        compact { entry in
            guard entry.pointee.target.hasFired else { return false }
            entry.deinitialize(count: 1)
            return true
        }
    }

    /// Keeps, in order, the entries `remove` leaves (it deinitializes or moves out the ones it
    /// removes, returning true); returns the properties the kept ones listen to.
    private mutating func compact(_ remove: (UnsafeMutablePointer<FloorEntry>) -> Bool) -> Int {
        guard let entries else { return 0 }
        var kept = 0, listening = 0
        for index in 0..<count where !remove(entries + index) {
            if kept != index { (entries + kept).moveInitialize(from: entries + index, count: 1) }
            listening |= entries[kept].properties
            kept += 1
        }
        count = kept
        return listening
    }

    private mutating func grow() {
        let newCapacity = max(4, capacity * 2)
        let grown = UnsafeMutablePointer<FloorEntry>.allocate(capacity: newCapacity)
        if let entries {
            grown.moveInitialize(from: entries, count: count)
            entries.deallocate()
        }
        entries = grown
        capacity = newCapacity
    }
}
