extension Observations {
    /// Produces the values of an `Observations` sequence. Use one iterator per task.
    public struct Iterator: AsyncIteratorProtocol {
        private let emit: Emit
        /// Holds no reference to the models (see `ChangeSignal`); only `emit` does, so dropping
        /// the iterator releases them.
        private let changes = ChangeSignal()
        private var phase = Phase.notStarted

        private enum Phase {
            case notStarted, observing, finished
        }

        init(emit: Emit) {
            self.emit = emit
        }

        /// The next value: at the first call the closure's current value, afterwards its value
        /// after the next change. Returns `nil` once the task is cancelled, after the closure
        /// threw (the error is thrown once) or returned `.finish`, and on every call after that.
        public mutating func next(
            isolation iterationIsolation: isolated (any Actor)? = #isolation
        ) async throws(Failure) -> Element? {
            switch phase {
            case .finished:
                return nil
            case .notStarted:
                phase = .observing
            case .observing:
                guard await changes.wait(isolation: iterationIsolation) else {
                    phase = .finished
                    return nil
                }
            }
            guard !Task.isCancelled else {
                phase = .finished
                return nil
            }
            do {
                switch try await Self.emitTracked(emit, signalling: changes, isolation: emit.isolation) {
                case .next(let element):
                    return element
                case .finish:
                    phase = .finished
                    return nil
                }
            } catch {
                phase = .finished
                throw error
            }
        }

        /// The same as `next(isolation:)` from a nonisolated context.
        ///
        /// Not in Apple's interface: there the standard library derives it from
        /// `next(isolation:)`, but only on macOS 15 / iOS 18 and later, and this type
        /// back-deploys to macOS 10.15 / iOS 13. Disfavoured so that `iterator.next()` keeps
        /// resolving to `next(isolation:)` and stays on the caller's actor.
        @_disfavoredOverload
        public mutating func next() async throws(Failure) -> Element? {
            try await next(isolation: nil)
        }

        /// Calls `emit` on its own isolation, tracking what it reads so that the first change to
        /// any of it, or the deinitialization of an object it read, signals `changes`: Swift 6.4's
        /// `Observations` tracks with the options `[.willSet, .deinit]`, so freeing a model the
        /// closure read runs it again (where it can finish).
        private static func emitTracked(
            _ emit: Emit, signalling changes: ChangeSignal, isolation: isolated (any Actor)?
        ) throws(Failure) -> Iteration {
            var installed: Observer?
            let outcome = ObservationTracking.track(
                options: [.willSet, .deinit], emit.call, onChange: { _ in changes.signal() }, installed: &installed)
            if installed == nil, case .success(.next) = outcome {
                misuse(
                    "the closure of an Observations sequence read no observable property, so no change "
                        + "can produce another element; the next call to next() waits until its task is cancelled")
            }
            return try outcome.get()
        }
    }
}
