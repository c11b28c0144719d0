import ObservationBackportAtomics

/// Entry points for the code that `@Observable` and `@ObservationTracked` generate. Not part of
/// Apple's API: do not call them by hand (use `access`, `withMutation`, `willSet`, `didSet`).
///
/// They behave exactly like their namesakes but take the key path as an autoclosure, because
/// creating a key path costs more than the whole untracked read or unobserved write: the key
/// path is only created once it is known that somebody tracks or observes.
extension ObservationRegistrar {
    /// `access(_:keyPath:)`, creating the key path only when a tracking scope is open on this
    /// thread.
    @inlinable
    public func _access<Subject: Observable, Member>(
        _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>
    ) {
        let scopes = observation_backport_open_scope_count()
        if scopes != 0 {
            // The count carries the enabled bridge: an untracked read never tests it.
            if observation_backport_bridge_is_set(scopes) {
                storage.bridgedAccess(subject, keyPath())
            } else if let scope = observation_backport_current_scope() {
                storage.recordAccess(keyPath(), in: scope)
            } else {
                Self.noticeUntrackedRead(keyPath())
            }
        } else {
            Self.noticeUntrackedRead(keyPath())
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
        let chained = MutationChain.isWatched
        if chained { MutationChain.enter() }
        // As in `withMutation`: didSet only when an observer wanted it at willSet time, or when
        // Apple's registrar hears the change too (`AppleObservationBridge`).
        let needsDidSet = _slowPath(storage.isObserved)
            && (storage.isBridged ? storage.bridgedWillSet(subject, keyPath()) : storage.willSet(keyPath()))
        return _Modification(needsDidSet: needsDidSet, chained: chained)
    }

    /// The second half of an in-place mutation: the `didSet(_:keyPath:)` that `_willModify`
    /// promised, if any.
    @inlinable
    public func _didModify<Subject: Observable, Member>(
        _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>, _ modification: _Modification
    ) {
        if modification.needsDidSet {
            if storage.isBridged { storage.bridgedDidSet(subject, keyPath()) } else { storage.didSet(keyPath()) }
        }
        if modification.chained { MutationChain.leave() }
    }
}

/// What the first half of an in-place mutation did, for the second half to match it.
@frozen
public struct _Modification: Sendable {
    @usableFromInline let needsDidSet: Bool
    @usableFromInline let chained: Bool

    @inlinable
    init(needsDidSet: Bool, chained: Bool) {
        self.needsDidSet = needsDidSet
        self.chained = chained
    }
}
