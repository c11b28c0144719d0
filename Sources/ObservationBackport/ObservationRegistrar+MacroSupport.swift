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
            let keyPath = keyPath()
            storage.recordAccess(keyPath)
            if AppleObservationBridge.isEnabled { storage.forwardAccess(subject, keyPath) }
        }
    }

    /// `withMutation(of:keyPath:_:)`, creating the key path only when the object is observed.
    @inlinable
    public func _withMutation<Subject: Observable, Member, T>(
        of subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
        _ mutation: () throws -> T
    ) rethrows -> T {
        guard storage.isObserved || MutationChain.isWatched else { return try mutation() }
        return try withMutation(of: subject, keyPath: keyPath(), mutation)
    }

    /// The first half of an in-place mutation (`_modify`): calls `willSet(_:keyPath:)` when the
    /// object is observed. Pass what it returns to `_didModify`, which finishes the mutation.
    @inlinable
    public func _willModify<Subject: Observable, Member>(
        _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>
    ) -> _Modification {
        let modification = _Modification(observed: storage.isObserved, chained: MutationChain.isWatched)
        if modification.chained { MutationChain.enter() }
        if modification.observed { willSet(subject, keyPath: keyPath()) }
        return modification
    }

    /// The second half of an in-place mutation: the `didSet(_:keyPath:)` that `_willModify`
    /// promised, if any.
    @inlinable
    public func _didModify<Subject: Observable, Member>(
        _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>, _ modification: _Modification
    ) {
        if modification.observed { didSet(subject, keyPath: keyPath()) }
        if modification.chained { MutationChain.leave() }
    }
}

/// What the first half of an in-place mutation did, for the second half to match it.
@frozen
public struct _Modification: Sendable {
    @usableFromInline let observed: Bool
    @usableFromInline let chained: Bool

    @inlinable
    init(observed: Bool, chained: Bool) {
        self.observed = observed
        self.chained = chained
    }
}
