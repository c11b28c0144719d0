import ObservationBackportAtomics

/// What an object's writes owe the trackings that other threads are collecting or installing at
/// the same moment, so that no tracking is left on a value that changed after it was read:
///
/// - **Readers.** A tracking scope registers with each object it reads, at the first read
///   (under the object's lock), and stays registered until its tracking is installed there, in
///   the same lock round trip. A write made meanwhile by another thread marks it, at willSet and
///   again at didSet (a read between the two saw the old value), so the install finds out that
///   what it read is out of date and reports the change at once. While an object has readers its
///   summary word sends every write down the locked path, so no write goes unseen.
/// - **Writes in flight.** Each write that takes the locked path is listed from its willSet to
///   its didSet. A one-shot tracking installed on a property listed here, or an options tracking
///   that wants willSet alone, read a value the write is about to replace: it waits here and is
///   told at that write's didSet, once the new value is stored.
///
/// A scope's writes on its own thread mark nothing, as in Apple's module: a tracking does not
/// fire for what its own `apply` wrote. Properties are matched by their summary-word bit (see
/// `SummaryWord.identityBit`), so a write may mark a reader of another property that shares the
/// bit: a spurious change, never a missed one.
///
/// Thread story: a value inside `ObserverIndex`, touched only under the storage's lock.
struct ConcurrentReaders {
    /// The readers: the first inline (one scope reading the object is the common case, and
    /// it then costs no array operation), the others in `moreReaders`, registered later.
    private var firstReader: Reader?
    private var moreReaders: [Reader] = []
    private var inFlight: [(identity: UInt64, thread: UInt)] = []
    private var waiting: [Waiting] = []

    private struct Reader {
        let token: Int
        let thread: UInt
        /// The summary-word bits of the properties other threads wrote since it registered.
        var writtenBits: Int
    }

    private struct Waiting {
        let identity: UInt64
        let call: WaitingCall
    }

    /// A tracking waiting for a write's didSet.
    enum WaitingCall {
        case oneShot(OneShotObserver)
        /// An observer told of willSet alone, with the property's key path (what its
        /// `ObservationTracking.changed` says).
        case willSet(Observer, AnyKeyPath)
    }

    /// Whether every write must take the locked path: a scope is registered, or a write is in
    /// flight (its didSet, even one announced through the key-path API without the willSet's
    /// answer, must reach the index to end it).
    var needsEveryWrite: Bool { firstReader != nil || !inFlight.isEmpty }

    /// Registers the scope `token` on the calling thread, carrying over what the scope
    /// `inheriting` (a scope nested in it, merging its reads) was told.
    mutating func register(_ token: Int, inheriting inner: Int) {
        var written = 0
        if inner != 0 {
            if firstReader?.token == inner {
                written = firstReader!.writtenBits
            } else if let index = moreReaders.firstIndex(where: { $0.token == inner }) {
                written = moreReaders[index].writtenBits
            }
        }
        let reader = Reader(token: token, thread: observation_backport_thread_token(), writtenBits: written)
        if firstReader == nil { firstReader = reader } else { moreReaders.append(reader) }
    }

    /// Ends the registration of `token`; returns the bits of the properties other threads wrote
    /// meanwhile (0 when none, or when it was not registered).
    @inline(__always)
    mutating func unregister(_ token: Int) -> Int {
        // The common case, one scope reading the object, without a search.
        if let reader = firstReader, reader.token == token, moreReaders.isEmpty {
            firstReader = nil
            return reader.writtenBits
        }
        return unregisterAmongOthers(token)
    }

    /// `unregister` when other readers are registered: the first reader's place goes to the
    /// earliest of the others, so that `firstReader` is nil only when there is none.
    @inline(never)
    private mutating func unregisterAmongOthers(_ token: Int) -> Int {
        if let reader = firstReader, reader.token == token {
            firstReader = moreReaders.isEmpty ? nil : moreReaders.removeFirst()
            return reader.writtenBits
        }
        guard let index = moreReaders.firstIndex(where: { $0.token == token }) else { return 0 }
        return moreReaders.remove(at: index).writtenBits
    }

    /// Whether some write is between its willSet and its didSet: the one test an install makes
    /// when none is, before the search of `isInFlight`.
    var hasWritesInFlight: Bool { !inFlight.isEmpty }

    /// Whether a reader told of `writtenBits` read an out-of-date `identity` (0: known by key path
    /// alone, out of date after any write).
    static func isOutOfDate(_ identity: UInt64, writtenBits: Int) -> Bool {
        identity == 0 ? writtenBits != 0 : writtenBits & SummaryWord.identityBit(identity) != 0
    }

    /// A write of `identity` (0: through the key-path API) is about to store its value.
    @inline(__always)
    mutating func willSet(_ identity: UInt64) {
        markReaders(identity)
        inFlight.append((identity, observation_backport_thread_token()))
    }

    /// The write of `identity` stored its value: prepares in `calls` the calls of the trackings
    /// that waited for it.
    @inline(__always)
    mutating func didSet(_ identity: UInt64, into calls: inout ObserverCalls) {
        markReaders(identity)
        guard !inFlight.isEmpty else { return }
        let thread = observation_backport_thread_token()
        if inFlight.count == 1, inFlight[0].identity == identity, inFlight[0].thread == thread {
            inFlight.removeLast()
        } else if let index = inFlight.firstIndex(where: { $0.identity == identity && $0.thread == thread }) {
            inFlight.remove(at: index)
        }
        guard !waiting.isEmpty else { return }
        waiting.removeAll { waiting in
            guard identity == 0 || waiting.identity == 0 || waiting.identity == identity else { return false }
            switch waiting.call {
            case .oneShot(let observer): if let onChange = observer.claim() { calls.append(.onChange(onChange)) }
            case .willSet(let observer, let keyPath): if let call = observer.willSetCall(keyPath) { calls.append(call) }
            }
            return true
        }
    }

    /// Whether another thread's write of `identity` (0: any write) is between its willSet and
    /// its didSet.
    func isInFlight(_ identity: UInt64) -> Bool {
        guard !inFlight.isEmpty else { return false }
        let thread = observation_backport_thread_token()
        return inFlight.contains { write in
            write.thread != thread && (identity == 0 || write.identity == 0 || write.identity == identity)
        }
    }

    /// Makes `call` wait for the didSet of a write of `identity` in flight.
    mutating func wait(for identity: UInt64, _ call: WaitingCall) {
        waiting.append(Waiting(identity: identity, call: call))
    }

    @inline(__always)
    private mutating func markReaders(_ identity: UInt64) {
        guard firstReader != nil else { return }
        markReadersOfOtherThreads(identity)
    }

    @inline(never)
    private mutating func markReadersOfOtherThreads(_ identity: UInt64) {
        let thread = observation_backport_thread_token()
        let bit = identity == 0 ? ~0 : SummaryWord.identityBit(identity)
        if firstReader!.thread != thread { firstReader!.writtenBits |= bit }
        for index in moreReaders.indices where moreReaders[index].thread != thread { moreReaders[index].writtenBits |= bit }
    }
}

/// The reader registrations of a scope whose reads left it as an `_AccessList`, to be installed
/// later: they end when the list is installed, or, if it never is, when the last copy of the
/// list is dropped.
///
/// Thread story: `isEnded` is set by the one install of the list, before its copies can be
/// dropped; `deinit` runs after every copy is gone.
final class ReaderRegistration: @unchecked Sendable {
    let token: Int
    private let storages: [ObservationStorage]
    private var isEnded = false

    init(token: Int, storages: [ObservationStorage]) {
        self.token = token
        self.storages = storages
    }

    /// The install ended every registration.
    func end() {
        isEnded = true
    }

    deinit {
        guard !isEnded else { return }
        for storage in storages { storage.unregisterReader(token) }
    }
}
