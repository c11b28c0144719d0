import ObservationBackportAtomics

/// The storage's atomic word: what the lock-free paths may know of an object's observers, and
/// the one place that lays out its bits. The observer index says what the word must be
/// (`ObserverIndex.summary`); the storage stores it; every path that reads it asks this type.
///
/// - `members` (bit 0): some group has members, or every write must take the locked path (a
///   tracking scope is reading the object, or a write is in flight: see `ConcurrentWrites`).
/// - `bridged` (bit 1): the object is bridged to Apple's registrar (`AppleObservationBridge`);
///   never cleared, and it keeps every identity bit set, so that every write takes the slow
///   path, which tells Apple's registrar.
/// - `unnamed` (bit 2): a group known by key path alone has members; every identity bit is then
///   set too, since every named write must look for that group by key path.
/// - `didSetObservers` (bit 3): some group has a member with a didSet callback.
/// - identity bits (bits 4 to 31 where `Int` has 64 bits, 4 to 23 where it has 32; a mask
///   within the low 32 bits is an immediate operand): a Bloom filter of the property identities
///   whose group has members. Identities share bits, so a set bit only means "maybe".
/// - readers (the bits above, but the top one): how many tracking scopes are reading the object
///   (`ObservationStorage.beginReading`). While there is one, `members` and every identity bit
///   are set as well, so every write takes the locked path and is recorded for the scopes. The
///   count sticks at the field's maximum once it reaches it (every write then takes the lock).
/// - `loneWrite` (the top bit): the one write in flight may end its flight without the lock, by
///   clearing this bit while no scope reads (see `ConcurrentWrites`, "A lone write").
///
/// Thread story: the readers field is incremented without the lock, by a compare-and-swap that
/// sets `members` and the identity bits in the same step; `loneWrite` is cleared without the
/// lock by the lone write's didSet, by a compare-and-swap that finds no reader; everything else
/// is published under the storage's lock by a compare-and-swap (`publishing`) that keeps the
/// readers registered meanwhile, and is loaded without it (acquire). A bit may stay set after
/// what it stands for has gone (that costs a write the lock, never a notification), never the
/// other way round: an installation or a registration that happened before a write set the
/// write's bit.
@usableFromInline
@frozen
struct SummaryWord {
    @usableFromInline let bits: Int

    @inlinable
    init(bits: Int) {
        self.bits = bits
    }

    /// The word an index in this state publishes, before the readers' field (`publishing`),
    /// with the bits of the writes in flight (`ConcurrentWrites.summaryBits`).
    init(memberships: Int, groupBits: Int, isBridged: Bool, writesInFlight: Int) {
        let observed = (memberships == 0 ? 0 : groupBits | Self.members) | writesInFlight
        bits = isBridged ? observed | Self.bridged | Self.identityBits : observed
    }

    /// The bits that send every write to the locked path: while a scope reads the object, and
    /// while a write is in flight (see `ConcurrentWrites`; a lone write sets `loneWrite` instead).
    static var seesEveryWrite: Int { members | identityBits }

    /// This word with the readers' field of `current` (the word published now), less one reader
    /// when `endingRead` (unless the field stuck at its maximum).
    func publishing(over current: SummaryWord, endingRead: Bool) -> SummaryWord {
        var readers = current.bits & Self.readerField
        if endingRead, readers != Self.readerField { readers &-= Self.oneReader }
        return SummaryWord(bits: readers == 0 ? bits : bits | readers | Self.seesEveryWrite)
    }

    /// This word with one more reader, or nil when the field stuck at its maximum (nothing to
    /// change).
    @inline(__always)
    var registeringReader: SummaryWord? {
        guard bits & Self.readerField != Self.readerField else { return nil }
        return SummaryWord(bits: (bits &+ Self.oneReader) | Self.seesEveryWrite)
    }

    /// Whether a tracking scope is reading the object.
    var hasReaders: Bool { bits & Self.readerField != 0 }

    /// Whether the lone write in flight may still end its flight without the lock.
    var hasLoneWrite: Bool { bits & Self.loneWrite != 0 }

    /// This word without `loneWrite`.
    var endingLoneWrite: SummaryWord { SummaryWord(bits: bits & ~Self.loneWrite) }

    @inlinable
    static func load(_ word: UnsafeMutablePointer<Int>) -> SummaryWord {
        SummaryWord(bits: observation_backport_load(word))
    }

    @inlinable static var members: Int { 1 }
    @inlinable static var bridged: Int { 2 }
    static var unnamed: Int { 4 }
    static var didSetObservers: Int { 8 }
    @inlinable static var identityBits: Int {
        Int.bitWidth == 64 ? Int(truncatingIfNeeded: 0xFFFF_FFF0 as UInt32) : 0x00FF_FFF0
    }
    /// How many identity bits there are: identities that differ by a multiple share a bit.
    @inlinable static var identityBitCount: UInt64 { Int.bitWidth == 64 ? 28 : 20 }
    /// The readers' field: every bit above the identity bits, but `loneWrite`.
    static var readerField: Int { ~(identityBits | 0xF | loneWrite) }
    /// The top bit.
    static var loneWrite: Int { Int.min }
    private static var oneReader: Int { 1 << (Int.bitWidth == 64 ? 32 : 24) }

    /// The Bloom bit of a property identity (never 0): one of `identityBits`.
    @inlinable
    @inline(__always)
    static func identityBit(_ identity: UInt64) -> Int {
        identityBit(index: identityBitIndex(identity))
    }

    /// The identity bit numbered `index` (from 0, see `identityBitIndex`).
    @inlinable
    @inline(__always)
    static func identityBit(index: Int) -> Int {
        1 << (4 + index)
    }

    /// Which of the identity bits is `identity`'s, from 0.
    @inlinable
    @inline(__always)
    static func identityBitIndex(_ identity: UInt64) -> Int {
        Int(truncatingIfNeeded: identity % identityBitCount)
    }

    /// The bits a group of the property `identity` (0: known by key path alone) contributes
    /// while it has members, besides `didSetObservers` while a member wants didSet.
    static func bits(ofGroup identity: UInt64) -> Int {
        identity == 0 ? unnamed | identityBits : identityBit(identity)
    }

    /// Whether a write of the property `identity` (0: through the key-path API, which needs the
    /// whole word clear) must take the slow path. Constant-folded in the generated accessors,
    /// where it is one test.
    @inlinable
    @inline(__always)
    func mayBeObserved(_ identity: UInt64) -> Bool {
        bits & (identity == 0 ? ~0 : Self.identityBit(identity)) != 0
    }

    @inlinable var isBridged: Bool { bits & Self.bridged != 0 }
    var hasMembers: Bool { bits & Self.members != 0 }
    var hasUnnamedGroups: Bool { bits & Self.unnamed != 0 }
    var hasDidSetObservers: Bool { bits & Self.didSetObservers != 0 }
}
