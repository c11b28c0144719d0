import BenchmarkWorkloadsApple
import BenchmarkWorkloadsBackport
import BenchmarkWorkloadsFloor

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: benchmarks                       every row, every engine, best of 7 runs each
           benchmarks --only ENGINE ROW [--runs N] [--operations N]
                                            one row of one engine (for perf or callgrind)
           benchmarks --list [--operations] the row names, one a line (and each row's
                                            operations per run, after a tab)

    ENGINE is ours, apple, floor (the hand-written lock-protected observer table) or bridged
    (ours with AppleObservationBridge enabled; its rows also include the bridged-only rows). ROW
    is a row name or a prefix of exactly one. Instruction counts per row: Benchmarks/instructions.sh.
    Run it optimized: swift run -c release benchmarks

    Exit status: 0 every target met; 1 a target missed; 2 bad usage; 3 what was asked compares
    with Apple's Observation, which this OS lacks (before macOS 14, iOS 17, tvOS 17, watchOS 10).
    """

/// One engine's copy of the workloads.
struct Engine {
    let name: String
    let workloads: [(name: String, target: Double, operations: Int, run: @Sendable (Int) -> Double)]
    let bytesPerObject: () -> Double
}

/// Apple's copy of the workloads, where this OS has Apple's Observation.
func appleEngine() -> Engine? {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return nil }
    return Engine(
        name: "apple", workloads: BenchmarkWorkloadsApple.workloads.map { ($0.name, $0.target, $0.operations, $0.run) },
        bytesPerObject: BenchmarkWorkloadsApple.bytesPerObject)
}

let ours = Engine(
    name: "ours", workloads: BenchmarkWorkloadsBackport.workloads.map { ($0.name, $0.target, $0.operations, $0.run) },
    bytesPerObject: BenchmarkWorkloadsBackport.bytesPerObject)
let floor = Engine(
    name: "floor", workloads: BenchmarkWorkloadsFloor.workloads.map { ($0.name, $0.target, $0.operations, $0.run) },
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
    let withOperations = arguments.contains("--operations")
    for row in ours.workloads { print(withOperations ? "\(row.name)\t\(row.operations)" : row.name) }
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
        + (engine.name == "ours" ? BenchmarkWorkloadsBackport.workloads64.map { ($0.name, $0.target, $0.operations, $0.run) }
            : engine.name == "floor" ? BenchmarkWorkloadsFloor.workloads64.map { ($0.name, $0.target, $0.operations, $0.run) }
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

let rounds = 7

func best(_ run: @Sendable (Int) -> Double, _ n: Int) -> Double {
    (0..<rounds).map { _ in run(n) }.min()!
}

/// `text` then spaces to `width`, and at least one: a long row name never runs into its numbers.
func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}

/// Ours must stay within this factor of the floor.
let floorTarget = 2.0

guard let apple = appleEngine() else { fail("the table of ratios against Apple's engine \(needsApple)", status: 3) }
let engines = [apple, ours, floor]
// Memory first: later workloads leave freed memory that new objects would reuse.
let bytes = engines.map { $0.bytesPerObject() }

print(
    pad("workload", 52) + pad("Apple ns", 12) + pad("ours ns", 11) + pad("floor ns", 11)
        + pad("ours/Apple", 17) + "ours/floor")
var missed = 0
for index in ours.workloads.indices {
    let row = ours.workloads[index]
    let runs = engines.map { $0.workloads[index].run }
    for run in runs { _ = run(max(1, row.operations / 10)) }
    let times = runs.map { best($0, row.operations) }
    let (appleRatio, floorRatio) = (times[1] / times[0], times[1] / times[2])
    let met = appleRatio <= row.target && floorRatio <= floorTarget
    if !met { missed += 1 }
    print(
        pad(row.name, 52) + pad(format(times[0]), 12) + pad(format(times[1]), 11) + pad(format(times[2]), 11)
            + pad(format(appleRatio) + " (≤ \(row.target))", 17) + format(floorRatio) + " (≤ \(floorTarget))"
            + (met ? "" : "  MISSED"))
}
let bytesMet = bytes[1] <= bytes[0]
print(
    pad("bytes per object at rest", 52) + pad(format(bytes[0]), 12) + pad(format(bytes[1]), 11)
        + pad(format(bytes[2]), 11) + pad(format(bytes[1] / bytes[0]) + " (≤ 1.0)", 17) + format(bytes[1] / bytes[2])
        + (bytesMet ? "" : "  MISSED"))

// Swift 6.4's API (SE-0506): no Apple engine here has it, so ours is compared with the floor only.
print("\n" + pad("Swift 6.4 API (no Apple 6.4 here)", 52) + pad("ours ns", 11) + pad("floor ns", 11) + "ours/floor")
for (row, floorRow) in zip(BenchmarkWorkloadsBackport.workloads64, BenchmarkWorkloadsFloor.workloads64) {
    for run in [row.run, floorRow.run] { _ = run(max(1, row.operations / 10)) }
    let (oursTime, floorTime) = (best(row.run, row.operations), best(floorRow.run, row.operations))
    let met = oursTime / floorTime <= floorTarget
    if !met { missed += 1 }
    print(
        pad(row.name, 52) + pad(format(oursTime), 11) + pad(format(floorTime), 11)
            + format(oursTime / floorTime) + " (≤ \(floorTarget))" + (met ? "" : "  MISSED"))
}
print(missed == 0 && bytesMet ? "all targets met" : "targets missed: \(missed + (bytesMet ? 0 : 1)) rows")
if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { printBridgeTable() }  // `apple` exists: always
exit(missed == 0 && bytesMet ? 0 : 1)
