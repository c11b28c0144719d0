import ObservationBackportAtomics

/// The observation state of one observable object: which observers watch which properties.
///
/// Thread story: the `ObserverIndex` (created with the first observer, so that an object nobody
/// observes carries a single nil pointer) is guarded by the lock; once created it stays until
/// `deinit`. The atomic word summarizes it for the lock-free paths (`ObserverIndex.summary`): 0
/// while no membership exists; otherwise bit 0, plus one bit per property identity whose group
/// has members (a Bloom filter: identities share bits, so a set bit only means "maybe"), plus,
/// while a group known by key path alone has members, `unnamedBit` and every identity's bit
/// (every named write must then look for that group). It is stored under the lock after every
/// change, from the index's state at that moment, and read without it: a write whose identity's
/// bit is clear skips the lock and the key path (an installation that happened before the write
/// set it; a later store under the lock reflects that installation). Once the object is bridged
/// to Apple's Observation, `appleBridgeTag` and every identity's bit stay set in the word for
/// good (see `ObservationStorage+AppleBridge.swift`): every write then takes the slow path,
/// which tells Apple's registrar too. So a write tests one bit, whatever the case.
///
/// A scan may find observers cancelled in the meantime; it drops them, so cancellation never has
/// to come back here (an observer holds no reference to the objects it watches); a group drops
/// them when it is scanned, or when it is full. Callbacks run after the lock is released.
///
/// The index is held unmanaged (one retain, released in `deinit`) so that the locked paths use
/// it without a retain/release pair each time: a quarter of the cost of a write to an observed
/// object (`benchmarks --only ours "write, 200"`).
@usableFromInline
final class ObservationStorage: LockedState<Unmanaged<ObserverIndex>?> {
    static func make() -> ObservationStorage {
        make(nil, as: ObservationStorage.self)
    }

    /// The object is going: its observers that asked for `.deinit` hear it (SE-0506), once each,
    /// after the index is released. No lock: nothing else can reach a storage being freed.
    deinit {
        guard let index = withUnsafeMutablePointerToHeader({ $0.pointee }) else { return }
        var calls = ObserverCalls()
        index._withUnsafeGuaranteedRef { $0.collectDeinitCalls(into: &calls) }
        index.release()
        calls.run()
    }

    /// Set in the word while a group known by key path alone (a property read or written through
    /// the key-path API) has members: every named write must then look for it by key path.
    @inlinable
    static var unnamedBit: Int { 4 }

    /// The bits of the word that identities map to: bits 3 to 31, on every platform (a mask
    /// within the low 32 bits is an immediate operand: a write tests its bit in one instruction).
    @inlinable
    static var identityBits: Int { Int(truncatingIfNeeded: 0xFFFF_FFF8 as UInt32) }

    /// The word's bits a write of the property `identity` must find clear to skip the lock: the
    /// identity's own bit; identity 0 (a write through the key-path API) needs the whole word
    /// clear. Constant-folded in the generated accessors, where the test is one instruction.
    @inlinable
    @inline(__always)
    static func bits(of identity: UInt64) -> Int {
        identity == 0 ? ~0 : identityBit(identity)
    }

    /// The Bloom bit of a property identity: one of `identityBits`.
    @inlinable
    @inline(__always)
    static func identityBit(_ identity: UInt64) -> Int {
        1 << (3 + Int(truncatingIfNeeded: identity % 29))
    }

    /// Runs `body` on the index under the lock, creating it if asked; nil when there is none.
    @inline(__always)
    func withIndex<Result>(creating: Bool = false, _ body: (ObserverIndex) -> Result) -> Result? {
        withLock { index in
            if index == nil, creating { index = Unmanaged.passRetained(ObserverIndex()) }
            guard let index else { return nil }
            let result = index._withUnsafeGuaranteedRef(body)
            let summary = index._withUnsafeGuaranteedRef { $0.summary() }
            let bridged = observation_backport_load(atomicWord) & Self.appleBridgeTag != 0
            observation_backport_store(atomicWord, bridged ? summary | Self.appleBridgeTag | Self.identityBits : summary)
            return result
        }
    }

    /// Whether a write of the property `identity` (0: through the key-path API) must take the
    /// slow path: false for an object nobody observes, and for a property whose bit is clear.
    /// Lock-free; the generated accessors inline it, so that a write next to observers of other
    /// properties makes no call.
    @inlinable
    @inline(__always)
    func mayBeObserved(_ identity: UInt64) -> Bool {
        observation_backport_load(atomicWord) & Self.bits(of: identity) != 0
    }

    /// Records a read of the property `identity` (0: known by `keyPath` alone) in the tracking
    /// scope open on this thread (`scope`, its slot's value). The key path is only created when
    /// the scope lists the property for the first time.
    ///
    /// A repeated read of a named property (the common case in a scope) is found by the
    /// caller's inlined test, without a call; everything else is recorded out of line.
    @inlinable
    @inline(__always)
    func recordAccess(_ identity: UInt64, _ keyPath: () -> AnyKeyPath, in scope: UnsafeMutableRawPointer) {
        if identity != 0, TrackingScope.collector(scope).pointee.hasRecent(self, identity) { return }
        recordNewAccess(identity, keyPath, in: scope)
    }

    @usableFromInline
    @inline(never)
    func recordNewAccess(_ identity: UInt64, _ keyPath: () -> AnyKeyPath, in scope: UnsafeMutableRawPointer) {
        TrackingScope.collector(scope).pointee.record(self, identity, keyPath)
    }

    /// Installs `membership` on one property, as an options tracking does when its closure
    /// first reads it (see `EventCallbacks`).
    func install(_ membership: Membership, identity: UInt64, keyPath: AnyKeyPath) {
        observation_backport_count_install()
        withIndex(creating: true) { index in index.add(membership, identity: identity, keyPath: keyPath) }
    }

    func install(_ membership: Membership, on entry: AccessEntry) {
        observation_backport_count_install()
        withIndex(creating: true) { index in
            entry.forEach { identity, keyPath in index.add(membership, identity: identity, keyPath: keyPath) }
        }
    }

    /// Tells the observers of the property `identity` (0: known by `keyPath` alone) it will
    /// change; call it only when `mayBeObserved(identity)`. Returns whether one of them also
    /// wants to hear that it changed, or a callback installed an observer (which may: Apple's
    /// calls its didSet for this very change), so that `withMutation` skips the `didSet` lookup
    /// (a second lock round trip) otherwise.
    @usableFromInline
    func willSet(_ identity: UInt64, _ keyPath: () -> AnyKeyPath) -> Bool {
        let name = Self.lookupKeyPath(identity, keyPath, word: observation_backport_load(atomicWord))
        guard let calls = withIndex({ $0.takeWillSetCalls(of: identity, keyPath: name) }) ?? nil else { return false }
        let installs = observation_backport_install_count()
        calls.run()
        return calls.wantsDidSet || observation_backport_install_count() != installs
    }

    /// Tells the observers of the property `identity` it changed; call it only when
    /// `mayBeObserved(identity)`.
    @usableFromInline
    func didSet(_ identity: UInt64, _ keyPath: () -> AnyKeyPath) {
        let name = Self.lookupKeyPath(identity, keyPath, word: observation_backport_load(atomicWord))
        var calls = ObserverCalls()
        withIndex { $0.collectDidSetCalls(of: identity, keyPath: name, into: &calls) }
        calls.run()
    }

    /// The key path a locked lookup needs, created before taking the lock: always for identity 0;
    /// for a named property only while a group known by key path alone may be it.
    static func lookupKeyPath(_ identity: UInt64, _ keyPath: () -> AnyKeyPath, word: Int) -> AnyKeyPath? {
        identity == 0 || word & unnamedBit != 0 ? keyPath() : nil
    }
}
