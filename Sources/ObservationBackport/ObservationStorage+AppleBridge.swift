import ObservationBackportAtomics

/// The object's side of `AppleObservationBridge`: its Apple registrar, made on the first read
/// while the bridge is enabled, and the forwarding of reads and writes to it.
///
/// Thread story: the slot (the storage's extra tail word) goes once from 0 (not decided) to 1
/// (Apple's tracking cannot see this type) or to a retained `ForwardingRegistrar`, under the
/// storage lock, which also publishes `appleBridgeBit` in the atomic word; it is read without the
/// lock (acquire) and released in `deinit`.
extension ObservationStorage {
    /// Set in the atomic word while the object has an Apple registrar, so that `isObserved` sends
    /// every write through the slow path where `isBridged` forwards it.
    @inlinable
    static var appleBridgeBit: Int { 1 << (Int.bitWidth - 2) }

    private static var cannotBridge: Int { 1 }

    private var appleRegistrarSlot: UnsafeMutablePointer<Int> { extraWord(0) }

    /// Whether writes must be forwarded to Apple's registrar. Lock-free.
    @inlinable
    var isBridged: Bool {
        observation_backport_load(atomicWord) & Self.appleBridgeBit != 0
    }

    var hasAppleRegistrar: Bool {
        observation_backport_load(appleRegistrarSlot) > Self.cannotBridge
    }

    /// Lets Apple's tracking open on this thread, if any, see the read; called for every read
    /// while the bridge is enabled.
    @usableFromInline
    func forwardAccess<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        var slot = observation_backport_load(appleRegistrarSlot)
        if slot == 0 { slot = installAppleRegistrar(for: Subject.self) }
        guard slot > Self.cannotBridge else { return }
        Self.forwarder(slot)._withUnsafeGuaranteedRef { $0(.access, subject, keyPath) }
    }

    /// `willSet` for both engines. This engine's observers are chosen before Apple's are told,
    /// and told after, so that an observer installed by a callback of either engine does not hear
    /// the change being announced, as within one engine. Returns whether this engine had any.
    @usableFromInline
    @discardableResult
    func bridgedWillSet<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) -> Bool {
        let calls = willSetCalls(keyPath)
        forward(.willSet, subject, keyPath)
        for call in calls ?? [] { call.run() }
        return calls != nil
    }

    /// `didSet` for both engines, in the same way. Unlike `withMutation` alone, it always looks
    /// for this engine's observers: a callback of Apple's `willSet` may have installed one, and
    /// Apple's engine would tell it.
    @usableFromInline
    func bridgedDidSet<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        let calls = didSetCalls(keyPath)
        forward(.didSet, subject, keyPath)
        for call in calls { call.run() }
    }

    private func forward<Subject, Member>(_ event: AppleEvent, _ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        let slot = observation_backport_load(appleRegistrarSlot)
        guard slot > Self.cannotBridge else { return }
        Self.forwarder(slot)._withUnsafeGuaranteedRef { $0(event, subject, keyPath) }
    }

    /// Decides the slot once, under the lock; returns its value.
    private func installAppleRegistrar<Subject>(for subject: Subject.Type) -> Int {
        withLock { index in
            let current = observation_backport_load(appleRegistrarSlot)
            guard current == 0 else { return current }
            let slot = ForwardingRegistrar.make(for: subject).map { Int(bitPattern: Unmanaged.passRetained($0).toOpaque()) }
                ?? Self.cannotBridge
            observation_backport_store(appleRegistrarSlot, slot)
            publish(index?._withUnsafeGuaranteedRef { $0.memberships } ?? 0)
            return slot
        }
    }

    func releaseAppleRegistrar() {
        let slot = observation_backport_load(appleRegistrarSlot)
        if slot > Self.cannotBridge { Self.forwarder(slot).release() }
    }

    private static func forwarder(_ slot: Int) -> Unmanaged<ForwardingRegistrar> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: slot)!)
    }
}
