#if ENGINE_APPLE
import Observation
#elseif !ENGINE_FLOOR
import ObservationBackport
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One benchmark row: `run(n)` performs the workload `n` times and returns nanoseconds per op.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
public struct Workload: Sendable {
    public let name: String
    /// What ours must reach on this row, each relative to something (see `Target`).
    public let targets: [Target]
    /// How many operations one timed run performs.
    public let operations: Int
    public let run: @Sendable (Int) -> Double
}

/// A ratio ours must stay within on a row: ours ≤ `factor` × the reference. Declared once, with
/// the row; `benchmarks` holds the row's wall-clock time to it and `Benchmarks/instructions.sh`
/// its instructions per operation.
public struct Target: Sendable, Equatable {
    /// What ours is compared with.
    public enum Reference: Sendable, Equatable {
        /// Apple's Observation on the same row.
        case apple
        /// The hand-written floor on the same row.
        case floor
        /// Ours on another row, named: a host's update cycle against the same cycle written by
        /// hand with `withObservationTracking` on this engine.
        case ours(row: String)
    }

    public let reference: Reference
    public let factor: Double

    /// Ours within `factor` × Apple's Observation.
    public static func apple(_ factor: Double) -> Target { Target(reference: .apple, factor: factor) }
    /// Ours within `factor` × the hand-written floor.
    public static func floor(_ factor: Double) -> Target { Target(reference: .floor, factor: factor) }
    /// Ours within `factor` × ours on the row named `row`, which comes earlier in the list.
    public static func ours(on row: String, _ factor: Double) -> Target { Target(reference: .ours(row: row), factor: factor) }
}

/// Objects of the memory measurement, never freed (see `bytesPerObject`).
nonisolated(unsafe) var retained: [AnyObject] = []

/// Defeats dead-code elimination of benchmark results.
nonisolated(unsafe) var sink = 0

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@inline(never)
func blackHole(_ value: Int) { sink &+= value }

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Times `body` over `operations` operations.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
func perOperation(_ operations: Int, _ body: () -> Void) -> Double {
    let start = nanoseconds()
    measured(body)
    return Double(nanoseconds() - start) / Double(operations)
}

/// Everything a row measures runs inside this function and nothing else does: the instruction
/// counts of `Benchmarks/instructions.sh` are collected inside it only
/// (`valgrind --tool=callgrind --toggle-collect=*measured*`), so set-up is never counted.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@inline(never)
func measured(_ body: () -> Void) {
    body()
}

/// Installs `count` one-shot observers of `model.b`, as a view that read it would.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
func observeB(of model: Model, _ count: Int) {
    for _ in 0..<count { withObservationTracking { blackHole(model.b) } onChange: {} }
}

/// Installs `perWrite` observers of one property, then writes it once, until `n` observers have
/// been installed and fired: the cost per observer of installing it and firing it.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
func installAndFire(_ n: Int, perWrite: Int) -> Double {
    let model = Model()
    return perOperation(n) {
        for start in stride(from: 0, to: n, by: perWrite) {
            for _ in start..<min(n, start + perWrite) { withObservationTracking { blackHole(model.a) } onChange: {} }
            model.a = start &+ 1
        }
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
public let workloads: [Workload] = [
    Workload(name: "read outside any scope", targets: [.apple(0.25), .floor(2)], operations: 1_000_000) { n in
        let model = Model()
        return perOperation(n) { for _ in 0..<n { blackHole(model.a) } }
    },
    Workload(name: "write, no observers", targets: [.apple(0.25), .floor(2)], operations: 1_000_000) { n in
        let model = Model()
        return perOperation(n) { for i in 0..<n { model.a = i } }
    },
    Workload(name: "in-place += , no observers", targets: [.apple(0.25), .floor(2)], operations: 1_000_000) { n in
        let model = Model()
        return perOperation(n) { for _ in 0..<n { model.a += 1 } }
    },
    Workload(name: "write, 200 observers on another property", targets: [.apple(0.25), .floor(2)], operations: 1_000_000) { n in
        let model = Model()
        observeB(of: model, 200)
        return perOperation(n) { for i in 0..<n { model.a = i &+ 1 } }
    },
    // The first write to each object: nothing the object learnt from earlier writes helps.
    Workload(name: "the same, first write to a fresh object", targets: [.apple(0.25), .floor(2)], operations: 2_000) { n in
        var total = 0.0
        for start in stride(from: 0, to: n, by: 100) {
            let models = (start..<min(n, start + 100)).map { _ in Model() }
            for model in models { observeB(of: model, 200) }
            total += perOperation(1) { for model in models { model.a = 1 } }
        }
        return total / Double(n)
    },
    Workload(name: "two threads writing two objects", targets: [.apple(0.25), .floor(2)], operations: 1_000_000) { n in
        twoThreads(n)
    },
    Workload(name: "object init", targets: [.apple(0.5), .floor(2)], operations: 1_000_000) { n in
        perOperation(n) { for _ in 0..<n { blackHole(Model().b) } }
    },
    Workload(name: "read inside a scope", targets: [.apple(0.5), .floor(2)], operations: 1_000_000) { n in
        let model = Model()
        return perOperation(n) {
            withObservationTracking {
                for _ in 0..<n { blackHole(model.a) }
            } onChange: {}
        }
    },
    Workload(name: "1,000 reads inside one scope", targets: [.apple(0.5), .floor(2)], operations: 1_000) { n in
        let model = Model()
        return perOperation(n) {
            for _ in 0..<n {
                withObservationTracking {
                    for _ in 0..<250 { blackHole(model.a &+ model.b &+ model.c &+ model.d) }
                } onChange: {}
            }
        }
    },
    Workload(name: "track 4 properties + fire", targets: [.apple(0.5), .floor(2)], operations: 100_000) { n in
        let model = Model()
        return perOperation(n) {
            for i in 0..<n {
                withObservationTracking {
                    blackHole(model.a &+ model.b &+ model.c &+ model.d)
                } onChange: {}
                model.c = i &+ 1
            }
        }
    },
    // Per observer: a view installs its tracking, and a write fires it.
    Workload(name: "1,000 observers on one property: install + fire", targets: [.apple(0.5), .floor(2)], operations: 100_000) { n in
        installAndFire(n, perWrite: 1_000)
    },
    // The same with 100 times more observers: the cost per observer must not grow.
    Workload(name: "100,000 observers on one property: install + fire", targets: [.apple(0.5), .floor(2)], operations: 1_000_000) { n in
        installAndFire(n, perWrite: 100_000)
    },
    Workload(name: "1,000 one-shot observers fired by one write", targets: [.apple(0.5), .floor(2)], operations: 100) { n in
        let model = Model()
        var total = 0.0
        for round in 0..<n {
            for _ in 0..<1000 { withObservationTracking { blackHole(model.a) } onChange: {} }
            total += perOperation(1) { model.a = round &+ 1 }
        }
        return total / Double(n)
    },
    // What a view does on every render: read 4 properties of each of 3 models, install, and be
    // invalidated by a write.
    Workload(name: "view cycle: 12 reads over 3 objects, install, fire", targets: [.apple(0.5), .floor(2)], operations: 100_000) { n in
        let models = (0..<3).map { _ in Model() }
        return perOperation(n) {
            for i in 0..<n {
                withObservationTracking {
                    for model in models { blackHole(model.a &+ model.b &+ model.c &+ model.d) }
                } onChange: {}
                models[1].b = i &+ 1
            }
        }
    },
] + updateCycleWorkloads

/// Two threads, each writing its own object `n` times; wall time per write pair.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
func twoThreads(_ n: Int) -> Double {
    // Apart in memory, so the threads do not share a cache line (false sharing is the
    // allocator's doing, not the engine's).
    let first = Model()
    let spacers = (0..<16).map { _ in Model() }
    let models = [first, Model()]
    withExtendedLifetime(spacers) {}
    var threads: [pthread_t] = []
    let start = nanoseconds()
    for model in models {
        let box = Unmanaged.passRetained(WriterJob(model: model, count: n)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        pthread_create(&thread, nil, { raw in
            // The argument is optional on Glibc, not on Darwin.
            guard let raw = raw as UnsafeMutableRawPointer? else { return nil }
            let job = Unmanaged<WriterJob>.fromOpaque(raw).takeRetainedValue()
            measured { for i in 0..<job.count { job.model.a = i } }
            return nil
        }, box)
        #if canImport(Glibc)
        threads.append(thread)
        #else
        threads.append(thread!)
        #endif
    }
    for thread in threads { pthread_join(thread, nil) }
    return Double(nanoseconds() - start) / Double(n)
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
final class WriterJob: @unchecked Sendable {
    let model: Model
    let count: Int
    init(model: Model, count: Int) {
        self.model = model
        self.count = count
    }
}

/// Bytes of memory per observable object at rest (no observers): the growth of the resident set
/// while 200,000 objects are alive, so it counts every allocation an object makes and the
/// allocator's own overhead. Runs first, before other workloads leave freed memory to reuse.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
public func bytesPerObject() -> Double {
    let count = 200_000
    var models: [Model] = []
    models.reserveCapacity(count)
    let before = residentBytes()
    for _ in 0..<count { models.append(Model()) }
    let after = residentBytes()
    retained.append(contentsOf: models)  // kept alive: freed memory would be reused by the next engine
    return Double(after - before) / Double(count)
}

/// The resident set size, from /proc/self/statm (Linux); 0 elsewhere.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0, resident = 0
    guard withUnsafeMutablePointer(to: &size, { sizePointer in
        withUnsafeMutablePointer(to: &resident) { residentPointer in
            withVaList([sizePointer, residentPointer]) { vfscanf(file, "%ld %ld", $0) }
        }
    }) == 2 else { return 0 }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
}
