import Foundation

/// What one follower has shown so far, written by the follower (on whatever thread it runs) and
/// read by the driver between rounds.
///
/// - `shown`: the property values of the follower's latest delivery.
/// - `doubled`: how often a callback that its API promises to run once (a one-shot `onChange`,
///   one invalidation per evaluation, one pass per request) ran again.
/// - `idle`: deliveries that showed exactly what was already shown (a notification without a
///   change since; allowed, reported for information).
///
/// Thread story: one `NSLock` guards every field.
public final class FollowerRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var shownValues: [Int] = []
    private var doubledCount = 0
    private var idleCount = 0
    private var deliveryCount = 0

    public init() {}

    /// Records a delivery that showed `values`.
    public func show(_ values: [Int]) {
        lock.lock()
        defer { lock.unlock() }
        deliveryCount += 1
        if values == shownValues { idleCount += 1 } else { shownValues = values }
    }

    /// Records a callback that ran more often than its API promises.
    public func noteDoubled() {
        lock.lock()
        doubledCount += 1
        lock.unlock()
    }

    /// A consistent copy of the counters.
    public var snapshot: (shown: [Int], doubled: Int, idle: Int, deliveries: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (shownValues, doubledCount, idleCount, deliveryCount)
    }
}

/// Counts the calls of one callback that its API promises to make at most once (the `onChange` of
/// one tracking, the invalidation of one evaluation), and records the second and later ones as
/// doubled.
public final class OnceCheck: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    private let record: FollowerRecord

    public init(_ record: FollowerRecord) {
        self.record = record
    }

    /// Counts a call; returns whether it is the first.
    @discardableResult
    public func call() -> Bool {
        lock.lock()
        calls += 1
        let first = calls == 1
        lock.unlock()
        if !first { record.noteDoubled() }
        return first
    }
}

/// Counts the calls of a callback that its API promises to make at most once per period (one
/// invalidation per evaluation, one pass per request), and records the second and later calls
/// of a period as doubled. `begin()` starts the next period.
public final class OncePerPeriod: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    private let record: FollowerRecord

    public init(_ record: FollowerRecord) {
        self.record = record
    }

    /// Starts a period: the next call is its first.
    public func begin() {
        lock.lock()
        calls = 0
        lock.unlock()
    }

    /// Counts a call of the current period.
    public func call() {
        lock.lock()
        calls += 1
        let again = calls > 1
        lock.unlock()
        if again { record.noteDoubled() }
    }
}
