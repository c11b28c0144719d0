import Dispatch
import Foundation
import Testing

/// Runs each test of a suite (each case of a parameterized test) on a thread of its own.
///
/// For tests that compute or block synchronously for a long time (compiling and running
/// programs, thousands of generated programs, fuzzing): on the cooperative pool, such a test
/// holds one of its few threads (one per core) for as long, and the tests awaiting beside it
/// (an actor's job, a task's continuation) starve past their deadlines, the more so under a
/// sanitizer on a loaded machine. Here the test's task prefers an executor that is one thread
/// of its own, so its synchronous code runs there; it stays the test's task, so `#expect` and
/// the deadline's cancellation work as anywhere. A test isolated to the main actor still runs
/// there.
///
/// At most `ThreadExecutor.running` such threads run at once (two per core); the others wait
/// for a turn on their own threads, not on the pool, so that a parallel run does not start
/// every long test at once and stretch each past the time limits of the processes it runs.
struct DedicatedThreadTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }  // the suite: its tests get their own
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) else { return try await function() }
        let executor = ThreadExecutor()
        defer { executor.stop() }
        try await withTaskExecutorPreference(executor) { try await function() }
    }
}

extension Trait where Self == DedicatedThreadTrait {
    /// Each test on a thread of its own, off the cooperative pool; see `DedicatedThreadTrait`.
    static var dedicatedThread: Self { DedicatedThreadTrait() }
}

/// A task executor that is one thread, which runs the jobs enqueued on it in order and ends
/// once `stop()` was called and no job is left. One condition guards `jobs` and `stopped`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
private final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The turns: a thread runs its jobs only while it holds one.
    static let running = DispatchSemaphore(value: 2 * ProcessInfo.processInfo.activeProcessorCount)

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "test (dedicated thread)"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    func stop() {
        condition.withLock {
            stopped = true
            condition.signal()
        }
    }

    private func run() {
        Self.running.wait()
        defer { Self.running.signal() }
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// The next job, waiting for one; nil once stopped with none left.
    private func next() -> UnownedJob? {
        condition.withLock {
            while jobs.isEmpty && !stopped { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }
}
