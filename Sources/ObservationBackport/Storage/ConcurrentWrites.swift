import ObservationBackportAtomics

/// What an object's writes owe the trackings that other threads are collecting or installing at
/// the same moment, so that no tracking is left on a value that changed after it was read:
///
/// - **Writes while scopes read.** A tracking scope begins reading an object at its first read
///   (`ObservationStorage.beginReading`, without the lock): it counts itself in the summary
///   word, which sends every write down the locked path, and notes the current write sequence.
///   Each such write records its number here, at willSet and again at didSet (a read between the
///   two saw the old value), with its thread and the bit of its property. The install, under the
///   lock, ends the scope's count and asks which bits other threads wrote since the number it
///   noted (`writtenBits`): if one of the properties it read is among them, what it read is out
///   of date and the change is reported at once.
/// - **Writes in flight.** Each write that takes the locked path is listed from its willSet to
///   its didSet. A one-shot tracking installed on a property listed here, or a tracking that
///   wants willSet alone, read a value the write is about to replace: it waits here and is told
///   at that write's didSet, once the new value is stored (one that wants didSet hears it then).
///
/// A lone write — the only one in flight, which no scope reads during and nothing waits for or
/// listens to after its store (so its didSet has nothing to do but end its flight) — is told so
/// by its willSet, and the storage's summary word says so (`SummaryWord.loneWrite`): its didSet
/// ends its flight without the lock, by clearing that bit with a compare-and-swap that finds no
/// reader (a reader would need the write recorded). Whatever takes the lock next settles it
/// first (`settleLoneWrite`): it clears the bit itself, and the write is in flight as any other
/// (its didSet, finding the bit clear, takes the lock), or finds it cleared, and the write has
/// ended. So nothing under the lock sees a lone write but as in flight or as ended, never both.
///
/// A scope's writes on its own thread are not held against it, as in Apple's module: a tracking
/// does not fire for what its own `apply` wrote. An options tracking's scope is the exception,
/// as Apple's registrar marks such a tracking dirty: it dates each property's read, and a write
/// of the property after that, by any thread, counts (`AccessEntry.datesEachRead`). Properties
/// are matched by their summary-word bit (see `SummaryWord.identityBit`), so a write may date a
/// read of another property that shares the bit: a spurious change, never a missed one.
///
/// Thread story: a value inside `ObserverIndex`, touched only under the storage's lock.
struct ConcurrentWrites {
    /// The writes between their willSet and their didSet: the first inline (one at a time is
    /// the common case, and then no array is touched), any others listed after it.
    private var firstInFlight: WriteInFlight?
    private var moreInFlight: [WriteInFlight] = []
    /// What the writes in flight add to the storage's summary word: nothing while none is,
    /// `SummaryWord.loneWrite` while a lone write is, else the bits that send every write to the
    /// locked path (`SummaryWord.seesEveryWrite`). Kept with the list, so that publishing the
    /// word reads one field.
    private(set) var summaryBits = 0
    /// What only concurrent trackings need: made the first time one does, so that an object
    /// nobody tracks from two threads at once carries a nil pointer.
    private var rare: Rare?

    private final class Rare {
        var recent = RecentWrites()
        var waiting: [Waiting] = []
    }

    private struct WriteInFlight {
        let identity: UInt64
        let thread: UInt

        func matches(_ identity: UInt64, _ thread: UInt) -> Bool {
            self.identity == identity && self.thread == thread
        }
    }

    private struct Waiting {
        let identity: UInt64
        let call: WaitingCall
    }

    private mutating func makeRare() -> Rare {
        if let rare { return rare }
        let made = Rare()
        rare = made
        return made
    }

    /// A tracking waiting for a write's didSet.
    enum WaitingCall {
        case oneShot(OneShotObserver)
        /// An observer told of willSet alone, with the property's key path (what its
        /// `ObservationTracking.changed` says).
        case willSet(Observer, AnyKeyPath)
    }

    /// Whether some write is between its willSet and its didSet: then every write must take the
    /// locked path (its didSet, even one announced through the key-path API without the
    /// willSet's answer, must reach the index to end it), unless it is a lone write, whose didSet
    /// carries its willSet's answer. The one test an install makes when none is, before the
    /// search of `isInFlight`.
    var hasWritesInFlight: Bool { firstInFlight != nil }

    /// Whether `firstInFlight` is a lone write, whose didSet may end it without the lock.
    var hasLoneWrite: Bool { summaryBits == SummaryWord.loneWrite }

    /// The identity bits of the properties that threads other than `thread` (nil: any thread)
    /// wrote since the write sequence was at `start` (`ObservationStorage.beginReading`).
    @inline(__always)
    func writtenBits(since start: Int, byOtherThan thread: UInt?) -> Int {
        rare?.recent.writtenBits(since: start, byOtherThan: thread) ?? 0
    }

    /// No scope reads the object any more: what was recorded for the scopes is forgotten.
    mutating func readersEnded() {
        if let rare, rare.recent.hasRecords { rare.recent = RecentWrites() }
    }

    /// Whether a reader told of `writtenBits` read an out-of-date `identity` (0: known by key path
    /// alone, out of date after any write).
    static func isOutOfDate(_ identity: UInt64, writtenBits: Int) -> Bool {
        identity == 0 ? writtenBits != 0 : writtenBits & SummaryWord.identityBit(identity) != 0
    }

    /// A write of `identity` (0: through the key-path API) is about to store its value; it is
    /// recorded when `scopesRead` (a scope reads the object).
    @inline(__always)
    mutating func willSet(_ identity: UInt64, scopesRead: Bool) {
        if scopesRead { makeRare().recent.record(identity) }
        let write = WriteInFlight(identity: identity, thread: observation_backport_thread_token())
        if firstInFlight == nil { firstInFlight = write } else { moreInFlight.append(write) }
        summaryBits = SummaryWord.seesEveryWrite
    }

    /// The write of `identity` stored its value: prepares in `calls` the calls of the trackings
    /// that waited for it. Recorded as in `willSet`.
    @inline(__always)
    mutating func didSet(_ identity: UInt64, scopesRead: Bool, into calls: inout ObserverCalls) {
        if scopesRead { makeRare().recent.record(identity) }
        guard let first = firstInFlight else { return }
        let thread = observation_backport_thread_token()
        if first.matches(identity, thread) {
            firstInFlight = moreInFlight.isEmpty ? nil : moreInFlight.removeFirst()
            if firstInFlight == nil { summaryBits = 0 }
        } else if let index = moreInFlight.firstIndex(where: { $0.matches(identity, thread) }) {
            moreInFlight.remove(at: index)
        }
        guard let rare, !rare.waiting.isEmpty else { return }
        rare.waiting.removeAll { waiting in
            guard identity == 0 || waiting.identity == 0 || waiting.identity == identity else { return false }
            switch waiting.call {
            case .oneShot(let observer): if let onChange = observer.claim() { calls.append(.onChange(onChange)) }
            case .willSet(let observer, let keyPath): if let call = observer.willSetCall(keyPath) { calls.append(call) }
            }
            return true
        }
    }

    /// Makes the write that has just listed itself a lone write, when it is the only one in
    /// flight and nothing waits: returns whether it is. The caller has checked that no scope
    /// reads and that nothing listens to the property after its store.
    mutating func makeLone() -> Bool {
        guard moreInFlight.isEmpty, rare?.waiting.isEmpty ?? true else { return false }
        summaryBits = SummaryWord.loneWrite
        return true
    }

    /// The lone write's didSet cleared `SummaryWord.loneWrite`: its flight has ended.
    mutating func loneWriteEnded() {
        firstInFlight = nil
        summaryBits = 0
    }

    /// `SummaryWord.loneWrite` was cleared under the lock before the lone write's didSet: the
    /// write stays in flight, and its didSet will end it under the lock.
    mutating func loneWriteRevoked() {
        summaryBits = SummaryWord.seesEveryWrite
    }

    /// Whether another thread's write of `identity` (0: any write) is between its willSet and
    /// its didSet.
    func isInFlight(_ identity: UInt64) -> Bool {
        guard let first = firstInFlight else { return false }
        let thread = observation_backport_thread_token()
        let isOtherWrite = { (write: WriteInFlight) in
            write.thread != thread && (identity == 0 || write.identity == 0 || write.identity == identity)
        }
        return isOtherWrite(first) || moreInFlight.contains(where: isOtherWrite)
    }

    /// Makes `call` wait for the didSet of a write of `identity` in flight.
    mutating func wait(for identity: UInt64, _ call: WaitingCall) {
        makeRare().waiting.append(Waiting(identity: identity, call: call))
    }
}

/// The writes recorded while scopes read the object: per identity bit, enough to answer "did a
/// thread other than T write this bit after number S?" for any T and S, in constant room.
private struct RecentWrites {
    /// The number of the latest write recorded; 0 when none is.
    private var latest = 0
    /// One record per identity bit, made with the first write recorded.
    private var bits: [BitWrites] = []

    /// The latest write of one bit, its thread, and the latest write of the bit by any other
    /// thread than that one: the latest by a thread other than T is `last` when T did not write
    /// last, else `lastByAnother`.
    private struct BitWrites {
        var last = 0
        var lastThread: UInt = 0
        var lastByAnother = 0

        mutating func record(_ sequence: Int, _ thread: UInt) {
            if thread != lastThread {
                lastByAnother = last
                lastThread = thread
            }
            last = sequence
        }

        func latest(byOtherThan thread: UInt) -> Int {
            thread == lastThread ? lastByAnother : last
        }
    }

    var hasRecords: Bool { latest != 0 }

    /// Records a write of `identity` (0: every bit) by this thread, numbered now.
    mutating func record(_ identity: UInt64) {
        let sequence = observation_backport_next_write_sequence()
        let thread = observation_backport_thread_token()
        if bits.isEmpty { bits = Array(repeating: BitWrites(), count: Int(SummaryWord.identityBitCount)) }
        latest = sequence
        if identity == 0 {
            for index in bits.indices { bits[index].record(sequence, thread) }
        } else {
            bits[SummaryWord.identityBitIndex(identity)].record(sequence, thread)
        }
    }

    @inline(__always)
    func writtenBits(since start: Int, byOtherThan thread: UInt?) -> Int {
        guard latest > start else { return 0 }
        var written = 0
        for index in bits.indices where (thread.map(bits[index].latest(byOtherThan:)) ?? bits[index].last) > start {
            written |= SummaryWord.identityBit(index: index)
        }
        return written
    }
}

/// The reads of a scope whose reads left it as an `_AccessList`, to be installed later (see
/// `ConcurrentWrites`): they end when the list is installed, or, if it never is, when the last
/// copy of the list is dropped.
///
/// Thread story: `isEnded` is set by the one install of the list, before its copies can be
/// dropped; `deinit` runs after every copy is gone.
final class ReaderRegistration: @unchecked Sendable {
    /// The thread that read: its own writes do not date what it read.
    let thread: UInt
    private let storages: [ObservationStorage]
    private var isEnded = false

    init(storages: [ObservationStorage]) {
        thread = observation_backport_thread_token()
        self.storages = storages
    }

    /// The install ended every registration.
    func end() {
        isEnded = true
    }

    deinit {
        guard !isEnded else { return }
        for storage in storages { storage.endReading() }
    }
}
