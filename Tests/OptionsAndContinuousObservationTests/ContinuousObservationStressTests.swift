import Dispatch
import Foundation
import Testing
import ObservationBackport

/// Concurrent writers against `withContinuousObservation`, for TSan (`swift test --sanitize=thread
/// --filter ContinuousObservationStressTests`): the last call sees the final value, and no call
/// starts once `cancel()` has returned on `apply`'s isolation.
@MainActor @Suite(.unbridged, .deadline) struct ContinuousObservationStressTests {
    nonisolated static let writers = 4
    nonisolated static let writesPerWriter = 500

    /// Writers on several threads; `apply` on the main actor.
    @Test func mainActorApplySeesTheFinalValueAndStopsAtCancel() async {
        let counter = SharedCounter()
        let calls = Recorder<Int>()
        let token = withContinuousObservation(options: [.didSet]) { _ in calls.record(counter.value) }
        await Self.write(counter, from: 1)
        let final = Self.writers * Self.writesPerWriter
        #expect(await eventually { calls.recorded.last == final })
        #expect(calls.recorded.count < final + 1, "changes are coalesced, not replayed")

        token.cancel()
        let callsAtCancel = calls.recorded.count
        await Self.write(counter, from: final + 1)
        await settle()
        #expect(calls.recorded.count == callsAtCancel)
    }

    /// Writers on several threads, a nonisolated `apply`, and a cancel from yet another thread
    /// while they write: no crash, no race, and the calls stop.
    @Test nonisolated func nonisolatedApplyWithACancelDuringWrites() async {
        let counter = SharedCounter()
        let calls = Recorder<Int>()
        let token = makeNonisolatedObservation(counter, calls)
        let cancelled = Recorder<Bool>()
        let box = TokenBox(token)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await Self.write(counter, from: 1) }
            group.addTask {
                try? await Task.sleep(nanoseconds: 2_000_000)
                box.cancel()
                cancelled.record(true)
            }
        }
        #expect(cancelled.recorded == [true])
        try? await Task.sleep(nanoseconds: 20_000_000)  // a call decided before the cancel may finish
        let settled = calls.recorded.count
        await Self.write(counter, from: 10_000)
        try? await Task.sleep(nanoseconds: 20_000_000)
        #expect(calls.recorded.count == settled)
    }

    /// `writers` threads each writing `writesPerWriter` increasing values starting at `first`;
    /// the last value written is the largest.
    nonisolated static func write(_ counter: SharedCounter, from first: Int) async {
        await Task.detached {
            let source = ValueSource(first - 1)
            DispatchQueue.concurrentPerform(iterations: writers) { _ in
                // One lock orders the values with the writes, so the final value is the largest.
                for _ in 0..<writesPerWriter { source.writeNext(to: counter) }
            }
        }.value
    }
}

/// A token moved into a class, so another task can cancel it.
final class TokenBox: @unchecked Sendable {
    private let lock = NSLock()
    private var token: ObservationTracking.Token?

    init(_ token: consuming ObservationTracking.Token) {
        self.token = consume token
    }

    func cancel() {
        lock.lock()
        let taken = token.take()
        lock.unlock()
        taken?.cancel()
    }
}

/// Increasing values, each written under one lock.
final class ValueSource: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int

    init(_ value: Int) {
        self.value = value
    }

    func writeNext(to counter: SharedCounter) {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        counter.value = value
    }
}
