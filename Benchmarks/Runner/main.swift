import BenchmarkWorkloadsApple
import BenchmarkWorkloadsBackport
import BenchmarkWorkloadsFloor

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: benchmarks                       every row, every engine, best of 11 runs each (the
                                            engines of a row taking turns)
           benchmarks --only ENGINE ROW [--runs N] [--operations N]
                                            one row of one engine (for perf or callgrind)
           benchmarks --list [--all] [--operations] [--targets]
                                            the row names, one a line (then, after tabs, each
                                            row's operations per run and its targets); with
                                            --all, also the rows of Swift 6.4's API

    ENGINE is ours, apple, floor (the hand-written lock-protected observer table) or bridged
    (ours with AppleObservationBridge enabled; its rows also include the bridged-only rows). ROW
    is a row name or a prefix of exactly one. Instruction counts per row: Benchmarks/instructions.sh.
    Run it optimized: swift run -c release benchmarks

    Each row declares its targets (Benchmarks/Workloads): ours within a factor of Apple's
    Observation, of the hand-written floor, or of ours on another row (a host's update cycle
    against the same cycle written by hand). The default run holds each row's best wall-clock
    time to them; instructions.sh holds its instructions per operation to the same targets.
    --targets prints them as apple<=F, floor<=F or row=NAME<=F, separated by ";".

    Exit status: 0 every target met; 1 a target missed (the rows are named on standard error);
    2 bad usage; 3 what was asked compares with Apple's Observation, which this OS lacks (before
    macOS 14, iOS 17, tvOS 17, watchOS 10).
    """

/// The targets are declared with ours' rows; the other engines' copies of them go unused.
typealias Target = BenchmarkWorkloadsBackport.Target

/// One row of one engine's copy of the workloads (each copy has its own `Workload` type).
struct Row {
    let name: String
    let targets: [Target]
    let operations: Int
    let run: @Sendable (Int) -> Double
}

extension Row {
    init(_ workload: BenchmarkWorkloadsBackport.Workload) {
        self.init(name: workload.name, targets: workload.targets, operations: workload.operations, run: workload.run)
    }
}

/// One engine's copy of the workloads.
struct Engine {
    let name: String
    let workloads: [Row]
    let bytesPerObject: () -> Double
}

/// Apple's copy of the workloads, where this OS has Apple's Observation.
func appleEngine() -> Engine? {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return nil }
    return Engine(
        name: "apple", workloads: BenchmarkWorkloadsApple.workloads.map { Row(name: $0.name, targets: [], operations: $0.operations, run: $0.run) },
        bytesPerObject: BenchmarkWorkloadsApple.bytesPerObject)
}

let ours = Engine(
    name: "ours", workloads: BenchmarkWorkloadsBackport.workloads.map(Row.init),
    bytesPerObject: BenchmarkWorkloadsBackport.bytesPerObject)
/// Ours on the rows of Swift 6.4's API (SE-0506), which Apple's Observation here lacks.
let rows64 = BenchmarkWorkloadsBackport.workloads64.map(Row.init)

/// `targets` as `--list --targets` prints them: `apple<=0.5;floor<=2.0`, `row=NAME<=2.0`.
func describe(_ targets: [Target]) -> String {
    targets.map { target in
        switch target.reference {
        case .apple: "apple<=\(target.factor)"
        case .floor: "floor<=\(target.factor)"
        case .ours(let row): "row=\(row)<=\(target.factor)"
        }
    }.joined(separator: ";")
}

let floor = Engine(
    name: "floor", workloads: BenchmarkWorkloadsFloor.workloads.map { Row(name: $0.name, targets: [], operations: $0.operations, run: $0.run) },
    bytesPerObject: BenchmarkWorkloadsFloor.bytesPerObject)

/// Apple's Observation exists from macOS 14, iOS 17, tvOS 17 and watchOS 10.
let needsApple = "needs Apple's Observation (macOS 14, iOS 17, tvOS 17 or watchOS 10)"

/// Exits with `status`: 2 for bad usage, 3 when what was asked needs Apple's Observation.
func fail(_ message: String, status: Int32 = 2) -> Never {
    let text = "benchmarks: \(message)\n\n\(usage)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(status)
}

/// The value following `option`, as a positive integer, or `fallback` when absent.
func count(after option: String, in arguments: ArraySlice<String>, fallback: Int) -> Int {
    guard let at = arguments.firstIndex(of: option) else { return fallback }
    guard at + 1 < arguments.endIndex, let value = Int(arguments[at + 1]), value > 0 else {
        fail("\(option) needs a positive number")
    }
    return value
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "--help", "-h":
    print(usage)
    exit(0)
case "--list":
    let withOperations = arguments.contains("--operations"), withTargets = arguments.contains("--targets")
    for row in ours.workloads + (arguments.contains("--all") ? rows64 : []) {
        print(row.name + (withOperations ? "\t\(row.operations)" : "") + (withTargets ? "\t" + describe(row.targets) : ""))
    }
    exit(0)
case "--only":
    guard arguments.count >= 3 else { fail("--only needs an engine and a row") }
    let engineName = arguments[arguments.startIndex + 1], rowName = arguments[arguments.startIndex + 2]
    let engine: Engine
    switch engineName {
    case "ours": engine = ours
    case "floor": engine = floor
    case "apple", "bridged":
        guard let available = engineName == "apple" ? appleEngine() : bridged() else {
            fail("the \(engineName) engine \(needsApple)", status: 3)
        }
        engine = available
    default: fail("no engine named \(engineName)")
    }
    // Plus the rows of Swift 6.4's API, which only ours and the floor have.
    let rows = engine.workloads
        + (engine.name == "ours" ? rows64
            : engine.name == "floor" ? BenchmarkWorkloadsFloor.workloads64.map { Row(name: $0.name, targets: [], operations: $0.operations, run: $0.run) }
            : [])
    let candidates = rows.filter { $0.name == rowName }.isEmpty
        ? rows.filter { $0.name.hasPrefix(rowName) }
        : rows.filter { $0.name == rowName }
    guard candidates.count == 1, let row = candidates.first else {
        fail(candidates.isEmpty ? "no row starts with \"\(rowName)\"" : "\"\(rowName)\" starts several rows")
    }
    let options = arguments.dropFirst(3)
    let runs = count(after: "--runs", in: options, fallback: 20)
    let operations = count(after: "--operations", in: options, fallback: row.operations)
    let times = (0..<runs).map { _ in row.run(operations) }
    print(row.name, times.min()!, "ns")
    exit(0)
case nil:
    break
case let other?:
    fail("unknown argument \(other)")
}

let rounds = 11

/// The best of `rounds` runs of `n` operations of each of `runs`, after a warm-up run of each (a
/// tenth as many), taken in turns (one run of each, then again), so that a slow spell of the
/// machine (a shared machine's CPU can be slower for a second or more) falls on all of them
/// alike instead of on the one whose runs it happened to cover: a ratio compares times from the
/// same stretch of time.
func bestInTurns(_ runs: [@Sendable (Int) -> Double], _ n: Int) -> [Double] {
    for run in runs { _ = run(max(1, n / 10)) }
    var best = Array(repeating: Double.infinity, count: runs.count)
    for _ in 0..<rounds {
        for (index, run) in runs.enumerated() { best[index] = min(best[index], run(n)) }
    }
    return best
}

/// `text` then spaces to `width`, and at least one: a long row name never runs into its numbers.
func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}

/// The targets a row missed, as `ours/floor 2.5 > 2.0`; `ratios` holds ours/reference of each
/// target, in order.
func misses(_ targets: [Target], _ ratios: [Double]) -> [String] {
    zip(targets, ratios).compactMap { target, ratio in
        guard ratio > target.factor else { return nil }
        let reference = switch target.reference {
        case .apple: "Apple"
        case .floor: "floor"
        case .ours(let row): "\"\(row)\""
        }
        return "ours/\(reference) \(format(ratio)) > \(target.factor)"
    }
}

/// A ratio and, when it is one of the row's targets, the target: `0.09 (≤ 0.25)`.
func ratio(_ value: Double, _ reference: Target.Reference, of targets: [Target]) -> String {
    guard let target = targets.first(where: { $0.reference == reference }) else { return format(value) }
    return format(value) + " (≤ \(target.factor))"
}

guard let apple = appleEngine() else { fail("the table of ratios against Apple's engine \(needsApple)", status: 3) }
let engines = [apple, ours, floor]
// Memory first: later workloads leave freed memory that new objects would reuse.
let bytes = engines.map { $0.bytesPerObject() }

/// Every row that missed a target, with what it missed.
var missed: [(row: String, misses: [String])] = []

/// The row of ours (`rows`) that `row` is held to, if any (a host's update cycle, held to the same
/// cycle written by hand): measured again in turns with `row`.
func heldTo(_ row: Row, in rows: [Row]) -> Row? {
    for target in row.targets {
        guard case .ours(let other) = target.reference else { continue }
        guard let reference = rows.first(where: { $0.name == other }) else {
            fail("row \"\(row.name)\" is held to \"\(other)\", which is no row of ours")
        }
        return reference
    }
    return nil
}

/// Ours/reference for each of `row`'s targets; `other` is ours' time on the row it is held to.
func ratios(of row: Row, ours: Double, apple: Double?, floor: Double, other: Double?) -> [Double] {
    row.targets.map { target in
        switch target.reference {
        case .apple: ours / apple!
        case .floor: ours / floor
        case .ours: ours / other!
        }
    }
}

print(
    pad("workload", 52) + pad("Apple ns", 12) + pad("ours ns", 11) + pad("floor ns", 11)
        + pad("ours/Apple", 17) + pad("ours/floor", 17) + "ours/other row")
for index in ours.workloads.indices {
    let row = ours.workloads[index]
    let reference = heldTo(row, in: ours.workloads)
    let runs = engines.map { $0.workloads[index].run } + (reference.map { [$0.run] } ?? [])
    let times = bestInTurns(runs, row.operations)
    let rowRatios = ratios(of: row, ours: times[1], apple: times[0], floor: times[2], other: reference.map { _ in times[3] })
    let rowMisses = misses(row.targets, rowRatios)
    if !rowMisses.isEmpty { missed.append((row.name, rowMisses)) }
    let other = zip(row.targets, rowRatios).first { if case .ours = $0.0.reference { true } else { false } }
    print(
        pad(row.name, 52) + pad(format(times[0]), 12) + pad(format(times[1]), 11) + pad(format(times[2]), 11)
            + pad(ratio(times[1] / times[0], .apple, of: row.targets), 17)
            + pad(ratio(times[1] / times[2], .floor, of: row.targets), 17)
            + (other.map { format($0.1) + " (≤ \($0.0.factor))" } ?? "")
            + (rowMisses.isEmpty ? "" : "  MISSED"))
}
let bytesMet = bytes[1] <= bytes[0]
if !bytesMet { missed.append(("bytes per object at rest", ["ours/Apple \(format(bytes[1] / bytes[0])) > 1.0"])) }
print(
    pad("bytes per object at rest", 52) + pad(format(bytes[0]), 12) + pad(format(bytes[1]), 11)
        + pad(format(bytes[2]), 11) + pad(format(bytes[1] / bytes[0]) + " (≤ 1.0)", 17) + format(bytes[1] / bytes[2])
        + (bytesMet ? "" : "  MISSED"))

// Swift 6.4's API (SE-0506): no Apple engine here has it, so ours is compared with the floor only.
print("\n" + pad("Swift 6.4 API (no Apple 6.4 here)", 52) + pad("ours ns", 11) + pad("floor ns", 11) + "ours/floor")
for (row, floorRow) in zip(rows64, BenchmarkWorkloadsFloor.workloads64) {
    let times = bestInTurns([row.run, floorRow.run], row.operations)
    let (oursTime, floorTime) = (times[0], times[1])
    let rowMisses = misses(row.targets, ratios(of: row, ours: oursTime, apple: nil, floor: floorTime, other: nil))
    if !rowMisses.isEmpty { missed.append((row.name, rowMisses)) }
    print(
        pad(row.name, 52) + pad(format(oursTime), 11) + pad(format(floorTime), 11)
            + ratio(oursTime / floorTime, .floor, of: row.targets) + (rowMisses.isEmpty ? "" : "  MISSED"))
}
if missed.isEmpty {
    print("all targets met")
} else {
    print("targets missed: \(missed.count) rows")
    let lines = missed.map { "  \($0.row): \($0.misses.joined(separator: ", "))" }.joined(separator: "\n")
    let text = "benchmarks: MISSED targets (best of \(rounds) runs, wall-clock):\n\(lines)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}
if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { printBridgeTable() }  // `apple` exists: always
exit(missed.isEmpty ? 0 : 1)
