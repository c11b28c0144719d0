import ObservationBackportAtomics

/// The namespace of SE-0506's options, events and tokens, and a handle on one installed
/// tracking, for view systems that observe continuously.
///
/// The type is public API, as in Apple's Observation since Swift 6.4; its members other than the
/// nested types are the `@_spi(SwiftUI)` API of Apple's module, with the same names, so code
/// written against it moves between the two modules unchanged.
public struct ObservationTracking: Sendable {
    /// The properties a tracking scope read, per object.
    @_spi(SwiftUI)
    public struct _AccessList: Sendable {
        /// The object the scope read last, and the others.
        let current: AccessEntry
        let earlier: [AccessEntry]
        /// The scope's readings of those objects, ended by the install (see `ConcurrentWrites`).
        let readers: ReaderRegistration

        /// Each entry, read in place (`AccessEntry.forEach(_:then:_:)`).
        func forEachEntry(_ body: (UnsafePointer<AccessEntry>) -> Void) {
            withUnsafePointer(to: current) { AccessEntry.forEach($0, then: earlier, body) }
        }
    }

    /// Safe across threads by its own lock and atomic word (see `Observer`).
    nonisolated(unsafe) let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    /// Creates a tracking for the accesses in `list`; nothing is observed until
    /// `_installTracking(_:willSet:didSet:)`.
    @_spi(SwiftUI)
    public init(_ list: _AccessList?) {
        observer = Observer.make(list.map { .pending($0) } ?? .none)
    }

    /// Starts calling `willSet` and/or `didSet` on every change to the tracked properties, until
    /// `cancel()`.
    ///
    /// Apple's Observation stops the process when both callbacks are nil; the backport prints
    /// why and installs nothing.
    @_spi(SwiftUI)
    public static func _installTracking(
        _ tracking: ObservationTracking,
        willSet: (@Sendable (ObservationTracking) -> Void)? = nil,
        didSet: (@Sendable (ObservationTracking) -> Void)? = nil
    ) {
        let list = tracking.observer.takePendingList()
        guard willSet != nil || didSet != nil else {
            if list != nil { misuse("_installTracking needs a willSet or a didSet callback; nothing was installed") }
            return
        }
        tracking.observer.becomePersistent(willSet: willSet, didSet: didSet)
        let membership = Membership(tracking.observer, willSet: willSet != nil, didSet: didSet != nil)
        guard let list else { return }
        var outOfDate: AnyKeyPath?
        list.forEachEntry { entry in
            if let keyPath = ObservationStorage.install(membership, onEntryAt: entry, readOn: list.readers.thread) {
                outOfDate = outOfDate ?? keyPath
            }
        }
        list.readers.end()
        // Another thread changed what the scope read before it was installed: the tracking
        // hears that change now, as if it had been installed in time.
        if let outOfDate {
            tracking.observer.willSetCall(outOfDate)?.run()
            tracking.observer.didSetCall(outOfDate)?.run()
        }
    }

    /// Calls `onChange` once, before the first change to any property in `list`.
    @_spi(SwiftUI)
    public static func _installTracking(_ list: _AccessList, onChange: @escaping @Sendable () -> Void) {
        installOneShot(
            onChange, oneObject: list.earlier.isEmpty, readOn: list.readers.thread, list.forEachEntry)
        list.readers.end()
    }

    /// `_installTracking(_:onChange:)` for what a scope's collector read, read where it is.
    static func installOneShot(
        _ onChange: consuming @escaping @Sendable () -> Void, readIn collector: UnsafeMutablePointer<AccessCollector>
    ) {
        let thread = observation_backport_thread_token()
        guard collector.pointee.readsOneObject else {
            return installOneShot(onChange, oneObject: false, readOn: thread) { collector.pointee.forEachEntry($0) }
        }
        // One object: its `onChange` goes into the registration without a copy.
        let entry = AccessCollector.currentEntry(of: collector)
        ObservationStorage.install(.only(onChange), onEntryAt: entry, readOn: thread, afterStore: false)?.claim()?()
    }

    /// Registers `target` for what a scope's collector read, read where it is (the tracking of
    /// `_trackOnce`, always a shared observer, told after the store when `afterStore`).
    static func installOneShot(
        _ target: consuming OneShotTarget, readIn collector: UnsafeMutablePointer<AccessCollector>, afterStore: Bool
    ) {
        let thread = observation_backport_thread_token()
        guard collector.pointee.readsOneObject else {
            return installOneShot(target, readOn: thread, afterStore: afterStore) { collector.pointee.forEachEntry($0) }
        }
        let entry = AccessCollector.currentEntry(of: collector)
        ObservationStorage.install(target, onEntryAt: entry, readOn: thread, afterStore: afterStore)?.claim()?()
    }

    /// Registers the one-shot tracking with each object of `entries`: its `onChange` inline
    /// when there is one object, one shared observer otherwise (see `OneShotTable`). Each
    /// object ends the scope's reading of it (the scope read on `thread`); when another thread
    /// changed what the scope read there before it was installed, the tracking fires at once.
    @inline(__always)
    private static func installOneShot(
        _ onChange: @escaping @Sendable () -> Void, oneObject: Bool, readOn thread: UInt,
        _ entries: ((UnsafePointer<AccessEntry>) -> Void) -> Void
    ) {
        let target = oneObject ? OneShotTarget.only(onChange) : .shared(OneShotObserver.make(onChange))
        installOneShot(target, readOn: thread, afterStore: false, entries)
    }

    /// Registers `target` with each object of `entries`, as above.
    @inline(__always)
    private static func installOneShot(
        _ target: OneShotTarget, readOn thread: UInt, afterStore: Bool,
        _ entries: ((UnsafePointer<AccessEntry>) -> Void) -> Void
    ) {
        var isOutOfDate = false
        entries { entry in
            if ObservationStorage.install(target, onEntryAt: entry, readOn: thread, afterStore: afterStore) != nil {
                isOutOfDate = true
            }
        }
        if isOutOfDate { target.claim()?() }
    }

    /// Stops the tracking: no callback runs after `cancel()` returns on this thread. Idempotent.
    @_spi(SwiftUI)
    public func cancel() {
        observer.cancel()
    }

    /// The key path of the last change this tracking was told about, or nil before any.
    @_spi(SwiftUI)
    public var changed: AnyKeyPath? {
        observer.changed
    }
}
