import ObservationBackportAtomics

/// The object's side of `AppleObservationBridge`: its Apple registrar, made on the first read
/// while the bridge is enabled, and the forwarding of reads and writes to it.
///
/// Thread story: the storage's atomic word names the registrar, so that it costs an object no
/// memory until bridged. Under the storage lock, the word goes once from its summary (see
/// `ObservationStorage`) to `appleBridgeTag` together with the address of the registrar, or
/// with 0 when Apple's tracking cannot see the object's type; from then on `withIndex` only sets
/// its low bit while memberships exist, as it sets the summary's. The observer index, created
/// then if need be, holds the registrar until the storage is freed. The word is read without the
/// lock (acquire): a reader that sees the tag may call the registrar it names. A bridged word
/// never matches a summary (those have the tag bit clear), so every write to a bridged object
/// takes the slow path, which tells Apple's registrar and takes the lock only when the low bit
/// says this engine has observers here.
extension ObservationStorage {
    /// Set in the atomic word of a bridged object; key paths and registrars are aligned, so the
    /// low two bits are free.
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
    func bridgedAccess<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        if let scope = observation_backport_current_scope() {
            recordAccess(keyPath, in: scope)
        } else {
            ObservationRegistrar.noticeUntrackedRead(keyPath)
        }
        var word = observation_backport_load(atomicWord)
        if word & Self.appleBridgeTag == 0 { word = bridge(as: Subject.self) }
        Self.appleRegistrar(in: word)?._withUnsafeGuaranteedRef { $0(.access, subject, keyPath) }
    }

    /// `willSet` for both engines. This engine's observers are chosen before Apple's are told,
    /// and told after, so that an observer installed by a callback of either engine does not hear
    /// the change being announced, as within one engine. Returns true: a `didSet` must follow.
    @usableFromInline
    @_effects(notEscaping subject.**)  // as in `bridgedAccess`
    @discardableResult
    func bridgedWillSet<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) -> Bool {
        let calls = hasMemberships ? withIndex { $0.takeWillSetCalls(of: keyPath) } ?? nil : nil
        forward(.willSet, subject, keyPath)
        calls?.run()
        return true
    }

    /// `didSet` for both engines, in the same way. Unlike `withMutation` alone, it always looks
    /// for this engine's observers: a callback of Apple's `willSet` may have installed one, and
    /// Apple's engine would tell it.
    @usableFromInline
    @_effects(notEscaping subject.**)  // as in `bridgedAccess`
    func bridgedDidSet<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        var calls = ObserverCalls()
        if hasMemberships { withIndex { $0.collectDidSetCalls(of: keyPath, into: &calls) } }
        forward(.didSet, subject, keyPath)
        calls.run()
    }

    /// Whether this engine may have observers here (see the thread story). Lock-free.
    private var hasMemberships: Bool {
        observation_backport_load(atomicWord) & 1 != 0
    }

    private func forward<Subject, Member>(_ event: AppleEvent, _ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        Self.appleRegistrar(in: observation_backport_load(atomicWord))?._withUnsafeGuaranteedRef {
            $0(event, subject, keyPath)
        }
    }

    /// Tags the word once, under the lock; returns the word.
    private func bridge<Subject>(as subject: Subject.Type) -> Int {
        withIndex(creating: true) { index in
            let current = observation_backport_load(atomicWord)
            guard current & Self.appleBridgeTag == 0 else { return current }
            index.appleRegistrar = ForwardingRegistrar.make(for: subject)
            let address = index.appleRegistrar.map { Int(bitPattern: Unmanaged.passUnretained($0).toOpaque()) }
            let word = (address ?? 0) | Self.appleBridgeTag
            observation_backport_store(atomicWord, word)
            return word
        } ?? Self.appleBridgeTag
    }

    /// The registrar a bridged word names; nil for any other word.
    private static func appleRegistrar(in word: Int) -> Unmanaged<ForwardingRegistrar>? {
        guard word & appleBridgeTag != 0, let address = UnsafeRawPointer(bitPattern: word & ~3) else {
            return nil
        }
        return Unmanaged.fromOpaque(address)
    }
}
