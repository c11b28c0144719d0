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

/// The `onChange` of one `withObservationTracking` call that read several objects, or of an
/// options tracking (installed as `apply` reads, see `FloorReads`): it runs once, for whichever
/// thread claims the word first, on whichever object.
///
/// The word: `armed`, `fired`, or, for an options tracking while `apply` runs, `applying` and
/// then `pending` if a change came meanwhile (reported by `arm()` once `apply` has returned).
///
/// Thread story: the closure is stored before the observer is installed anywhere and afterwards
/// touched only by the thread whose compare-exchange claimed it; every other thread only reads
/// the word.
final class FloorObserver: ManagedBuffer<FloorObserver.Callback, Int> {
    /// The callback, wrapped: a function type stored directly as the buffer's header would be
    /// reabstracted, which allocates a second object per observer.
    struct Callback {
        var onChange: FloorCallback?
    }

    private static let armed = 0, fired = 1, applying = 2, pending = 3

    /// An observer that fires at once (`applying` false) or only once `arm()` is called.
    static func make(_ onChange: FloorCallback, applying: Bool = false) -> FloorObserver {
        let buffer = create(minimumCapacity: 1) { _ in Callback(onChange: onChange) }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: applying ? Self.applying : armed) }
        return unsafeDowncast(buffer, to: FloorObserver.self)
    }

    /// True once fired or claimed: its entries are dead weight.
    var hasFired: Bool {
        withUnsafeMutablePointerToElements { observation_backport_load($0) & Self.fired != 0 }
    }

    /// Calls the closure, for the first caller only; while `apply` runs, only notes the change.
    func fire() {
        if claim(from: Self.armed, to: Self.fired) {
            call()
        } else {
            _ = claim(from: Self.applying, to: Self.pending)
        }
    }

    /// `apply` has returned: from now on a change fires, and one that came meanwhile fires now.
    func arm() {
        if !claim(from: Self.applying, to: Self.armed) {
            withUnsafeMutablePointerToElements { observation_backport_store($0, Self.fired) }
            call()
        }
    }

    private func claim(from expected: Int, to desired: Int) -> Bool {
        withUnsafeMutablePointerToElements { observation_backport_compare_exchange($0, expected, desired) }
    }

    /// Calls the closure and lets go of it (and what it captured).
    private func call() {
        let onChange = withUnsafeMutablePointerToHeader { header in
            defer { header.pointee.onChange = nil }
            return header.pointee.onChange
        }
        onChange?()
    }
}
