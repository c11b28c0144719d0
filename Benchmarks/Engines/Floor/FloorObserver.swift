import ObservationBackportAtomics

/// A tracking's `onChange`, as the caller gave it: the one-shot tracking's, or an options
/// tracking's, which is handed the event (no closure wraps the other, which would allocate).
enum FloorCallback {
    case plain(@Sendable () -> Void)
    case event(@Sendable (borrowing FloorEvent) -> Void)

    func callAsFunction() {
        switch self {
        case .plain(let onChange): onChange()
        case .event(let onChange): onChange(FloorEvent(isWillSet: true))
        }
    }
}

/// Whom an entry of an object's table calls when one of its properties is about to change.
enum FloorTarget {
    /// The `onChange` of a scope that read this object only: the entry is its one registration,
    /// and leaves the table under the object's lock before it is called, so it runs once without
    /// any shared state (and without an allocation of its own).
    case only(FloorCallback)
    /// The observer of a scope that read several objects, one entry in each of their tables.
    case shared(FloorObserver)

    /// True for an entry whose observer already fired through another object: dead weight.
    var hasFired: Bool {
        if case .shared(let observer) = self { return observer.hasFired }
        return false
    }

    func fire() {
        switch self {
        case .only(let onChange): onChange()
        case .shared(let observer): observer.fire()
        }
    }
}

/// The `onChange` of one `withObservationTracking` call that read several objects: it runs once,
/// for whichever thread flips the word from 0 to 1 first, on whichever object.
///
/// Thread story: the closure is stored before the observer is installed anywhere and afterwards
/// touched only by the thread whose compare-exchange won; every other thread only reads the word.
final class FloorObserver: ManagedBuffer<FloorObserver.Callback, Int> {
    /// The callback, wrapped: a function type stored directly as the buffer's header would be
    /// reabstracted, which allocates a second object per observer.
    struct Callback {
        var onChange: FloorCallback?
    }

    static func make(_ onChange: FloorCallback) -> FloorObserver {
        let buffer = create(minimumCapacity: 1) { _ in Callback(onChange: onChange) }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: 0) }
        return unsafeDowncast(buffer, to: FloorObserver.self)
    }

    var hasFired: Bool {
        withUnsafeMutablePointerToElements { observation_backport_load($0) != 0 }
    }

    /// Calls the closure, for the first caller only, and lets go of it (and what it captured).
    func fire() {
        guard withUnsafeMutablePointerToElements({ observation_backport_compare_exchange($0, 0, 1) }) else { return }
        let onChange = withUnsafeMutablePointerToHeader { header in
            defer { header.pointee.onChange = nil }
            return header.pointee.onChange
        }
        onChange?()
    }
}
