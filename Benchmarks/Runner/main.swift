import BenchmarkWorkloadsApple
import BenchmarkWorkloadsBackport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs every workload against Apple's Observation and ObservationBackport in alternation and
/// prints, per row, both figures (best of several runs), the ratio ours/Apple and its target.
/// Run it optimized: `swift run -c release benchmarks`.
///
/// `benchmarks --only ours|apple|bridged <row prefix>` runs one row of one engine for a while,
/// for a profiler (`perf record`), and prints its time; `bridged` is ours with
/// `AppleObservationBridge` enabled.
let rounds = 7
let iterations = 1_000_000
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--only" {
    if arguments[2] == "bridged" { enableAppleObservationBridge() }
    let engine: [(name: String, run: @Sendable (Int) -> Double)] = arguments[2] == "apple"
        ? BenchmarkWorkloadsApple.workloads.map { ($0.name, $0.run) }
        : BenchmarkWorkloadsBackport.workloads.map { ($0.name, $0.run) }
    guard let row = engine.first(where: { $0.name.hasPrefix(arguments[3]) }) else {
        fatalError("no row starts with \(arguments[3])")
    }
    let times: [Double] = (0..<20).map { _ in row.run(iterations / 10) }
    print(row.name, times.min()!, "ns")
    exit(0)
}

func best(_ run: @Sendable (Int) -> Double, _ n: Int) -> Double {
    (0..<rounds).map { _ in run(n) }.min()!
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}

// Memory first: later workloads leave freed memory that new objects would reuse.
let appleBytes = BenchmarkWorkloadsApple.bytesPerObject()
let ourBytes = BenchmarkWorkloadsBackport.bytesPerObject()

print(pad("workload", 46) + pad("Apple ns", 12) + pad("ours ns", 12) + pad("ratio", 8) + "target")
var missed = 0
for (apple, ours) in zip(BenchmarkWorkloadsApple.workloads, BenchmarkWorkloadsBackport.workloads) {
    let n = apple.name.contains("1,000") ? iterations / 10 : iterations
    _ = apple.run(n / 10)
    _ = ours.run(n / 10)
    let appleTime = best(apple.run, n)
    let ourTime = best(ours.run, n)
    let ratio = ourTime / appleTime
    let met = ratio <= ours.target
    if !met { missed += 1 }
    print(pad(apple.name, 46) + pad(format(appleTime), 12) + pad(format(ourTime), 12)
        + pad(format(ratio), 8) + "≤ \(ours.target)" + (met ? "" : "  MISSED"))
}
print(pad("bytes per object at rest", 46) + pad(format(appleBytes), 12) + pad(format(ourBytes), 12)
    + pad(format(ourBytes / appleBytes), 8) + "≤ 1.0" + (ourBytes <= appleBytes ? "" : "  MISSED"))
print(missed == 0 && ourBytes <= appleBytes ? "all targets met" : "targets missed")
printBridgeTable()
