/// An asynchronous sequence of the values of a closure, recomputed after the `@Observable`
/// properties it reads change.
///
/// Iterating calls `emit` on its own isolation (the actor it was written on, by
/// `@_inheritActorContext`) at the first `next()`, then again after each change to a property it
/// read and after an object it read is deinitialized (an `untilFinished` closure over a `weak`
/// model can then finish), as Swift 6.4's does: each call is tracked as
/// `withObservationTracking(options: [.willSet, .deinit])` tracks. Changes made while the
/// consumer is busy coalesce: the next value is computed from the latest state, once, so a
/// burst of writes yields one element. Writes that do not notify (an
/// `@Observable` setter given an equal value) yield nothing. The sequence ends when the iterating
/// task is cancelled, when `emit` throws (the error is delivered once, then `nil`), or, for
/// `untilFinished`, when `emit` returns `.finish`.
///
/// Each iterator observes on its own: two iterators of one sequence both see every change.
///
/// As in Apple's module, a change is signalled in `willSet`. A writer on another thread than
/// `emit`'s isolation can therefore let `emit` run before the new value is stored: the element
/// is the previous value again, and that write produces no further element (Apple's 6.3 has the
/// same window; writes made on `emit`'s own isolation are always seen).
///
/// Deprecated where the deployment target has Apple's `Observations` (iOS, macOS, tvOS, watchOS
/// and visionOS 26): the warning says to switch the file's import.
@available(iOS, deprecated: 26, message: "use Apple's Observations, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(macOS, deprecated: 26, message: "use Apple's Observations, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(tvOS, deprecated: 26, message: "use Apple's Observations, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(watchOS, deprecated: 26, message: "use Apple's Observations, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
@available(visionOS, deprecated: 26, message: "use Apple's Observations, same API: replace 'import ObservationBackport' with 'import Observation' in this file")
public struct Observations<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
    /// What an `untilFinished` closure produces: a value, or the end of the sequence.
    public enum Iteration: Sendable {
        /// The next element of the sequence.
        case next(Element)
        /// Ends the sequence: `next()` returns `nil` from now on.
        case finish
    }

    /// The closure, its isolation kept apart, as a plain closure that returns its outcome.
    ///
    /// Not stored as given: the field metadata of an `@isolated(any)` or typed-throws function
    /// type needs `swift_getExtendedFunctionTypeMetadata`, which iOS and tvOS before 18 lack, so
    /// `dump`, `print` or `Mirror` of a sequence holding one would crash there.
    struct Emit: Sendable {
        /// Where `call` must run.
        let isolation: (any Actor)?
        /// Calls the closure synchronously; only on `isolation`.
        let call: @Sendable () -> Result<Iteration, Failure>

        init(element emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element) {
            isolation = emit.isolation
            let body = DroppingIsolation.synchronous(emit)
            call = {
                do throws(Failure) { return .success(.next(try body())) } catch { return .failure(error) }
            }
        }

        init(iteration emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration) {
            isolation = emit.isolation
            let body = DroppingIsolation.synchronous(emit)
            call = {
                do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
            }
        }
    }

    let emit: Emit

    /// Creates a sequence of the values of `emit`, recomputed after the observable properties it
    /// reads change.
    public init(@_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element) {
        self.emit = Emit(element: emit)
    }

    /// Creates a sequence that ends when `emit` returns `.finish` (or throws).
    public static func untilFinished(
        @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration
    ) -> Observations<Element, Failure> {
        Observations(emit: Emit(iteration: emit))
    }

    private init(emit: Emit) {
        self.emit = emit
    }

    /// Creates an iterator that observes on its own; use one per task.
    public func makeAsyncIterator() -> Iterator {
        Iterator(emit: emit)
    }
}
