import ObservationBackportAtomics

/// The object's side of `AppleObservationBridge`: its Apple registrar, made on the first read
/// while the bridge is enabled, and the forwarding of reads and writes to it.
///
/// Thread story: the registrar lives in the storage's atomic word, so that it costs an object no
/// memory until bridged. The word goes once, under the storage lock, from its summary (see
/// `ObservationStorage`) to `appleBridgeTag` together with the address of a retained
/// `ForwardingRegistrar`, or with 0 when Apple's tracking cannot see the object's type; it never
/// changes again (`withIndex` stops storing summaries), and the registrar is released in
/// `deinit`. It is read without the lock (acquire): a reader that sees the tag may call the
/// registrar. Both summaries have the low bit set, so a bridged word never matches one: every
/// write to a bridged object takes the locked path, where this engine's observers are found in
/// the index alone (the word no longer summarizes it).
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

    /// Lets Apple's tracking open on this thread, if any, see the read; called for every read
    /// while the bridge is enabled. Bridges the object on its first.
    @usableFromInline
    func forwardAccess<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        var word = observation_backport_load(atomicWord)
        if word & Self.appleBridgeTag == 0 { word = bridge(as: Subject.self) }
        Self.appleRegistrar(in: word)?._withUnsafeGuaranteedRef { $0(.access, subject, keyPath) }
    }

    /// `willSet` for both engines. This engine's observers are chosen before Apple's are told,
    /// and told after, so that an observer installed by a callback of either engine does not hear
    /// the change being announced, as within one engine.
    @usableFromInline
    func bridgedWillSet<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        let calls = withIndex { $0.takeWillSetCalls(of: keyPath) } ?? nil
        forward(.willSet, subject, keyPath)
        calls?.run()
    }

    /// `didSet` for both engines, in the same way. Unlike `withMutation` alone, it always looks
    /// for this engine's observers: a callback of Apple's `willSet` may have installed one, and
    /// Apple's engine would tell it.
    @usableFromInline
    func bridgedDidSet<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        var calls = ObserverCalls()
        withIndex { $0.collectDidSetCalls(of: keyPath, into: &calls) }
        forward(.didSet, subject, keyPath)
        calls.run()
    }

    private func forward<Subject, Member>(_ event: AppleEvent, _ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        Self.appleRegistrar(in: observation_backport_load(atomicWord))?._withUnsafeGuaranteedRef {
            $0(event, subject, keyPath)
        }
    }

    /// Tags the word once, under the lock; returns the word.
    private func bridge<Subject>(as subject: Subject.Type) -> Int {
        withLock { _ in
            let current = observation_backport_load(atomicWord)
            guard current & Self.appleBridgeTag == 0 else { return current }
            let registrar = ForwardingRegistrar.make(for: subject).map {
                Int(bitPattern: Unmanaged.passRetained($0).toOpaque())
            }
            let word = (registrar ?? 0) | Self.appleBridgeTag
            observation_backport_store(atomicWord, word)
            return word
        }
    }

    func releaseAppleRegistrar() {
        Self.appleRegistrar(in: observation_backport_load(atomicWord))?.release()
    }

    /// The registrar a bridged word holds; nil for any other word.
    private static func appleRegistrar(in word: Int) -> Unmanaged<ForwardingRegistrar>? {
        guard word & appleBridgeTag != 0, let address = UnsafeRawPointer(bitPattern: word & ~appleBridgeTag) else {
            return nil
        }
        return Unmanaged.fromOpaque(address)
    }
}
