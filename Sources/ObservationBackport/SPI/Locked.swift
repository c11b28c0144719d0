// Not part of Apple's Observation: the package's one lock type, shared (SPI `Locking`) so
// that code built on the engine guards its state with the same mutex.

/// A value guarded by the engine's mutex (`os_unfair_lock` on Apple platforms,
/// `pthread_mutex_t` elsewhere): the only way to reach the value is `withLock`.
///
/// Thread story: every access holds the lock; `body` must not call `withLock` on the same
/// instance again (the mutex is not recursive).
@_spi(Locking)
public final class _Locked<Value>: @unchecked Sendable {
    private final class Storage: LockedState<Value> {}
    private let storage: Storage

    /// Guards `value`.
    public init(_ value: Value) {
        storage = Storage.make(value, as: Storage.self)
    }

    /// Runs `body` with the value, under the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withLock(body)
    }
}
