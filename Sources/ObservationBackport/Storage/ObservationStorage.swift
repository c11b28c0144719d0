import ObservationBackportAtomics

/// The observation state of one observable object: which observers watch which properties.
///
/// Thread story: the `ObserverIndex` (created with the first observer, so that an object nobody
/// observes carries a single nil pointer) is guarded by the lock; once created it stays until
/// `deinit`. The pointer to it, the buffer's header, is only ever accessed through the atomics
/// (`publishedIndex`), never as a Swift value: stored under the lock with release, once, and
/// once more with its low bit set when the index has made its `PublishedIdentities`, so that a
/// tracking scope that loads it (acquire) without the lock and finds the bit may read them. The
/// atomic word, a `SummaryWord`, summarizes it for the lock-free paths: every locked step ends
/// by publishing it with a compare-and-swap that keeps the tracking scopes counted as readers
/// meanwhile (`withIndex`), after settling a lone write in flight; a scope counts itself
/// without the lock (`beginReading`), and a lone write's didSet ends its flight without it
/// (`takeLoneWrite`); reads and writes load it without the lock.
/// A write whose property's bit is clear skips the lock and the key path; the others take the
/// one write path (`ObservationStorage+Write.swift`), which Apple's registrar joins once the
/// object is bridged (`ObservationStorage+AppleBridge.swift`).
///
/// A scan may find observers cancelled in the meantime; it drops them, so cancellation never has
/// to come back here (an observer holds no reference to the objects it watches). Callbacks run
/// after the lock is released.
///
/// The index is held unmanaged (one retain, released in `deinit`) so that the locked paths use
/// it without a retain/release pair each time.
@usableFromInline
final class ObservationStorage: LockedWord<Unmanaged<ObserverIndex>?> {
    static func make() -> ObservationStorage {
        make(nil, as: ObservationStorage.self)
    }

    /// The object is going: its observers that asked for `.deinit` hear it (SE-0506), once each,
    /// after the index is released. No lock: nothing else can reach a storage being freed.
    deinit {
        guard let index = publishedIndex else { return }
        guard index._withUnsafeGuaranteedRef(\.hasDeinitObservers) else { return index.release() }
        Self.tellDeinit(releasing: index)
    }

    /// The deinit's calls, out of line: the deinit of an object never observed stays small
    /// enough to be inlined into its deallocation.
    @inline(never)
    private static func tellDeinit(releasing index: Unmanaged<ObserverIndex>) {
        var calls = ObserverCalls()
        index._withUnsafeGuaranteedRef { $0.collectDeinitCalls(into: &calls) }
        index.release()
        calls.run()
    }

    /// The published summary of the observers (lock-free).
    @inlinable
    var summary: SummaryWord {
        SummaryWord.load(atomicWord)
    }

    /// When `withIndex` creates the index.
    enum IndexCreation {
        case never, always
        /// When a tracking scope is reading the object: a write then records itself there (see
        /// `ConcurrentWrites`).
        case whileScopesRead
    }

    /// Runs `body` on the index under the lock, creating it if asked, then publishes the index's
    /// summary, with one reader fewer when `endingRead`; nil when there is no index.
    @inline(__always)
    func withIndex<Result>(
        creating: IndexCreation = .never, endingRead: Bool = false, _ body: (ObserverIndex) -> Result
    ) -> Result? {
        whileLocked {
            var word = observation_backport_load(indexWord)
            if word == 0 {
                guard creating == .always || creating == .whileScopesRead && summary.hasReaders else {
                    if endingRead { publish(SummaryWord(bits: 0), endingRead: true) }
                    return nil
                }
                word = Int(bitPattern: Unmanaged.passRetained(ObserverIndex()).toOpaque())
                observation_backport_store(indexWord, word)
            }
            return Self.index(in: word)._withUnsafeGuaranteedRef { index in
                if _slowPath(index.hasLoneWrite) { settleLoneWrite(index) }
                let result = body(index)
                let published = publish(index.summary(), endingRead: endingRead)
                // Records are made only while scopes read, and the last one ends here.
                if endingRead, !published.hasReaders { index.readersEnded() }
                if word & Self.identitiesTag == 0, index.publishedIdentities != nil {
                    observation_backport_store(indexWord, word | Self.identitiesTag)
                }
                return result
            }
        }
    }

    /// Settles the lone write in flight before anything else under the lock reads or publishes
    /// the index's state (see `ConcurrentWrites`): takes `loneWrite` back from the summary word,
    /// so that the write's didSet takes the lock, or finds that its didSet took it, and the
    /// write has ended.
    @inline(never)
    private func settleLoneWrite(_ index: ObserverIndex) {
        index.settleLoneWrite(ended: !takeLoneWrite(unlessRead: false))
    }

    /// Clears `SummaryWord.loneWrite`, unless a scope reads the object and `unlessRead`; returns
    /// whether this call cleared it. The lone write's didSet and the lock race for the bit: one
    /// of them clears it, once.
    @inline(__always)
    func takeLoneWrite(unlessRead: Bool) -> Bool {
        var taken = false
        updateSummary { word in
            taken = word.hasLoneWrite && !(unlessRead && word.hasReaders)
            return taken ? word.endingLoneWrite : nil
        }
        return taken
    }

    /// Stores `base` as the summary word, keeping the readers registered meanwhile without the
    /// lock (less one when `endingRead`), and returns what it stored. Under the lock.
    @inline(__always)
    @discardableResult
    private func publish(_ base: SummaryWord, endingRead: Bool) -> SummaryWord {
        updateSummary { current in
            let next = base.publishing(over: current, endingRead: endingRead)
            return next.bits == current.bits ? nil : next
        }
    }

    /// Counts a tracking scope among the object's readers, before its first read of it, without
    /// the lock; returns the write sequence to date what it reads by (see `ConcurrentWrites`).
    /// Every later write of the object takes the locked path and records itself, until the
    /// scope's install or `endReading` ends the registration.
    @inline(__always)
    func beginReading() -> Int {
        updateSummary { $0.registeringReader }
        return observation_backport_current_write_sequence()
    }

    /// Replaces the summary word with what `next` makes of it, by compare-and-swap, again from
    /// what another thread left there if one changed it meanwhile; `next` returns nil when the
    /// word needs no change. Returns the word as left.
    @inline(__always)
    @discardableResult
    private func updateSummary(_ next: (SummaryWord) -> SummaryWord?) -> SummaryWord {
        var current = SummaryWord.load(atomicWord)
        while let replacement = next(current) {
            let found = observation_backport_compare_exchange_returning(atomicWord, current.bits, replacement.bits)
            if found == current.bits { return replacement }
            current = SummaryWord(bits: found)
        }
        return current
    }

    /// Ends a registration of `beginReading` without installing anything.
    @inline(never)
    func endReading() {
        withIndex(endingRead: true) { _ in }
    }

    /// The header, the index pointer, as the word the atomics store and load.
    private var indexWord: UnsafeMutablePointer<Int> {
        withUnsafeMutablePointerToHeader { UnsafeMutableRawPointer($0).assumingMemoryBound(to: Int.self) }
    }

    /// The index pointer's low bit: set once the index's `PublishedIdentities` exist.
    private static var identitiesTag: Int { 1 }

    /// The index, once created; with or without the lock.
    @inline(__always)
    var publishedIndex: Unmanaged<ObserverIndex>? {
        UnsafeRawPointer(bitPattern: observation_backport_load(indexWord) & ~Self.identitiesTag).map { Unmanaged.fromOpaque($0) }
    }

    /// The index a header word other than 0 points to, its tag masked off (as `publishedIndex`).
    @inline(__always)
    private static func index(in word: Int) -> Unmanaged<ObserverIndex> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: word & ~identitiesTag)!)
    }

    /// Whether the index has a group of the property `identity` (not 0) that it published,
    /// looking first at `position` among them. Lock-free (see the thread story).
    @inline(__always)
    func publishesGroup(_ identity: UInt64, likelyAt position: Int = 0) -> Bool {
        let word = observation_backport_load(indexWord)
        guard word & Self.identitiesTag != 0 else { return false }
        return Self.index(in: word)._withUnsafeGuaranteedRef {
            $0.publishedIdentities.unsafelyUnwrapped.contains(identity, likelyAt: position)
        }
    }

    /// Records a read of the property `identity` (0: known by `keyPath` alone) in the tracking
    /// scope open on this thread (`scope`, its slot's value). The key path is only created when
    /// the scope lists the property for the first time, and the object has no published group
    /// of it.
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
        if identity != 0, TrackingScope.collector(scope).pointee.recordInline(self, identity) { return }
        record(identity, keyPath, in: scope)
    }

    @inline(never)
    private func record(_ identity: UInt64, _ keyPath: () -> AnyKeyPath, in scope: UnsafeMutableRawPointer) {
        TrackingScope.collector(scope).pointee.record(self, identity, keyPath)
    }

    /// Installs `membership` on every property `entry` lists, on the entry's object, ending the
    /// scope's reading of it (see `ConcurrentWrites`; the scope read on `thread`) in the same
    /// lock round trip. Returns the key path of a property written since the scope read it
    /// (`ObserverIndex.outOfDateKeyPath`), if any: the caller tells the observer. The entry is
    /// read where it is, and what it holds is not retained: it holds it throughout.
    @inline(never)
    static func install(
        _ membership: Membership, onEntryAt entry: UnsafePointer<AccessEntry>, readOn thread: UInt
    ) -> AnyKeyPath? {
        Unmanaged.passUnretained(entry.pointee.storage)._withUnsafeGuaranteedRef { storage in
            storage.withIndex(creating: .always, endingRead: true) { index in
                AccessEntry.forEach(at: entry) { identity, keyPath in index.add(membership, identity: identity, keyPath: keyPath) }
                return index.outOfDateKeyPath(entry, readOn: thread)
            } ?? nil
        }
    }

    /// Registers an options tracking's `observer` for every property `entry` lists, on the
    /// entry's object, for the events it asked for (see `ObserverIndex.addEvents`), ending the
    /// scope's reading of it in the same lock round trip. Returns the key path of a property
    /// written since the scope read it, to report now. Read in place, as
    /// `install(_:onEntryAt:readOn:)`.
    @inline(never)
    static func install(
        events observer: Observer, willSet: Bool, didSet: Bool, deinit: Bool,
        onEntryAt entry: UnsafePointer<AccessEntry>, readOn thread: UInt
    ) -> AnyKeyPath? {
        Unmanaged.passUnretained(entry.pointee.storage)._withUnsafeGuaranteedRef { storage in
            storage.withIndex(creating: .always, endingRead: true) { index in
                index.addEvents(observer, willSet: willSet, didSet: didSet, deinit: `deinit`, readIn: entry, readOn: thread)
            } ?? nil
        }
    }

    /// Registers a one-shot tracking for every property `entry` lists, on the entry's object, in
    /// one lock round trip (see `OneShotTable`), ending the scope's reading of it as
    /// `install(_:onEntryAt:readOn:)` does. Returns the target, registering nothing, when
    /// another thread wrote one of them since: the caller fires the tracking. Read in place, as
    /// that function. With `afterStore`, the tracking is told at a write's didSet instead of its
    /// willSet.
    @inline(never)
    static func install(
        _ target: consuming OneShotTarget, onEntryAt entry: UnsafePointer<AccessEntry>, readOn thread: UInt, afterStore: Bool
    ) -> OneShotTarget? {
        // Moved, not copied, into the closure that registers it.
        var held = Optional(target)
        return Unmanaged.passUnretained(entry.pointee.storage)._withUnsafeGuaranteedRef { storage in
            storage.withIndex(creating: .always, endingRead: true) { index in
                guard let target = held.moveOut() else { return nil }
                return index.addOneShot(target, readIn: entry, readOn: thread, afterStore: afterStore)
            } ?? nil
        }
    }
}
