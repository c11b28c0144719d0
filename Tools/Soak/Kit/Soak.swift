import Foundation

/// What one kind of follower did over a soak.
public struct KindResult: Sendable {
    public let kind: FollowerKind
    /// Rounds whose final values it had not shown by the deadline.
    public let lost: Int
    public let doubled: Int
    public let idle: Int
    public let deliveries: Int
}

/// What every follower of one engine did over a soak.
public struct EngineResult: Sendable {
    public let engine: String
    public let rounds: Int
    public let kinds: [KindResult]
    public var lost: Int { kinds.reduce(0) { $0 + $1.lost } }
    public var doubled: Int { kinds.reduce(0) { $0 + $1.doubled } }
}

/// Soaks one engine: starts a follower of each kind it supports on the main actor, runs the
/// rounds on a thread of their own (so that the main actor stays free for the followers), then
/// stops the followers.
@MainActor
public func soak<Engine: SoakEngine>(_ engine: Engine.Type, _ settings: SoakSettings) async -> EngineResult {
    let model = Engine(access: settings.access)
    let followers = settings.kinds.filter(Engine.kinds.contains).map { model.follower($0) }
    for follower in followers { follower.start() }
    let records = followers.map { ($0.kind, $0.record) }
    let lost = await withCheckedContinuation { (continuation: CheckedContinuation<[Int], Never>) in
        let thread = Thread { continuation.resume(returning: runRounds(model, Engine.name, records, settings)) }
        thread.name = "soak driver"
        thread.start()
    }
    for follower in followers { follower.stop() }
    let kinds = zip(records, lost).map { record, lost in
        let counts = record.1.snapshot
        return KindResult(kind: record.0, lost: lost, doubled: counts.doubled, idle: counts.idle, deliveries: counts.deliveries)
    }
    return EngineResult(engine: Engine.name, rounds: settings.rounds, kinds: kinds)
}

/// The rounds: the writers write, then every follower has `settings.deadline` to show the final
/// values. Returns, per follower, the rounds it lost.
private func runRounds<Engine: SoakEngine>(
    _ model: Engine, _ name: String, _ records: [(FollowerKind, FollowerRecord)], _ settings: SoakSettings
) -> [Int] {
    let writers = Writers(engine: model, settings: settings)
    defer { writers.stop() }
    var lost = Array(repeating: 0, count: records.count)
    let progressStep = max(1, settings.rounds / 10)
    for round in 1...settings.rounds {
        writers.write(round: round)
        let expected = model.values()
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(settings.deadline) * 1_000_000
        var waiting = Array(records.indices)
        while !waiting.isEmpty {
            waiting.removeAll { records[$0].1.snapshot.shown == expected }
            if waiting.isEmpty { break }
            if DispatchTime.now().uptimeNanoseconds > deadline {
                for index in waiting {
                    lost[index] += 1
                    let shown = records[index].1.snapshot.shown
                    writeToStandardError("soak: \(name), round \(round): \(records[index].0.rawValue) shows \(shown), the model holds \(expected)\n")
                }
                break
            }
            usleep(20)
        }
        if round % progressStep == 0, settings.rounds >= 10_000 {
            writeToStandardError("soak: \(name), \(round) of \(settings.rounds) rounds\n")
        }
    }
    return lost
}

func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(text.data(using: .utf8)!)
}
