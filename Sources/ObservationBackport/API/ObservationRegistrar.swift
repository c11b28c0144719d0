import ObservationBackportAtomics

/// Provides storage for tracking and access to data changes.
///
/// An observable type holds one registrar and routes every read of a tracked property through
/// `access(_:keyPath:)` and every write through `withMutation(of:keyPath:_:)` (or the pair
/// `willSet(_:keyPath:)` / `didSet(_:keyPath:)`). The `@Observable` macro writes those calls.
///
/// The common cases cost almost nothing: a read while no thread is tracking is one atomic load,
/// and a write to an object nobody observes is one more; neither takes a lock. Once
/// `AppleObservationBridge` is enabled, reads and writes are also forwarded to Apple's registrar.
public struct ObservationRegistrar: Sendable {
    /// Shared by every copy of the registrar; safe across threads by its own lock and atomic
    /// word (see `ObservationStorage`), which the compiler cannot see through `ManagedBuffer`.
    @usableFromInline
    nonisolated(unsafe) let storage: ObservationStorage

    /// Creates an instance of the observation registrar.
    public init() {
        storage = ObservationStorage.make()
    }

    /// Registers access to a specific property for observation: a tracking scope open on this
    /// thread (`withObservationTracking`) will be told when it changes.
    @inlinable
    public func access<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        _access(subject, property: 0, keyPath: keyPath)
    }

    /// A property observation called before setting the value of the subject.
    @inlinable
    public func willSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        if storage.summary.mayBeObserved(0) { _ = willSet(subject, 0, { keyPath }) }
    }

    /// A property observation called after setting the value of the subject.
    @inlinable
    public func didSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        let word = storage.summary
        let write = _Modification(unannounced: word)
        if write.needsDidSet { didSet(subject, 0, { keyPath }, write) }
    }

    /// Identifies mutations to the transactions registered for observers: calls `willSet`, the
    /// mutation, then `didSet` — `didSet` even when the mutation throws.
    @inlinable
    public func withMutation<Subject: Observable, Member, T>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
    ) rethrows -> T {
        try _withMutation(of: subject, property: 0, keyPath: keyPath, mutation)
    }
}

/// A registrar carries no data worth saving: observers belong to the running process. Encoding
/// writes nothing, and decoding gives a fresh registrar, so `@Observable` types can be Codable.
extension ObservationRegistrar: Codable {
    /// Creates a fresh registrar; nothing is read from `decoder`.
    public init(from decoder: any Decoder) throws {
        self.init()
    }

    /// Writes nothing: a registrar has no state worth saving.
    public func encode(to encoder: any Encoder) {}
}

/// Registrars never distinguish the objects that hold them: all compare equal and hash alike, so
/// synthesized `Equatable`/`Hashable` of a model is decided by its own properties only.
extension ObservationRegistrar: Hashable {
    /// Always `true`: registrars never make two models differ.
    public static func == (lhs: ObservationRegistrar, rhs: ObservationRegistrar) -> Bool {
        true
    }

    /// Feeds nothing to `hasher`, so every registrar hashes alike.
    public func hash(into hasher: inout Hasher) {}
}
