import ObservationBackportAtomics

/// Entry points for the code that `@Observable` and `@ObservationTracked` generate. Not part of
/// Apple's API: do not call them by hand (use `access`, `withMutation`, `willSet`, `didSet`).
///
/// They behave exactly like their namesakes, with two additions for speed. The key path is an
/// autoclosure, because creating a key path costs more than the whole untracked read or
/// unobserved write: it is only created once it is known that somebody tracks or observes.
/// And `property` names the property without a key path: a number the macro derives from the
/// property's name (FNV-1a, never 0), the same in its getter, setter and `_modify`, so that a
/// repeated read in a scope is recognised, and a write next to observers of other properties
/// skipped, by comparing numbers. Two properties of one class whose names hash alike would be
/// observed as one (a spurious notification, never a missed one). Property 0 means "known by
/// its key path only", as for the key-path API.
extension ObservationRegistrar {
    /// `access(_:keyPath:)`, creating the key path only when a tracking scope is open on this
    /// thread and has not read the property yet.
    @inlinable
    public func _access<Subject: Observable, Member>(
        _ subject: Subject, property: UInt64, keyPath: @autoclosure () -> KeyPath<Subject, Member>
    ) {
        let scopes = observation_backport_open_scope_count()
        if scopes != 0 {
            // The count carries the enabled bridge: an untracked read never tests it.
            if observation_backport_bridge_is_set(scopes) {
                storage.bridgedAccess(subject, property, keyPath())
            } else if let scope = observation_backport_current_scope() {
                storage.recordAccess(property, { keyPath() }, in: scope)
            } else {
                Self.noticeUntrackedRead(keyPath())
            }
        } else {
            Self.noticeUntrackedRead(keyPath())
        }
    }

    /// `withMutation(of:keyPath:_:)`, creating the key path only when the property may be
    /// observed.
    @inlinable
    public func _withMutation<Subject: Observable, Member, T>(
        of subject: Subject, property: UInt64, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
        _ mutation: () throws -> T
    ) rethrows -> T {
        let chained = MutationChain.isWatched
        // Laid out so that an unobserved write falls straight through to the mutation.
        guard _slowPath(chained || storage.summary.mayBeObserved(property)) else { return try mutation() }
        if chained { MutationChain.enter() }
        defer { if chained { MutationChain.leave() } }
        let pending = storage.summary.mayBeObserved(property) ? announceWillSet(subject, property, keyPath) : nil
        defer { if let pending { announceDidSet(subject, keyPath, pending) } }
        return try mutation()
    }

    /// The first half of an in-place mutation (`_modify`): `willSet(_:keyPath:)` when the
    /// property may be observed. Pass what it returns to `_didModify`, which finishes the
    /// mutation.
    @inlinable
    public func _willModify<Subject: Observable, Member>(
        _ subject: Subject, property: UInt64, keyPath: @autoclosure () -> KeyPath<Subject, Member>
    ) -> _Modification {
        let chained = MutationChain.isWatched
        if chained { MutationChain.enter() }
        // The hinted test lays an unobserved `+=` out as a fall-through; the constant
        // `needsDidSet` lets the compiler give that fall-through a tail of its own.
        if _slowPath(storage.summary.mayBeObserved(property)), let pending = announceWillSet(subject, property, keyPath) {
            return _Modification(needsDidSet: true, pending: pending, chained: chained)
        }
        return _Modification(needsDidSet: false, pending: PendingDidSet(raw: 0, identity: 0), chained: chained)
    }

    /// The second half of an in-place mutation: the `didSet(_:keyPath:)` that `_willModify`
    /// promised, if any.
    @inlinable
    public func _didModify<Subject: Observable, Member>(
        _ subject: Subject, property: UInt64, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
        _ modification: _Modification
    ) {
        if modification.needsDidSet { announceDidSet(subject, keyPath, modification.pending) }
        if modification.chained { MutationChain.leave() }
    }

    /// The storage's `willSet` for a property that `mayBeObserved`, with Apple's registrar
    /// taking part when the object is bridged.
    @inlinable
    func announceWillSet<Subject, Member>(
        _ subject: Subject, _ property: UInt64, _ keyPath: () -> KeyPath<Subject, Member>
    ) -> PendingDidSet? {
        if storage.summary.isBridged { return announceBridgedWillSet(subject, property, keyPath) }
        return storage.willSet(property, { keyPath() })
    }

    /// `announceWillSet` for a bridged object. It and `announceDidSet` are kept out of line in
    /// the caller (yet specialized there), so that an accessor stays small enough to be inlined
    /// and its unobserved write keeps its few registers to itself.
    @inlinable
    @inline(never)
    func announceBridgedWillSet<Subject, Member>(
        _ subject: Subject, _ property: UInt64, _ keyPath: () -> KeyPath<Subject, Member>
    ) -> PendingDidSet? {
        storage.bridgedWillSet(subject, property, keyPath())
    }

    /// The storage's `didSet`, as the willSet's `pending` says.
    @inlinable
    @inline(never)
    func announceDidSet<Subject, Member>(
        _ subject: Subject, _ keyPath: () -> KeyPath<Subject, Member>, _ pending: PendingDidSet
    ) {
        if pending.isBridged { storage.bridgedDidSet(subject, keyPath(), pending) } else { storage.didSet(pending, { keyPath() }) }
    }
}

/// What the first half of an in-place mutation did, for the second half to match it.
@frozen
public struct _Modification: Sendable {
    @usableFromInline let needsDidSet: Bool
    /// What the didSet needs, when `needsDidSet`.
    @usableFromInline let pending: PendingDidSet
    @usableFromInline let chained: Bool

    @inlinable
    init(needsDidSet: Bool, pending: PendingDidSet, chained: Bool) {
        self.needsDidSet = needsDidSet
        self.pending = pending
        self.chained = chained
    }
}
