import ObservationBackportAtomics

/// The observation state of one object of the hand-written model: one lock, one table of the
/// observers of all its properties, and a word with a bit per property that has listeners.
///
/// Thread story: the table (the buffer's header) is guarded by the lock in the tail; the word
/// (tail word 0) is stored under the lock from the table's state and read without it, so that a
/// write to a property nobody listens to takes no lock. Observers are called after the lock is
/// released, so an `onChange` may read or write the object.
final class FloorRegistrar: ManagedBuffer<FloorTable, Int> {
    static func make() -> FloorRegistrar {
        let buffer = create(minimumCapacity: 1 + lockWords) { _ in FloorTable() }
        buffer.withUnsafeMutablePointerToElements { tail in
            tail.initialize(to: 0)
            FloorLock.initialize(UnsafeMutableRawPointer(tail + 1).bindMemory(to: FloorLock.Primitive.self, capacity: 1))
        }
        return unsafeDowncast(buffer, to: FloorRegistrar.self)
    }

    deinit {
        withUnsafeMutablePointerToHeader { $0.pointee.deallocate() }
    }

    private static let lockWords = (MemoryLayout<FloorLock.Primitive>.size + 7) / 8

    private var listening: UnsafeMutablePointer<Int> {
        withUnsafeMutablePointerToElements { $0 }
    }

    private var lock: UnsafeMutablePointer<FloorLock.Primitive> {
        withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0 + 1).assumingMemoryBound(to: FloorLock.Primitive.self) }
    }

    @inline(__always)
    func access(_ property: Int) {
        if observation_backport_open_scope_count() != 0, let reads = FloorScope.current {
            reads.pointee.record(self, property)
        }
    }

    @inline(__always)
    func willSet(_ property: Int) {
        if observation_backport_load(listening) & (1 << property) != 0 { fire(property) }
    }

    /// Takes the entries listening to `property` out of the table under the lock (onto the stack
    /// while they are few), then calls them.
    @inline(never)
    private func fire(_ property: Int) {
        FloorLock.lock(lock)
        let count = withUnsafeMutablePointerToHeader { $0.pointee.count }
        withUnsafeTemporaryAllocation(of: FloorEntry.self, capacity: max(count, 1)) { fired in
            let (taken, remaining) = withUnsafeMutablePointerToHeader {
                $0.pointee.take(listeningTo: 1 << property, into: fired.baseAddress!)
            }
            observation_backport_store(listening, remaining)
            FloorLock.unlock(lock)
            for index in 0..<taken { fired.baseAddress.unsafelyUnwrapped.advanced(by: index).move().target.fire() }
        }
    }

    /// Registers `target` for the `properties` (bits) of this object.
    func add(_ target: FloorTarget, properties: Int) {
        FloorLock.lock(lock)
        let now = withUnsafeMutablePointerToHeader {
            $0.pointee.append(FloorEntry(properties: properties, target: target), listening: observation_backport_load(listening))
        }
        observation_backport_store(listening, now)
        FloorLock.unlock(lock)
    }
}
