/// The registrar's steps of a write to a bridged object (see `AppleObservationBridge`): the key
/// path is always made, since Apple's registrar is told of every write. Out of line in the
/// caller (yet specialized there), as the registrar's `didSet`.
extension ObservationRegistrar {
    /// `willSet` for a bridged object.
    @inlinable
    @inline(never)
    func bridgedWillSet<Subject, Member>(
        _ subject: Subject, _ property: UInt64, _ keyPath: () -> KeyPath<Subject, Member>
    ) -> _Modification {
        storage.bridgedWillSet(subject, property, keyPath())
    }

    /// `willModify` for a bridged object: the returned `_Modification` carries the key path
    /// when a didSet follows.
    @inlinable
    @inline(never)
    func bridgedWillModify<Subject, Member>(
        _ subject: Subject, _ property: UInt64, _ keyPath: () -> KeyPath<Subject, Member>
    ) -> _Modification {
        let path = keyPath()
        let write = storage.bridgedWillSet(subject, property, path)
        return write.needsDidSet ? write.carrying(path) : write
    }
}
