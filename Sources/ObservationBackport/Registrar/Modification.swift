/// A write between its willSet and its didSet: what the willSet found, for the didSet to finish
/// the write. The one carrier of both kinds of write: a set (`_withMutation`, the key-path API)
/// keeps it on its stack; an in-place mutation's `_willModify` returns it to the generated
/// `_modify`, which hands it to `_didModify`. Two words, as few as an unobserved `+=` can carry
/// without a test more: the property's identity is not in it, since both halves are given it.
@frozen
public struct _Modification: Sendable {
    /// 0 when no didSet follows. Otherwise the position of the property's group in the observer
    /// index plus one (0: there was none), shifted left by three; `endsAlone` in bit 2,
    /// `looksForObservers` in bit 1, `isBridged` in bit 0.
    @usableFromInline let state: Int
    /// The address of the key path the didSet needs (retained; the didSet releases it), or 0.
    /// Only an in-place mutation carries one, and only when its didSet may need it. An address,
    /// not an optional reference, so that an unobserved `+=` has nothing to release.
    @usableFromInline let carriedKeyPath: UInt

    /// A write no didSet follows.
    @inlinable
    init() {
        state = 0
        carriedKeyPath = 0
    }

    @inlinable
    init(state: Int, carriedKeyPath: UInt) {
        self.state = state
        self.carriedKeyPath = carriedKeyPath
    }

    /// A write whose didSet follows: it tells this engine's observers of the group at `group`
    /// (-1: it looks the group up) when `looksForObservers`, and Apple's registrar when
    /// `isBridged`; `endsAlone` for a lone write (see `ConcurrentWrites`).
    init(group: Int, looksForObservers: Bool, isBridged: Bool, endsAlone: Bool = false) {
        self.init(
            state: (group + 1) << 3 | (endsAlone ? 4 : 0) | (looksForObservers ? 2 : 0) | (isBridged ? 1 : 0),
            carriedKeyPath: 0)
    }

    /// A didSet announced without this engine's willSet (the key-path API's `didSet`): it looks
    /// for the group if the word says there are observers.
    @inlinable
    init(unannounced word: SummaryWord) {
        self.init(state: (word.bits & SummaryWord.members != 0 ? 2 : 0) | (word.isBridged ? 1 : 0), carriedKeyPath: 0)
    }

    /// Whether a didSet must follow.
    @inlinable var needsDidSet: Bool { state != 0 }
    /// The position of the property's group in the observer index (a group never moves), or -1
    /// when there was none: the didSet looks it up, as an observer installed since may have made
    /// it.
    var group: Int { (state >> 3) - 1 }
    /// Whether the write is a lone write, whose didSet may end its flight without the lock.
    var endsAlone: Bool { state & 4 != 0 }
    /// Whether this engine's observers are to be told (else only Apple's registrar is).
    var looksForObservers: Bool { state & 2 != 0 }
    /// Whether Apple's registrar hears the change too.
    @inlinable var isBridged: Bool { state & 1 != 0 }

    /// Whether the didSet of the property `identity` (0: known by key path alone) may need its
    /// key path: to find the group when the property has no identity, or when it looks for a
    /// group there was none of at willSet time (then only if some group is known by key path
    /// alone).
    @usableFromInline
    func didSetMayNeedKeyPath(_ identity: UInt64) -> Bool {
        needsDidSet && (identity == 0 || looksForObservers && group < 0)
    }

    /// This write, carrying `keyPath` (retained) to its didSet.
    @inlinable
    func carrying(_ keyPath: AnyKeyPath) -> _Modification {
        _Modification(state: state, carriedKeyPath: UInt(bitPattern: Unmanaged.passRetained(keyPath).toOpaque()))
    }

    /// The key path this write carries, released from it; nil when it carries none. Call once.
    @inlinable
    func takeCarriedKeyPath() -> AnyKeyPath? {
        UnsafeRawPointer(bitPattern: carriedKeyPath).map { Unmanaged<AnyKeyPath>.fromOpaque($0).takeRetainedValue() }
    }
}
