import ObservationBackportAtomics

/// Entry points for the code that `@Observable` and `@ObservationTracked` generate. Not part of
/// Apple's API: do not call them by hand (use `access`, `withMutation`, `willSet`, `didSet`).
///
/// They behave exactly like their namesakes but take the key path as an autoclosure, because
/// creating a key path costs more than the whole untracked read or unobserved write: the key
/// path is only created once it is known that somebody tracks or observes.
extension ObservationRegistrar {
    /// `access(_:keyPath:)`, creating the key path only when a tracking scope is open.
    @inlinable
    public func _access<Subject: Observable, Member>(
        _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>
    ) {
        if observation_backport_open_scope_count() != 0 {
            storage.recordAccess(keyPath())
        }
    }

    /// `withMutation(of:keyPath:_:)`, creating the key path only when the object is observed.
    @inlinable
    public func _withMutation<Subject: Observable, Member, T>(
        of subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
        _ mutation: () throws -> T
    ) rethrows -> T {
        guard storage.isObserved else { return try mutation() }
        return try withMutation(of: subject, keyPath: keyPath(), mutation)
    }

    /// The willSet half of an in-place mutation (`_modify`): calls `willSet(_:keyPath:)` when the
    /// object is observed and returns whether the matching `didSet(_:keyPath:)` must follow.
    @inlinable
    public func _willModify<Subject: Observable, Member>(
        _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>
    ) -> Bool {
        guard storage.isObserved else { return false }
        willSet(subject, keyPath: keyPath())
        return true
    }
}
