/// A header, an atomic word and a lock in one allocation: the shape of every object the engine
/// reads without a lock and changes under one (an object's observation storage, an observer).
///
/// The tail holds the atomic word followed by the lock, so nothing moves once initialized. The
/// atomic word lives outside the header because a Swift access to the header, even to another
/// field, is an access to all of it; it is read and written only through the C atomics. This
/// base class gives no access to the header: its subclass decides how the header is reached
/// (`ObservationStorage` only through the atomics, `LockedState` under the lock, `Observer`
/// under the lock until it hands its state over to one call, which then reaches it without).
@usableFromInline
class LockedWord<Header>: ManagedBuffer<Header, Int> {
    /// Tail words: the atomic word, then enough words for the lock.
    private static var tailWords: Int {
        1 + (MemoryLayout<Lock.Primitive>.size + MemoryLayout<Int>.size - 1) / MemoryLayout<Int>.size
    }

    /// Creates the buffer; subclasses call this through their own factory.
    final class func make<Box: LockedWord<Header>>(_ header: Header, as _: Box.Type) -> Box {
        let buffer = Box.create(minimumCapacity: tailWords) { _ in header }
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

    /// Runs `body` holding the lock. The mutex is not recursive: `body` must not take it again.
    @inline(__always)
    final func whileLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        let lock = self.lock
        Lock.lock(lock)
        defer { Lock.unlock(lock) }
        return try body()
    }

    /// The atomic word. Touch it only with the `observation_backport_*` atomics.
    @inlinable
    final var atomicWord: UnsafeMutablePointer<Int> {
        withUnsafeMutablePointerToElements { $0 }
    }
}

/// A `LockedWord` whose header is a value reached under the lock (`withLock`; `LockedWord` says
/// the one exception), next to an atomic word that summarizes it for readers without the lock
/// (an observer's phase).
class LockedState<State>: LockedWord<State> {
    /// Runs `body` with the state, under the lock (not recursive, as `whileLocked`).
    @inline(__always)
    final func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try whileLocked { try withUnsafeMutablePointerToHeader { try body(&$0.pointee) } }
    }
}
