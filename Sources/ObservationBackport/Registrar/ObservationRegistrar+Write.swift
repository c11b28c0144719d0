/// The registrar's two steps of a write whose property may be observed, the same for every way
/// of announcing it (the generated setter and `_modify`, `withMutation`, the key-path API's
/// `willSet`/`didSet`): `willSet` returns the `_Modification` its `didSet` finishes. Both hand
/// over to the storage (`ObservationStorage+Write.swift`); once the object is bridged, to its
/// bridged steps (`ObservationRegistrar+AppleBridge.swift`), which take the typed subject and
/// key path Apple's registrar needs.
extension ObservationRegistrar {
    /// Tells the property's observers that it will change; returns what its didSet needs.
    @inlinable
    func willSet<Subject, Member>(
        _ subject: Subject, _ property: UInt64, _ keyPath: () -> KeyPath<Subject, Member>
    ) -> _Modification {
        if storage.summary.isBridged { return bridgedWillSet(subject, property, keyPath) }
        return storage.willSet(property, { keyPath() })
    }

    /// Tells the property's observers that it changed, as `write` says (`write.needsDidSet`).
    /// Out of line in the caller (yet specialized there), so that an accessor stays small enough
    /// to be inlined and its unobserved write keeps its few registers to itself.
    @inlinable
    @inline(never)
    func didSet<Subject, Member>(
        _ subject: Subject, _ property: UInt64, _ keyPath: () -> KeyPath<Subject, Member>, _ write: _Modification
    ) {
        if write.isBridged {
            storage.bridgedDidSet(subject, property, keyPath(), write)
        } else {
            storage.didSet(property, { keyPath() }, write)
        }
    }

    /// `willSet` for an in-place mutation, whose didSet cannot spell the key path: the returned
    /// `_Modification` carries it when the didSet may need it.
    @inlinable
    func willModify<Subject, Member>(
        _ subject: Subject, _ property: UInt64, _ keyPath: () -> KeyPath<Subject, Member>
    ) -> _Modification {
        if storage.summary.isBridged { return bridgedWillModify(subject, property, keyPath) }
        let write = storage.willSet(property, { keyPath() })
        return write.didSetMayNeedKeyPath(property) ? write.carrying(keyPath()) : write
    }

    /// `didSet` for an in-place mutation, with the key path `write` carries (and releases).
    @inlinable
    @inline(never)
    func didModify<Subject>(_ subject: Subject, _ property: UInt64, _ write: _Modification) {
        guard let keyPath = write.takeCarriedKeyPath() else {
            return storage.didSet(property, { preconditionFailure("ObservationBackport: a didSet needs a key path _willModify did not carry") }, write)
        }
        if write.isBridged {
            storage.bridgedDidSet(subject, property, opening: keyPath, write)
        } else {
            storage.didSet(property, { keyPath }, write)
        }
    }
}
