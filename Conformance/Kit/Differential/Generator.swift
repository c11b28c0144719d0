/// SplitMix64: a tiny seeded generator, so that a seed reproduces a program on every platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Program {
    /// The program for `seed`: a few objects, then a random mix of tracking (a third of the scopes
    /// by Apple's `withObservationTracking`, see `Scope.apple`), SPI observers (Apple's too),
    /// links, writes (in place or not, on this thread, another, or several at once),
    /// cancellations and drops.
    public static func generate(seed: UInt64) -> Program {
        var builder = ProgramBuilder(seed: seed)
        return builder.build()
    }
}

private struct ProgramBuilder {
    var random: SeededGenerator
    var live: [Int] = []
    /// Objects made by the macro: never written by concurrent threads.
    var macroObjects: Set<Int> = []
    var nextObject = 0
    var nextScope = 0
    var nextObserver = 0
    var steps: [Step] = []

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func build() -> Program {
        for _ in 0..<Int.random(in: 1...3, using: &random) { create() }
        for _ in 0..<Int.random(in: 3...24, using: &random) { step() }
        return Program(steps)
    }

    mutating func step() {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<8: create()
        case 8..<14:
            if let id = live.randomElement(using: &random) {
                live.removeAll { $0 == id }
                steps.append(.drop(id: id))
            }
        case 14..<22:
            steps.append(.link(parent: object(), child: Bool.random(using: &random) ? object() : nil))
        case 22..<42: steps.append(.track(scope(depth: 0)))
        case 42..<52: steps.append(.observe(observer()))
        case 52..<57:
            if nextObserver > 0 { steps.append(.cancel(id: Int.random(in: 0..<nextObserver, using: &random))) }
        case 57..<82: steps.append(.write(write()))
        case 82..<91: steps.append(.writeOnThread((0..<Int.random(in: 1...3, using: &random)).map { _ in write() }))
        default:
            let threads = Int.random(in: 2...3, using: &random)
            let writes = (0..<threads).map { _ in
                (0..<Int.random(in: 1...4, using: &random)).map { _ in write(inPlace: true) }
                    .filter { !macroObjects.contains($0.object) }
            }
            steps.append(.writeConcurrently(writes))
        }
    }

    mutating func create() {
        let id = nextID(&nextObject)
        let macro = Bool.random(using: &random)
        if macro { macroObjects.insert(id) }
        live.append(id)
        steps.append(.create(id: id, macro: macro))
    }

    /// A live object most of the time, sometimes a dropped or never-created one.
    mutating func object() -> Int {
        if let id = live.randomElement(using: &random), Int.random(in: 0..<10, using: &random) > 0 { return id }
        return Int.random(in: 0...nextObject, using: &random)
    }

    mutating func reads() -> [Read] {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in
            Read(object: object(), member: Read.Member.allCases.randomElement(using: &random)!)
        }
    }

    mutating func observer() -> Observer {
        let callbacks = Int.random(in: 1...3, using: &random)
        return Observer(
            id: nextID(&nextObserver), reads: reads(), willSet: callbacks & 1 != 0, didSet: callbacks & 2 != 0,
            cancelAfter: Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 1...3, using: &random) : nil,
            apple: Int.random(in: 0..<3, using: &random) == 0)
    }

    mutating func scope(depth: Int) -> Scope {
        let id = nextID(&nextScope)
        let nestedCount = depth < 2 && Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 1...2, using: &random) : 0
        let rearm = Int.random(in: 0..<3, using: &random) == 0
        return Scope(
            id: id, reads: reads(), nested: (0..<nestedCount).map { _ in scope(depth: depth + 1) },
            rearm: rearm, spawn: !rearm && Int.random(in: 0..<5, using: &random) == 0 ? observer() : nil,
            apple: Int.random(in: 0..<3, using: &random) == 0)
    }

    mutating func write(inPlace: Bool? = nil) -> Write {
        Write(
            object: object(), member: Write.Member.allCases.randomElement(using: &random)!,
            value: Int.random(in: 1...9, using: &random), inPlace: inPlace ?? Bool.random(using: &random))
    }

    func nextID(_ counter: inout Int) -> Int {
        defer { counter += 1 }
        return counter
    }
}
