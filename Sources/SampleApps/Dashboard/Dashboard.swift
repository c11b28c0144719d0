import ObservationBackport

// A live dashboard: many rows, a few of them changed at a time by a background task. Each row
// is its own @Observable object read by its own view, so a change re-evaluates that row only.

/// One row's figure. `@MainActor`: the background task computes changes and hands them to the
/// main actor, where views read; see `Dashboard.startFeed`.
@MainActor @Observable final class Metric: Identifiable {
    let id: Int
    let name: String
    var value: Int
    /// The last change: positive, negative or zero.
    var change = 0

    init(id: Int, name: String, value: Int) {
        self.id = id
        self.name = name
        self.value = value
    }
}

@MainActor @Observable final class Dashboard {
    static let names = ["api", "auth", "billing", "cache", "cdn", "db-primary", "db-replica", "dns",
                        "email", "gateway", "images", "jobs", "logs", "metrics", "queue", "search",
                        "sessions", "storage", "payments", "uploads"]

    let metrics: [Metric]
    /// Batches of changes applied so far.
    private(set) var batches = 0
    /// Row changes applied so far.
    private(set) var rowChanges = 0
    /// The value from which a row is marked `!`, set with the "Alert at" slider: every row reads
    /// it, so moving the slider re-evaluates them all, where a batch re-evaluates only its rows.
    var alertLevel = 80.0

    init() {
        metrics = Self.names.enumerated().map { Metric(id: $0.offset, name: $0.element, value: 50) }
    }

    func apply(_ changes: [Feed.Change]) {
        for change in changes {
            let metric = metrics[change.row]
            metric.change = change.value - metric.value
            metric.value = change.value
        }
        batches += 1
        rowChanges += changes.count
    }
}

/// Where the changes come from: a repeatable pseudo-random walk (SplitMix64), so that a script
/// prints the same frames on every run. A value type: the background task owns its copy.
struct Feed: Sendable {
    struct Change: Sendable {
        let row: Int
        let value: Int
    }

    private var state: UInt64
    private var values: [Int]

    init(seed: UInt64, rows: Int) {
        state = seed
        values = Array(repeating: 50, count: rows)
    }

    private mutating func random(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    /// One to three rows move by up to 5 either way (staying within 0…99).
    mutating func next() -> [Change] {
        (0...random(3)).map { _ in
            let row = random(values.count)
            values[row] = min(max(values[row] + random(11) - 5, 0), 99)
            return Change(row: row, value: values[row])
        }
    }
}

extension Dashboard {
    /// Live: a detached task (off the main actor) computes a batch four times a second and
    /// hands it to the main actor. The Swift 6 way to change a main-actor model from the
    /// background: no `@unchecked Sendable`, since `Dashboard` is `@MainActor` and so `Sendable`.
    func startFeed(seed: UInt64) -> RunningTimer {
        let rows = metrics.count
        let task = Task.detached { [self] in
            var feed = Feed(seed: seed, rows: rows)
            while !Task.isCancelled {
                do { try await Task.sleep(nanoseconds: 250_000_000) } catch { return }
                let changes = feed.next()
                await self.apply(changes)
            }
        }
        return RunningTimer { task.cancel() }
    }

    /// Scripted: one batch per `tick`, from the same feed.
    func startFeed(seed: UInt64, ticks timers: any TimerSource) -> RunningTimer {
        var feed = Feed(seed: seed, rows: Self.names.count)
        return timers.start { [weak self] in self?.apply(feed.next()) }
    }
}
