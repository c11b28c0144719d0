import BenchmarkWorkloadsApple
import BenchmarkWorkloadsBackport

/// Runs every workload against Apple's Observation and ObservationBackport in alternation and
/// prints, per row, both figures (best of several runs), the ratio ours/Apple and its target.
/// Run it optimized: `swift run -c release benchmarks`.
let rounds = 7
let iterations = 1_000_000

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
