/// A value of type `State` guarded by a lock that lives in the same allocation.
///
/// The state is the buffer's header and the lock its single tail element, so a guarded value
/// costs one allocation and the lock never moves. Every access to `State` goes through
/// `withLock`, except for words that a subclass documents as atomic (see `atomicWord`).
@usableFromInline
class LockedState<State>: ManagedBuffer<State, Lock.Primitive> {
    /// Creates the buffer; subclasses call this through `create(_:)`.
    final class func make<Box: LockedState<State>>(_ state: State, as _: Box.Type) -> Box {
        let buffer = Box.create(minimumCapacity: 1) { _ in state }
        buffer.withUnsafeMutablePointerToElements { Lock.initialize($0) }
        return unsafeDowncast(buffer, to: Box.self)
    }

    deinit {
        withUnsafeMutablePointerToElements { Lock.deinitialize($0) }
    }

    final func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { state, lock in
            Lock.lock(lock)
            defer { Lock.unlock(lock) }
            return try body(&state.pointee)
        }
    }

    /// The header's first word, for the one lock-free atomic word a subclass may keep there
    /// (its state's first stored property, an `Int`; each subclass asserts this at creation).
    @inlinable
    final var atomicWord: UnsafeMutablePointer<Int> {
        withUnsafeMutablePointerToHeader { header in
            UnsafeMutableRawPointer(header).assumingMemoryBound(to: Int.self)
        }
    }
}
