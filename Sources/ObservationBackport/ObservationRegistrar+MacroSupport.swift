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
        if observation_backport_open_scope_count() != 0 {
            // The count includes the enabled bridge: an untracked read never loads the switch.
            let scope = observation_backport_current_scope()
            let bridged = AppleObservationBridge.isEnabled
            if scope != nil || bridged {
                let keyPath = keyPath()
                if let scope { storage.recordAccess(keyPath, in: scope) } else { Self.noticeUntrackedRead(keyPath) }
                if bridged { storage.forwardAccess(subject, keyPath) }
                return
            }
        }
        Self.noticeUntrackedRead(keyPath())
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
        guard storage.isObserved else { return _Modification(needsDidSet: false, chained: chained) }
        if storage.isBridged {  // Apple's registrar hears it too (`AppleObservationBridge`)
            storage.bridgedWillSet(subject, keyPath())
            return _Modification(needsDidSet: true, chained: chained)
        }
        // As in `withMutation`: didSet only when an observer wanted it at willSet time.
        return _Modification(needsDidSet: storage.willSet(keyPath()), chained: chained)
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
