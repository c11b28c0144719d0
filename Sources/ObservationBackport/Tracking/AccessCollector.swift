import ObservationBackportAtomics

/// Records which properties of which objects a tracking scope reads.
///
/// Thread story: a collector belongs to the scope that created it (see `TrackingScope`) and is
/// reached only through its own thread's slot, so it needs no lock; being reached through a
/// pointer, its fields cost no dynamic exclusivity checks either.
///
/// The object read last is held inline (`current`), the others in `earlier`: a scope that reads
/// one object allocates nothing here, and consecutive reads of one object skip every search.
@usableFromInline
struct AccessCollector {
    /// Read by the generated accessors' inlined test for a repeated read (`hasRecent`).
    @usableFromInline private(set) var current: AccessEntry?
    private var earlier: [AccessEntry] = []
    /// Position in `earlier` of each object's entry, kept once a scope has read more objects than
    /// a short scan handles well, so a scope that reads many objects stays linear.
    private var positions: [ObjectIdentifier: Int]?
    private static let scanLimit = 8
    /// Whether each property's first read is dated on its own (`AccessEntry.datesEachRead`): the
    /// scope of an options tracking (see `EventCallbacks`).
    private let datesEachRead: Bool

    init(datingEachRead: Bool) {
        datesEachRead = datingEachRead
    }

    /// Whether a read of the property `identity` (not 0) of `storage` is already recorded where
    /// the next read of the same object and property looks first: the only test a repeated read
    /// makes.
    @inlinable
    @inline(__always)
    func hasRecent(_ storage: ObservationStorage, _ identity: UInt64) -> Bool {
        guard let current, current.storage === storage else { return false }
        return current.listsInline(identity)
    }

    /// Records the first read of the property `identity` (not 0) of `storage`, not listed inline
    /// (`hasRecent` said so), when it goes straight to the current entry's inline room without
    /// a key path: a view's reads of its model, rendering again; or, as the scope's first read,
    /// to a new entry's. Returns false when the read must be recorded by `record`.
    @inline(__always)
    mutating func recordInline(_ storage: ObservationStorage, _ identity: UInt64) -> Bool {
        guard case .some = current else { return startInline(storage, identity) }
        guard current.unsafelyUnwrapped.storage === storage else { return false }
        guard datesEachRead else { return current!.appendInline(identity) }
        guard current!.appendInline(identity) else { return false }
        // Loaded before the value is read (the accessor reads it after this returns).
        current!.date(identity, since: observation_backport_current_write_sequence())
        return true
    }

    /// The scope's first read, when the object published the property's group: the scope begins
    /// reading the object (see `switchObject`) with the property listed inline.
    @inline(__always)
    private mutating func startInline(_ storage: ObservationStorage, _ identity: UInt64) -> Bool {
        guard storage.publishesGroup(identity) else { return false }
        start(with: AccessEntry(storage: storage, readSince: storage.beginReading(), datingEachRead: datesEachRead, listing: identity))
        return true
    }

    /// Records a read of the property `identity` of `storage` (see `AccessEntry.insert`); a read
    /// merged from a nested scope that began reading the object at `innerSince` (-1: none) dates
    /// what it read from there.
    @inline(__always)
    mutating func record(
        _ storage: ObservationStorage, _ identity: UInt64, _ keyPath: () -> AnyKeyPath, mergedFrom innerSince: Int = -1
    ) {
        if current?.storage !== storage { switchObject(to: storage, mergedFrom: innerSince) }
        if current!.insert(identity, keyPath), datesEachRead {
            // Loaded before the value is read (the accessor reads it after this returns).
            current!.date(identity, since: innerSince >= 0 ? innerSince : observation_backport_current_write_sequence())
        }
    }

    /// Makes `storage`'s entry the current one, found among the earlier ones (and swapped with
    /// the current one) or new: then the scope begins reading the object, before its first read.
    /// Entries move by swapping, without retaining what they hold.
    private mutating func switchObject(to storage: ObservationStorage, mergedFrom innerSince: Int = -1) {
        guard let previous = current?.storage else {
            return start(with: AccessEntry(storage: storage, readSince: beginReading(storage, mergedFrom: innerSince)))
        }
        if let position = position(of: storage) {
            swap(&current!, &earlier[position])
            positions?[ObjectIdentifier(previous)] = position
            return
        }
        let entry = AccessEntry(storage: storage, readSince: beginReading(storage, mergedFrom: innerSince))
        // The new entry goes in at the end and trades places with the current one, so that
        // neither is copied.
        if earlier.isEmpty { earlier.reserveCapacity(4) }
        positions?[ObjectIdentifier(previous)] = earlier.count
        earlier.append(entry)
        swap(&current!, &earlier[earlier.count - 1])
        if positions == nil, earlier.count > Self.scanLimit {
            var index: [ObjectIdentifier: Int] = [:]
            for (position, entry) in earlier.enumerated() { index[ObjectIdentifier(entry.storage)] = position }
            positions = index
        }
    }

    /// Counts the scope among the readers of `storage` (see `ConcurrentWrites`) and returns the
    /// write sequence its reads are dated by: `innerSince`, for reads merged from a nested scope
    /// that began reading earlier.
    private func beginReading(_ storage: ObservationStorage, mergedFrom innerSince: Int) -> Int {
        let since = storage.beginReading()
        return innerSince >= 0 ? innerSince : since
    }

    /// Ends the scope's readings without installing anything (its body threw).
    mutating func stopReading() {
        guard hasReads else { return }
        forEachEntry { entry in entry.pointee.storage.endReading() }
    }

    /// Sets `current` while it is nil, in place: an assignment would first destroy the nil,
    /// which for an entry this large goes through `Optional`'s generic value witness (a call, on
    /// every scope's first read). A nil entry owns nothing, so nothing leaks.
    private mutating func start(with entry: consuming AccessEntry) {
        withUnsafeMutablePointer(to: &current) { $0.initialize(to: entry) }
    }

    private func position(of storage: ObservationStorage) -> Int? {
        if let positions { return positions[ObjectIdentifier(storage)] }
        return earlier.firstIndex { $0.storage === storage }
    }

    /// Destroys the collector at `collector`. One that read a single object, listing its
    /// properties inline (a `withObservationTracking` scope, typically) holds a reference to that
    /// object's storage alone: it is released directly, not through the value witness that
    /// destroys every field (a call per field, nil or not).
    static func destroy(_ collector: UnsafeMutablePointer<AccessCollector>) {
        guard collector.pointee.holdsOneStorageAlone else {
            collector.deinitialize(count: 1)
            return
        }
        guard let storage = collector.pointee.current?.storage else { return }
        Unmanaged.passUnretained(storage).release()
    }

    /// Whether the only reference the collector holds is the current entry's storage, if any
    /// (`earlier` without a buffer is the shared empty array, which needs no release).
    private var holdsOneStorageAlone: Bool {
        positions == nil && earlier.capacity == 0 && (current.map { $0.inlineCountAlone != nil } ?? true)
    }

    /// Whether the scope read anything.
    var hasReads: Bool { current?.storage != nil }

    /// Whether the scope read one object only.
    var readsOneObject: Bool { earlier.isEmpty }

    /// Calls `body` with each entry, read in place (`AccessEntry.forEach(_:then:_:)`). Only
    /// while `hasReads`.
    mutating func forEachEntry(_ body: (UnsafePointer<AccessEntry>) -> Void) {
        // The entry is the optional's payload, laid out in its place: an optional of a struct
        // whose first field is a class reference uses that field's spare values for nil.
        withUnsafeMutablePointer(to: &current) { current in
            current.withMemoryRebound(to: AccessEntry.self, capacity: 1) { AccessEntry.forEach($0, then: earlier, body) }
        }
    }

    /// The current entry of the collector at `collector`, where it is. Only while `hasReads`.
    static func currentEntry(of collector: UnsafeMutablePointer<AccessCollector>) -> UnsafePointer<AccessEntry> {
        // As in `forEachEntry`: the optional's payload is laid out in its place.
        let offset = MemoryLayout<AccessCollector>.offset(of: \.current).unsafelyUnwrapped
        return UnsafeRawPointer(collector).advanced(by: offset).assumingMemoryBound(to: AccessEntry.self)
    }

    /// Records what the collector of a scope nested in this one read.
    mutating func merge(_ inner: UnsafeMutablePointer<AccessCollector>) {
        inner.pointee.forEachEntry { entry in
            let storage = entry.pointee.storage, since = entry.pointee.readSince
            // A property listed without a key path has a published group: its key path is
            // never asked for.
            AccessEntry.forEach(at: entry) { identity, keyPath in record(storage, identity, { keyPath! }, mergedFrom: since) }
        }
    }

    /// What the scope read, moved out (not copied); nil when it read nothing. The list carries
    /// the scope's readings of the objects, which its install ends.
    mutating func takeAccessList() -> ObservationTracking._AccessList? {
        var taken: AccessEntry?
        swap(&taken, &current)
        guard let taken else { return nil }
        var takenEarlier: [AccessEntry] = []
        swap(&takenEarlier, &earlier)
        let readers = ReaderRegistration(storages: [taken.storage] + takenEarlier.map(\.storage))
        return ObservationTracking._AccessList(current: taken, earlier: takenEarlier, readers: readers)
    }
}
