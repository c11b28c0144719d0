import ObservationBackportAtomics

/// The `onChange` of one `withObservationTracking(_:onChange:)` call that read several objects,
/// shared by their `OneShotTable`s; it runs once, for the first change to any property read. (A
/// call that read one object keeps its `onChange` in its registration instead.)
///
/// Thread story: no lock. The closure is stored before the observer is installed anywhere, and
/// afterwards touched only by the one thread whose compare-exchange flips the atomic word from
/// `armed` to `claimed` (`claim()`, called by an object under its own lock), which sets it to
/// `done` once it has taken the closure out; every other thread only reads the word. So an
/// observer fires once even when two objects change on two threads at once. Its owner may arm
/// it again (`rearm`) once it is `done` and nothing else holds it.
final class OneShotObserver: ManagedBuffer<OneShotObserver.Callback, Int> {
    /// The closure, wrapped: a function type stored directly as the buffer's generic header
    /// would be reabstracted, which allocates a second object per observer.
    struct Callback {
        var onChange: (@Sendable () -> Void)?
    }

    static func make(_ onChange: @escaping @Sendable () -> Void) -> OneShotObserver {
        let buffer = create(minimumCapacity: 1) { _ in Callback(onChange: onChange) }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: 0) }
        return unsafeDowncast(buffer, to: OneShotObserver.self)
    }

    deinit {
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
    }

    private static let armed = 0, claimed = 1, done = 2

    /// True once fired. Lock-free.
    var hasFired: Bool {
        withUnsafeMutablePointerToElements { observation_backport_load($0) != Self.armed }
    }

    /// The closure to call, for the first caller only; it leaves the observer, so that what it
    /// captured is released once it has run, not when the last object drops the observer.
    func claim() -> (@Sendable () -> Void)? {
        guard withUnsafeMutablePointerToElements({ observation_backport_compare_exchange($0, Self.armed, Self.claimed) }) else {
            return nil
        }
        defer { withUnsafeMutablePointerToElements { observation_backport_store($0, Self.done) } }
        return withUnsafeMutablePointerToHeader { header in
            defer { header.pointee.onChange = nil }
            return header.pointee.onChange
        }
    }

    /// Arms the observer again with `onChange`, for its owner's next tracking, if it is done
    /// firing (the claimer's last touch of the closure happens before `done`); false otherwise.
    /// The caller must hold the only reference to it, so that no object can still fire it.
    func rearm(_ onChange: @escaping @Sendable () -> Void) -> Bool {
        guard withUnsafeMutablePointerToElements({ observation_backport_load($0) == Self.done }) else { return false }
        withUnsafeMutablePointerToHeader { $0.pointee.onChange = onChange }
        withUnsafeMutablePointerToElements { observation_backport_store($0, Self.armed) }
        return true
    }
}
