/// One registration in an object's table: which of its properties (one bit each) it listens to,
/// and whom to call.
struct FloorEntry {
    var properties: Int
    var target: FloorTarget
}

/// The observers of one object, all properties in one buffer that keeps its room when entries
/// leave, so that steady install-and-fire allocates nothing here. One word while nobody ever
/// observed the object: the buffer (its count and capacity, then the entries) comes with the
/// first entry.
///
/// Thread story: none of its own; every use is under the owning `FloorRegistrar`'s lock.
struct FloorTable {
    private var buffer: UnsafeMutableRawPointer?

    private static let entriesOffset = 2 * MemoryLayout<Int>.stride

    private(set) var count: Int {
        get { buffer?.load(as: Int.self) ?? 0 }
        nonmutating set { buffer!.storeBytes(of: newValue, as: Int.self) }
    }

    private var capacity: Int {
        buffer?.load(fromByteOffset: MemoryLayout<Int>.stride, as: Int.self) ?? 0
    }

    private var entries: UnsafeMutablePointer<FloorEntry>? {
        buffer.map { ($0 + Self.entriesOffset).assumingMemoryBound(to: FloorEntry.self) }
    }

    /// Adds `entry`; when full, first drops the entries whose observer fired through another
    /// object, and keeps at least half the room free, so adding stays amortized O(1). Returns
    /// the properties the table listens to afterwards.
    mutating func append(_ entry: FloorEntry, listening properties: Int) -> Int {
        if case .shared(let observer) = entry.target, let last = entries?.advanced(by: count - 1), count > 0,
            case .shared(let lastObserver) = last.pointee.target, lastObserver === observer
        {
            // The same scope again (an options tracking reading one more property): one entry.
            last.pointee.properties |= entry.properties
            return properties | entry.properties
        }
        var listening = properties
        if count == capacity {
            listening = dropFired()
            if count * 2 >= capacity { grow() }
        }
        entries.unsafelyUnwrapped.advanced(by: count).initialize(to: entry)
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
        buffer!.deallocate()
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
        let grown = UnsafeMutableRawPointer.allocate(
            byteCount: Self.entriesOffset + newCapacity * MemoryLayout<FloorEntry>.stride,
            alignment: max(MemoryLayout<Int>.alignment, MemoryLayout<FloorEntry>.alignment))
        grown.storeBytes(of: count, as: Int.self)
        grown.storeBytes(of: newCapacity, toByteOffset: MemoryLayout<Int>.stride, as: Int.self)
        let moved = (grown + Self.entriesOffset).bindMemory(to: FloorEntry.self, capacity: newCapacity)
        if let entries {
            moved.moveInitialize(from: entries, count: count)
            buffer!.deallocate()
        }
        buffer = grown
    }
}
