import ObservationBackportAtomics

/// The object's side of `AppleObservationBridge`: its Apple registrar, made on the first read
/// while the bridge is enabled, and the forwarding of reads and writes to it.
///
/// Thread story: under the storage lock, the observer index (created then if need be) gets the
/// registrar, or nil when Apple's tracking cannot see the object's type, and then the storage's
/// atomic word gets `appleBridgeTag` and every identity's bit, for good; `withIndex` keeps them
/// when it stores a new summary. The word is read without the lock (acquire): a reader that sees the tag may read the
/// index pointer and the index's registrar without the lock, since both were stored before the
/// tag and never change after. Every write to a bridged object takes the slow path (every bit a
/// write tests is set), which tells Apple's registrar and takes the lock only when bit 0 says
/// this engine has observers here.
extension ObservationStorage {
    /// Set in the atomic word of a bridged object.
    @inlinable
    static var appleBridgeTag: Int { 2 }

    /// Whether the object is bridged, so writes must be told to Apple's registrar. Lock-free.
    @inlinable
    var isBridged: Bool {
        observation_backport_load(atomicWord) & Self.appleBridgeTag != 0
    }

    /// A read while the bridge is enabled: recorded in this engine's scope open on this thread,
    /// if any (else noticed as untracked, in debug builds), and told to Apple's registrar, which
    /// tells Apple's tracking open on this thread, if any. Bridges the object on its first read.
    ///
    /// `subject` does not escape (Apple's registrar only takes its type), and the effect says
    /// so: otherwise passing it here, even on a path never taken while the bridge is off, would
    /// stop the optimizer from allocating on the stack a model that never leaves its function.
    @usableFromInline
    @_effects(notEscaping subject.**)
    func bridgedAccess<Subject, Member>(_ subject: Subject, _ identity: UInt64, _ keyPath: KeyPath<Subject, Member>) {
        if let scope = observation_backport_current_scope() {
            recordAccess(identity, { keyPath }, in: scope)
        } else {
            ObservationRegistrar.noticeUntrackedRead(keyPath)
        }
        if observation_backport_load(atomicWord) & Self.appleBridgeTag == 0 { bridge(as: Subject.self) }
        forward(.access, subject, keyPath)
    }

    /// `willSet` for both engines. This engine's observers are chosen before Apple's are told,
    /// and told after, so that an observer installed by a callback of either engine does not hear
    /// the change being announced, as within one engine. Returns true: a `didSet` must follow.
    @usableFromInline
    @_effects(notEscaping subject.**)  // as in `bridgedAccess`
    @discardableResult
    func bridgedWillSet<Subject, Member>(_ subject: Subject, _ identity: UInt64, _ keyPath: KeyPath<Subject, Member>) -> Bool {
        let calls = hasMemberships ? withIndex { $0.takeWillSetCalls(of: identity, keyPath: keyPath) } ?? nil : nil
        forward(.willSet, subject, keyPath)
        calls?.run()
        return true
    }

    /// `didSet` for both engines, in the same way. Unlike `withMutation` alone, it always looks
    /// for this engine's observers: a callback of Apple's `willSet` may have installed one, and
    /// Apple's engine would tell it.
    @usableFromInline
    @_effects(notEscaping subject.**)  // as in `bridgedAccess`
    func bridgedDidSet<Subject, Member>(_ subject: Subject, _ identity: UInt64, _ keyPath: KeyPath<Subject, Member>) {
        var calls = ObserverCalls()
        if hasMemberships { withIndex { $0.collectDidSetCalls(of: identity, keyPath: keyPath, into: &calls) } }
        forward(.didSet, subject, keyPath)
        calls.run()
    }

    /// Whether this engine may have observers here (see the thread story). Lock-free.
    private var hasMemberships: Bool {
        observation_backport_load(atomicWord) & 1 != 0
    }

    /// Tells the object's Apple registrar, if it has one (the object is bridged).
    private func forward<Subject, Member>(_ event: AppleEvent, _ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        guard observation_backport_load(atomicWord) & Self.appleBridgeTag != 0,
            let index = withUnsafeMutablePointerToHeader({ $0.pointee })
        else { return }
        index._withUnsafeGuaranteedRef { $0.appleRegistrar }?._withUnsafeGuaranteedRef { $0(event, subject, keyPath) }
    }

    /// Gives the object its Apple registrar and tags the word, once, under the lock.
    private func bridge<Subject>(as subject: Subject.Type) {
        withIndex(creating: true) { index in
            let word = observation_backport_load(atomicWord)  // stored under this lock only
            guard word & Self.appleBridgeTag == 0 else { return }
            index.appleRegistrar = ForwardingRegistrar.make(for: subject).map(Unmanaged.passRetained)
            observation_backport_store(atomicWord, word | Self.appleBridgeTag | Self.identityBits)
        }
    }
}
