import ObservationBackport

/// Delivers the value at a key path of an observable object now and after each change to what
/// reading it read, synchronously on the thread that made the change, once the change is stored
/// (`didSet`): what `ObservationPublisher` publishes. Combine-free, so that its ordering is
/// tested where Combine does not exist.
///
/// Thread story: `cancelled` is guarded by `lock`; `object` is weak and read only by `deliver`,
/// which runs on the thread that changes the object (or that subscribes), as `@Published` did.
final class PropertyValues<Root: AnyObject & Observable, Value>: Redelivering, @unchecked Sendable {
    private weak var object: Root?
    private let keyPath: KeyPath<Root, Value>
    private let receive: (Value) -> Void
    private let lock = Lock()
    private var cancelled = false

    /// Nothing is delivered before `start()`; the object is held weakly: once it is gone,
    /// nothing more is delivered.
    init(_ object: Root, _ keyPath: KeyPath<Root, Value>, receive: @escaping (Value) -> Void) {
        self.object = object
        self.keyPath = keyPath
        self.receive = receive
    }

    /// Delivers the current value and starts observing.
    func start() {
        deliver()
    }

    /// No value is delivered once this returns (on another thread, one already under way may).
    func cancel() {
        lock.withLock { cancelled = true }
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    func redeliver() {
        deliver()
    }

    private func deliver() {
        guard !isCancelled, let object else { return }
        let keyPath = keyPath
        // Through a non-generic existential: the change handler is @Sendable, and `Root`'s
        // metatype need not be.
        weak let again: (any Redelivering)? = self
        let value = withObservationTracking(options: .didSet) {
            object[keyPath: keyPath]
        } onChange: { _ in
            again?.redeliver()
        }
        guard !isCancelled else { return }
        receive(value)
    }
}

/// What a change handler calls to deliver the next value.
protocol Redelivering: AnyObject, Sendable {
    func redeliver()
}
