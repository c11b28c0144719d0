/// A value of type `State` guarded by a lock, plus one atomic word, in a single allocation.
///
/// The state is the buffer's header; the tail holds the atomic word followed by the lock, so
/// nothing moves once initialized. Every access to `State` goes through `withLock`. The atomic
/// word lives outside `State` because a Swift access to the header, even to another field, is
/// an access to all of it; it is read and written only through the C atomics.
@usableFromInline
class LockedState<State>: ManagedBuffer<State, Int> {
    /// Tail words: the atomic word, then enough words for the lock.
    private static var tailWords: Int {
        1 + (MemoryLayout<Lock.Primitive>.size + MemoryLayout<Int>.size - 1) / MemoryLayout<Int>.size
    }

    /// Creates the buffer; subclasses call this through their own factory.
    final class func make<Box: LockedState<State>>(_ state: State, as _: Box.Type) -> Box {
        let buffer = Box.create(minimumCapacity: tailWords) { _ in state }
        buffer.withUnsafeMutablePointerToElements { tail in
            tail.initialize(to: 0)
            Lock.initialize(UnsafeMutableRawPointer(tail + 1).bindMemory(to: Lock.Primitive.self, capacity: 1))
        }
        return unsafeDowncast(buffer, to: Box.self)
    }

    deinit {
        Lock.deinitialize(lock)
    }

    private final var lock: UnsafeMutablePointer<Lock.Primitive> {
        withUnsafeMutablePointerToElements { tail in
            UnsafeMutableRawPointer(tail + 1).assumingMemoryBound(to: Lock.Primitive.self)
        }
    }

    /// Runs `body` holding the lock without accessing `State` as a whole, for a subclass whose
    /// state is one word it also reads without the lock (see `ObservationStorage`).
    final func whileLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        let lock = self.lock
        Lock.lock(lock)
        defer { Lock.unlock(lock) }
        return try body()
    }

    final func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        let lock = self.lock
        Lock.lock(lock)
        defer { Lock.unlock(lock) }
        return try withUnsafeMutablePointerToHeader { try body(&$0.pointee) }
    }

    /// The atomic word. Touch it only with the `observation_backport_*` atomics.
    @inlinable
    final var atomicWord: UnsafeMutablePointer<Int> {
        withUnsafeMutablePointerToElements { $0 }
    }
}
