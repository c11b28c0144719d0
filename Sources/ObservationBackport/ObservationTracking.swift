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

        /// Each entry, read in place: passed by value out of the array, an entry would be
        /// copied (a retain and release of everything it holds).
        func forEachEntry(_ body: (UnsafePointer<AccessEntry>) -> Void) {
            withUnsafePointer(to: current, body)
            earlier.withUnsafeBufferPointer { entries in
                guard let first = entries.baseAddress else { return }
                for index in entries.indices { body(first + index) }
            }
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
        observer = Observer.make(.none, list: list)
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
        tracking.observer.withLock { $0.callbacks = .persistent(willSet: willSet, didSet: didSet) }
        let membership = Membership(tracking.observer, willSet: willSet != nil, didSet: didSet != nil)
        list?.forEachEntry { entry in ObservationStorage.install(membership, onEntryAt: entry) }
    }

    /// Calls `onChange` once, before the first change to any property in `list`.
    @_spi(SwiftUI)
    public static func _installTracking(_ list: _AccessList, onChange: @escaping @Sendable () -> Void) {
        installOneShot(onChange, oneObject: list.earlier.isEmpty, list.forEachEntry)
    }

    /// `_installTracking(_:onChange:)` for what a scope's collector read, read where it is.
    static func installOneShot(_ onChange: @escaping @Sendable () -> Void, readIn collector: UnsafeMutablePointer<AccessCollector>) {
        installOneShot(onChange, oneObject: collector.pointee.readsOneObject) { collector.pointee.forEachEntry($0) }
    }

    /// Registers the one-shot tracking with each object of `entries`: its `onChange` inline
    /// when there is one object, one shared observer otherwise (see `OneShotTable`).
    @inline(__always)
    private static func installOneShot(
        _ onChange: @escaping @Sendable () -> Void, oneObject: Bool,
        _ entries: ((UnsafePointer<AccessEntry>) -> Void) -> Void
    ) {
        let target = oneObject ? OneShotTarget.only(onChange) : .shared(OneShotObserver.make(onChange))
        entries { entry in ObservationStorage.install(target, onEntryAt: entry) }
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
