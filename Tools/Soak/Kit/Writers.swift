import Foundation

/// The writer threads: each writes one property (writer `i` the property `i % propertyCount`)
/// `writesPerRound` times a round, with a random pause between writes so that the followers run
/// in between.
///
/// Thread story: the driver starts a round by signalling each writer's semaphore and waits on
/// `done` for all of them; a writer touches nothing shared but the model.
final class Writers<Engine: SoakEngine>: @unchecked Sendable {
    private let engine: Engine
    private let settings: SoakSettings
    private let starts: [DispatchSemaphore]
    private let done = DispatchSemaphore(value: 0)
    /// The round being written; set by the driver before it signals the writers.
    private var round = 0
    private var stopping = false

    init(engine: Engine, settings: SoakSettings) {
        self.engine = engine
        self.settings = settings
        starts = (0..<settings.writers).map { _ in DispatchSemaphore(value: 0) }
        for index in 0..<settings.writers {
            let thread = Thread { [self] in self.loop(index) }
            thread.name = "soak writer \(index)"
            thread.start()
        }
    }

    /// Runs one round's writes on every writer and returns when all are stored.
    func write(round: Int) {
        self.round = round
        for start in starts { start.signal() }
        for _ in starts { done.wait() }
    }

    /// Ends the writer threads.
    func stop() {
        stopping = true
        for start in starts { start.signal() }
        for _ in starts { done.wait() }
    }

    private func loop(_ index: Int) {
        var random = SystemRandomNumberGenerator()
        while true {
            starts[index].wait()
            if stopping { break }
            let base = round &* settings.writesPerRound
            for write in 1...settings.writesPerRound {
                engine.write(index % propertyCount, base &+ write)
                if settings.jitter > 0 { spin(Int.random(in: 0..<settings.jitter, using: &random)) }
            }
            done.signal()
        }
        done.signal()
    }

    /// Busy-waits about `iterations` steps, which the optimizer keeps.
    private func spin(_ iterations: Int) {
        var sink = 0
        for step in 0..<iterations { sink &+= step }
        if sink == -1 { print(sink) }
    }
}
