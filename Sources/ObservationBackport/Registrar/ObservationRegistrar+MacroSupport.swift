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
///
/// A write whose property may be observed goes on through the registrar's `willSet` and
/// `didSet` (`ObservationRegistrar+Write.swift`); any other write is one load and a test.
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
        // Laid out so that an unobserved write falls straight through to the mutation.
        let write = _slowPath(storage.summary.mayBeObserved(property)) ? willSet(subject, property, keyPath) : _Modification()
        defer { if _slowPath(write.needsDidSet) { didSet(subject, property, keyPath, write) } }
        return try mutation()
    }

    /// The setter of a tracked `Equatable` value, as Apple's setter behaves with its
    /// `shouldNotifyObservers` guard: through `_withMutation` when the old and new value differ,
    /// directly when they are equal. Here rather than in the generated code because a `!=`
    /// there costs the compiler an overload resolution over every `!=` in scope, in every
    /// class.
    @inlinable
    @inline(__always)
    public func _set<Subject: Observable, Member: Equatable>(
        _ subject: Subject, property: UInt64, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
        _ oldValue: Member, _ newValue: Member, _ assignment: () -> Void
    ) {
        if oldValue != newValue {
            _withMutation(of: subject, property: property, keyPath: keyPath(), assignment)
        } else {
            assignment()
        }
    }

    /// The first half of an in-place mutation (`_modify`): `willSet(_:keyPath:)` when the
    /// property may be observed. Pass what it returns to `_didModify`, which finishes the
    /// mutation: it carries the key path when the didSet may need it, so that `_modify` spells
    /// the key path once.
    @inlinable
    public func _willModify<Subject: Observable, Member>(
        _ subject: Subject, property: UInt64, keyPath: @autoclosure () -> KeyPath<Subject, Member>
    ) -> _Modification {
        // The hinted test lays an unobserved `+=` out as a fall-through.
        guard _slowPath(storage.summary.mayBeObserved(property)) else { return _Modification() }
        return willModify(subject, property, keyPath)
    }

    /// The second half of an in-place mutation: the `didSet(_:keyPath:)` that `_willModify`
    /// promised, if any.
    @inlinable
    public func _didModify<Subject: Observable>(_ subject: Subject, property: UInt64, _ modification: _Modification) {
        if modification.needsDidSet { didModify(subject, property, modification) }
    }
}
