import Foundation

/// What a flow saw, in order. `onChange` closures are `@Sendable` and run on the mutating thread,
/// so the log opts out of the target's default main-actor isolation, as an app's shared
/// logger must. One `NSLock` guards `entries`.
nonisolated final class FlowLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func callAsFunction(_ entry: String) { lock.withLock { entries.append(entry) } }

    var recorded: [String] { lock.withLock { entries } }
}

/// Lets work queued on the main actor (a continuous observation's next call, an iterator's
/// wake-up) run: a few turns of the main actor, no timing.
func mainActorTurns() async {
    for _ in 0..<10 { await Task.yield() }
}
