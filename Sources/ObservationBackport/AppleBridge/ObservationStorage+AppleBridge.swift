import ObservationBackportAtomics

/// The object's side of `AppleObservationBridge`: its Apple registrar, made on the first read
/// while the bridge is enabled, and the reads and changes told to it. Apple's registrar is a
/// participant of the one write path (`ObservationStorage+Write.swift`), not a path of its own.
///
/// Thread story: under the storage lock, the observer index (created then if need be) gets the
/// registrar, or nil when Apple's tracking cannot see the object's type, and is marked bridged;
/// the summary it publishes from then on has `SummaryWord.bridged` and every identity bit set,
/// for good. A reader that loads the word (acquire) and sees it bridged may read the index
/// pointer and the index's registrar without the lock: both were stored before, and never
/// change after.
extension ObservationStorage {
    /// A read while the bridge is enabled: recorded in this engine's scope open on this thread,
    /// if any (else noticed as untracked, in debug builds), and told to Apple's registrar, which
    /// tells Apple's tracking open on this thread, if any. Bridges the object on its first read.
    ///
    /// `subject` does not escape (as in `willSet`).
    @usableFromInline
    @_effects(notEscaping subject.**)
    func bridgedAccess<Subject, Member>(_ subject: Subject, _ identity: UInt64, _ keyPath: KeyPath<Subject, Member>) {
        if let scope = observation_backport_current_scope() {
            recordAccess(identity, { keyPath }, in: scope)
        } else {
            ObservationRegistrar.noticeUntrackedRead(keyPath)
        }
        if !summary.isBridged { bridge(as: Subject.self) }
        forward(.access, subject, keyPath)
    }

    /// Tells the object's Apple registrar, if it has one (the object is bridged).
    @inline(__always)
    func forward<Subject, Member>(_ event: AppleEvent, _ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        guard summary.isBridged, let index = publishedIndex else { return }
        index._withUnsafeGuaranteedRef { $0.appleRegistrar }?._withUnsafeGuaranteedRef { $0(event, subject, keyPath) }
    }

    /// Gives the object its Apple registrar and marks it bridged, once, under the lock.
    private func bridge<Subject>(as subject: Subject.Type) {
        withIndex(creating: .always) { index in
            guard !index.isBridged else { return }
            index.appleRegistrar = ForwardingRegistrar.make(for: subject).map(Unmanaged.passRetained)
            index.isBridged = true
        }
    }
}

/// A bridged object's write: the one write path (`ObservationStorage+Write.swift`), with Apple's
/// registrar told after the lock, next to this engine's observers.
extension ObservationStorage {
    /// `willSet` for a bridged object.
    ///
    /// `subject` does not escape (Apple's registrar only takes its type), and the effect says
    /// so: otherwise passing it here, even on a path never taken while the bridge is off, would
    /// stop the optimizer from allocating on the stack a model that never leaves its function.
    @usableFromInline
    @_effects(notEscaping subject.**)
    func bridgedWillSet<Subject, Member>(
        _ subject: Subject, _ identity: UInt64, _ keyPath: KeyPath<Subject, Member>
    ) -> _Modification {
        willSet(identity, keyPath, summary, bridged: true) { forward(.willSet, subject, keyPath) }
    }

    /// `didSet` for a bridged object (`write` says so).
    @usableFromInline
    @_effects(notEscaping subject.**)  // as in `bridgedWillSet`
    func bridgedDidSet<Subject, Member>(
        _ subject: Subject, _ identity: UInt64, _ keyPath: KeyPath<Subject, Member>, _ write: _Modification
    ) {
        didSet(identity, keyPath, write) { forward(.didSet, subject, keyPath) }
    }

    /// `didSet` for a bridged in-place mutation, whose key path `_Modification` carried as an
    /// `AnyKeyPath`: Apple's registrar takes a `KeyPath<Subject, Member>`, so its member type is
    /// read back (`_openExistential`: the implicit opening of SE-0352 does not open `Any`). Every
    /// key path is an instance of `KeyPath<Root, Value>` for its `valueType`, and this one was
    /// made as a `KeyPath<Subject, Member>`, so the downcast needs no check.
    @usableFromInline
    @_effects(notEscaping subject.**)  // as in `bridgedWillSet`
    func bridgedDidSet<Subject>(_ subject: Subject, _ identity: UInt64, opening keyPath: AnyKeyPath, _ write: _Modification) {
        func didSet<Member>(_: Member.Type) {
            bridgedDidSet(subject, identity, unsafeDowncast(keyPath, to: KeyPath<Subject, Member>.self), write)
        }
        _openExistential(type(of: keyPath).valueType, do: didSet)
    }
}
