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
        let chained = MutationChain.isWatched
        if chained { MutationChain.enter() }
        // The hinted test lays an unobserved `+=` out as a fall-through; the constant
        // `needsDidSet` lets the compiler give that fall-through a tail of its own.
        if _slowPath(storage.summary.mayBeObserved(property)), let announced = announceWillModify(subject, property, keyPath) {
            return _Modification(announced.pending, carrying: announced.keyPath, chained: chained)
        }
        return _Modification(chained: chained)
    }

    /// The second half of an in-place mutation: the `didSet(_:keyPath:)` that `_willModify`
    /// promised, if any.
    @inlinable
    public func _didModify<Subject: Observable>(_ subject: Subject, property: UInt64, _ modification: _Modification) {
        if modification.needsDidSet {
            announceDidModify(subject, PendingDidSet(raw: modification.pending, identity: property), carrying: modification.carriedKeyPath)
        }
        if modification.chained { MutationChain.leave() }
    }

    /// `announceWillSet` for an in-place mutation: also the key path when its didSet may need
    /// it, which the bridged willSet reuses.
    @inlinable
    func announceWillModify<Subject, Member>(
        _ subject: Subject, _ property: UInt64, _ keyPath: () -> KeyPath<Subject, Member>
    ) -> (pending: PendingDidSet, keyPath: AnyKeyPath?)? {
        if storage.summary.isBridged { return announceBridgedWillModify(subject, property, keyPath) }
        guard let pending = storage.willSet(property, { keyPath() }) else { return nil }
        return (pending, pending.didSetMayNeedKeyPath ? keyPath() : nil)
    }

    /// `announceWillModify` for a bridged object, out of line as `announceBridgedWillSet`.
    @inlinable
    @inline(never)
    func announceBridgedWillModify<Subject, Member>(
        _ subject: Subject, _ property: UInt64, _ keyPath: () -> KeyPath<Subject, Member>
    ) -> (pending: PendingDidSet, keyPath: AnyKeyPath?)? {
        let path = keyPath()
        return storage.bridgedWillSet(subject, property, path).map { ($0, path) }
    }

    /// The didSet of an in-place mutation, as `_willModify` left it; releases the key path it
    /// carried. Given the fields, not the whole `_Modification`, so that the caller keeps them
    /// in registers.
    @inlinable
    @inline(never)
    func announceDidModify<Subject>(_ subject: Subject, _ pending: PendingDidSet, carrying address: UInt) {
        guard let carried = UnsafeRawPointer(bitPattern: address) else {
            // Nothing carried: the didSet does not need the key path.
            return storage.didSet(pending, { preconditionFailure("ObservationBackport: a didSet needs a key path _willModify did not carry") })
        }
        let keyPath = Unmanaged<AnyKeyPath>.fromOpaque(carried).takeRetainedValue()
        if pending.isBridged {
            storage.bridgedDidSet(subject, opening: keyPath, pending)
        } else {
            storage.didSet(pending, { keyPath })
        }
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

/// What the first half of an in-place mutation did, for the second half to match it. Four
/// scalars, as few as an unobserved `+=` can carry without a test more: the pending didSet
/// without the property's identity, which `_didModify` is given again.
@frozen
public struct _Modification: Sendable {
    @usableFromInline let needsDidSet: Bool
    /// `PendingDidSet.raw` of what the didSet needs, when `needsDidSet`.
    @usableFromInline let pending: Int
    /// The address of the key path the didSet may need (retained; the didSet releases it), or 0.
    /// An address, not an optional reference, so that an unobserved `+=` has nothing to release.
    @usableFromInline let carriedKeyPath: UInt
    @usableFromInline let chained: Bool

    /// An in-place mutation no didSet follows.
    @inlinable
    init(chained: Bool) {
        needsDidSet = false
        pending = 0
        carriedKeyPath = 0
        self.chained = chained
    }

    /// An in-place mutation whose didSet must follow, with the key path it may need.
    @inlinable
    init(_ pending: PendingDidSet, carrying keyPath: AnyKeyPath?, chained: Bool) {
        needsDidSet = true
        self.pending = pending.raw
        carriedKeyPath = keyPath.map { UInt(bitPattern: Unmanaged.passRetained($0).toOpaque()) } ?? 0
        self.chained = chained
    }
}

/// Apple's didSet for an in-place mutation of a bridged object. Apple's registrar takes a
/// `KeyPath<Subject, Member>`, and `_Modification` carries it as an `AnyKeyPath`: its member
/// type is read back (`_openExistential`: the implicit opening of SE-0352 does not open `Any`).
/// Every key path is an instance of `KeyPath<Root, Value>` for its `valueType`, and this one was
/// made as a `KeyPath<Subject, Member>`, so the downcast needs no check.
extension ObservationStorage {
    @usableFromInline
    @_effects(notEscaping subject.**)  // as in `bridgedDidSet`
    func bridgedDidSet<Subject>(_ subject: Subject, opening keyPath: AnyKeyPath, _ pending: PendingDidSet) {
        func didSet<Member>(_: Member.Type) { bridgedDidSet(subject, unsafeDowncast(keyPath, to: KeyPath<Subject, Member>.self), pending) }
        _openExistential(type(of: keyPath).valueType, do: didSet)
    }
}
