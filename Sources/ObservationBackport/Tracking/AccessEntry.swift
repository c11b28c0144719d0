/// The properties of one object that a scope read, each once, and the key paths the observer
/// needs to be installed under them.
///
/// A read through the macro's accessors carries the property's identity (see
/// `ObservationRegistrar._access(_:property:keyPath:)`): a repeated read is found by comparing
/// numbers. Its key path is created only when the property is first listed, and only if the
/// object has not published a group of it (`PublishedIdentities`), so a view that renders again
/// lists numbers alone. A read through the key-path API carries identity 0 and is listed by its
/// key path instance. Two different instances of equal key paths may both be listed (telling them
/// apart costs more than the read itself); the object resolves them to one group when the
/// observer is installed.
///
/// The first four identities are held inline (`inline`, slot by slot through `inlineIdentity(at:_:)`),
/// where a typical view's reads of one object allocate nothing; more go to an array, created
/// with the fifth. Unused inline slots hold 0, an identity no property has, so a read compares
/// all four without branching on emptiness. Key paths, when any is needed, go to an array of
/// their own, in the order they were listed.
@usableFromInline
struct AccessEntry: @unchecked Sendable {
    @usableFromInline let storage: ObservationStorage
    @usableFromInline private(set) var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var inlineCount = 0
    private var moreIdentities: [UInt64]?
    /// The key paths listed: of named properties whose group was not published when first
    /// read, and of the properties read by key path alone (identity 0).
    private var keyPaths: [(identity: UInt64, keyPath: AnyKeyPath)]?
    /// The write sequence when the scope began reading the object (see `ConcurrentWrites`).
    let readSince: Int
    /// Whether each property's read is dated on its own (an options tracking's scope): a write
    /// between the scope's first read of the object and a property's own read, even by the
    /// scope's own thread, is then not held against that property, as Apple's registrar marks
    /// a tracking dirty only for what it already read. Else every read is dated `readSince`,
    /// and only other threads' writes count. Every property such a scope lists is dated.
    var datesEachRead: Bool { datedBits != 0 }
    /// With `datesEachRead`: in the low half, the identity bits of the properties read when the
    /// write sequence still stood at `readSince`; in the high half, those of the properties read
    /// later, dated by the first of their reads (`laterSince`). Two words of their own, so that
    /// an entry stays trivial to copy but for its references. A bit dated once keeps its
    /// earliest date, and so do reads after the first later one: a property may then hear a
    /// spurious change (one its own thread made before reading it), never miss one.
    private var datedBits: UInt64 = 0
    private var laterSince = 0

    init(storage: ObservationStorage, readSince: Int) {
        self.storage = storage
        self.readSince = readSince
    }

    /// An entry listing the property `identity` (not 0), whose group the object published, read
    /// at `readSince`.
    @inline(__always)
    init(storage: ObservationStorage, readSince: Int, datingEachRead: Bool, listing identity: UInt64) {
        self.init(storage: storage, readSince: readSince)
        inline.0 = identity
        inlineCount = 1
        if datingEachRead { date(identity, since: readSince) }
    }

    /// Whether the property `identity` (not 0) is among the first four listed.
    @inlinable
    @inline(__always)
    func listsInline(_ identity: UInt64) -> Bool {
        inline.0 == identity || inline.1 == identity || inline.2 == identity || inline.3 == identity
    }

    /// How many identities are listed, when they are all inline and need no key path (see
    /// `inlineIdentity(at:_:)`); else nil.
    var inlineCountAlone: Int? {
        keyPaths == nil && moreIdentities == nil ? inlineCount : nil
    }

    /// The identity in inline slot `slot` (0 to 3) of the entry at `entry`, read where it is.
    @inline(__always)
    static func inlineIdentity(at entry: UnsafePointer<AccessEntry>, _ slot: Int) -> UInt64 {
        let inline = MemoryLayout<AccessEntry>.offset(of: \.inline).unsafelyUnwrapped
        return UnsafeRawPointer(entry).load(fromByteOffset: inline + slot * MemoryLayout<UInt64>.stride, as: UInt64.self)
    }

    /// Lists `identity` in the next inline slot (there is one).
    @inline(__always)
    private mutating func appendInlineSlot(_ identity: UInt64) {
        withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: identity, toByteOffset: inlineCount * MemoryLayout<UInt64>.stride, as: UInt64.self) }
        inlineCount += 1
    }

    /// Lists the property `identity` (not 0, not listed inline) in the inline room, if there
    /// is room and the object published its group (so it needs no key path). Returns whether
    /// it did.
    @inline(__always)
    mutating func appendInline(_ identity: UInt64) -> Bool {
        guard inlineCount < 4, storage.publishesGroup(identity, likelyAt: inlineCount) else { return false }
        appendInlineSlot(identity)
        return true
    }

    /// Lists a read of the property `identity` (0: unknown, then `keyPath` is the only name).
    /// `keyPath` is asked only for a property not listed yet, and not for one whose group the
    /// object published. Returns whether it was not listed yet.
    @inline(__always)
    @discardableResult
    mutating func insert(_ identity: UInt64, _ keyPath: () -> AnyKeyPath) -> Bool {
        if identity != 0 {
            if listsInline(identity) { return false }
            return append(identity, keyPath)
        }
        let keyPath = keyPath()
        if keyPaths?.contains(where: { $0.identity == 0 && $0.keyPath === keyPath }) == true { return false }
        appendKeyPath(0, keyPath)
        return true
    }

    /// Dates the first read of the property `identity` (0: read by key path, dated for every
    /// bit) at the write sequence `since`, no earlier than `readSince` (see `datesEachRead`).
    @inline(__always)
    mutating func date(_ identity: UInt64, since: Int) {
        let bits = UInt64(truncatingIfNeeded: identity == 0 ? SummaryWord.identityBits : SummaryWord.identityBit(identity))
        if since == readSince, datedBits >> 32 == 0 {
            datedBits |= bits
        } else {
            if datedBits >> 32 == 0 { laterSince = since }
            datedBits |= (bits & ~datedBits) << 32
        }
    }

    /// The identity bits of the properties read before their last write, given `written`, the
    /// bits written since a sequence (`ConcurrentWrites.writtenBits(since:byOtherThan:)`, by
    /// any thread): with `datesEachRead` only.
    func bitsWrittenSinceRead(_ written: (_ since: Int) -> Int) -> Int {
        let early = Int(truncatingIfNeeded: datedBits & 0xFFFF_FFFF), later = Int(truncatingIfNeeded: datedBits >> 32)
        let bits = early == 0 ? 0 : written(readSince) & early
        return later == 0 ? bits : bits | written(laterSince) & later
    }

    private mutating func append(_ identity: UInt64, _ keyPath: () -> AnyKeyPath) -> Bool {
        // Where the object's published identity would be if this scope reads its properties in
        // the order their groups were made, as a view rendering again does.
        let likelyPosition = inlineCount
        if inlineCount < 4 {
            appendInlineSlot(identity)
        } else {
            if moreIdentities?.contains(identity) == true { return false }
            if moreIdentities == nil { moreIdentities = [identity] } else { moreIdentities!.append(identity) }
        }
        if !storage.publishesGroup(identity, likelyAt: likelyPosition) { appendKeyPath(identity, keyPath()) }
        return true
    }

    private mutating func appendKeyPath(_ identity: UInt64, _ keyPath: AnyKeyPath) {
        if keyPaths == nil { keyPaths = [(identity, keyPath)] } else { keyPaths!.append((identity, keyPath)) }
    }

    /// Calls `body` with each property `entry` lists and its key path, or nil when it was
    /// listed without one.
    @inline(__always)
    static func forEach(
        at entry: UnsafePointer<AccessEntry>, _ body: (_ identity: UInt64, _ keyPath: AnyKeyPath?) -> Void
    ) {
        guard let keyPaths = entry.pointee.keyPaths else {
            for slot in 0..<entry.pointee.inlineCount { body(inlineIdentity(at: entry, slot), nil) }
            entry.pointee.moreIdentities?.withUnsafeBufferPointer { for identity in $0 { body(identity, nil) } }
            return
        }
        forEach(at: entry, keyPaths, body)
    }

    /// `forEach` when key paths were listed: those of named properties come in the order of
    /// their identities, so one pass over both pairs them.
    private static func forEach(
        at entry: UnsafePointer<AccessEntry>, _ keyPaths: [(identity: UInt64, keyPath: AnyKeyPath)],
        _ body: (_ identity: UInt64, _ keyPath: AnyKeyPath?) -> Void
    ) {
        var named = keyPaths.lazy.filter { $0.identity != 0 }.makeIterator()
        var next = named.next()
        func pass(_ identity: UInt64) {
            guard let listed = next, listed.identity == identity else { return body(identity, nil) }
            body(identity, listed.keyPath)
            next = named.next()
        }
        for slot in 0..<entry.pointee.inlineCount { pass(inlineIdentity(at: entry, slot)) }
        entry.pointee.moreIdentities?.forEach(pass)
        for listed in keyPaths where listed.identity == 0 { body(0, listed.keyPath) }
    }

    /// Calls `body` with `first`, then each of `earlier`, each read in place: passed by value out
    /// of the array, an entry would be copied (a retain and release of everything it holds).
    @inline(__always)
    static func forEach(
        _ first: UnsafePointer<AccessEntry>, then earlier: [AccessEntry], _ body: (UnsafePointer<AccessEntry>) -> Void
    ) {
        body(first)
        earlier.withUnsafeBufferPointer { entries in
            guard let start = entries.baseAddress else { return }
            for index in entries.indices { body(start + index) }
        }
    }
}
