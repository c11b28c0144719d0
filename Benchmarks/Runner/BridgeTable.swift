import BenchmarkWorkloadsApple
import BenchmarkWorkloadsBackport

/// The cost of `AppleObservationBridge`, row by row: ObservationBackport with the bridge off,
/// then on. The bridge cannot be switched off again, so this runs after every other row. Then the
/// rows that only mean something with the bridge on (`bridgedWorkloads`), against Apple's engine.
func printBridgeTable() {
    let rows = BenchmarkWorkloadsBackport.workloads
    let counts = rows.map { $0.name.contains("1,000") ? iterations / 10 : iterations }
    let off = zip(rows, counts).map { row, n in
        _ = row.run(n / 10)
        return best(row.run, n)
    }
    enableAppleObservationBridge()
    print("")
    print(pad("ours, AppleObservationBridge off / on", 46) + pad("off ns", 12) + pad("on ns", 12) + "on/off")
    for ((row, n), offTime) in zip(zip(rows, counts), off) {
        _ = row.run(n / 10)
        let onTime = best(row.run, n)
        print(pad(row.name, 46) + pad(format(offTime), 12) + pad(format(onTime), 12) + format(onTime / offTime))
    }
    print("")
    print(pad("bridged rows, Apple's engine / ours", 46) + pad("Apple ns", 12) + pad("ours ns", 12) + "ratio")
    for bridged in BenchmarkWorkloadsBackport.bridgedWorkloads {
        guard let apple = BenchmarkWorkloadsApple.workloads.first(where: { bridged.name.hasPrefix($0.name) }) else {
            continue
        }
        _ = apple.run(iterations / 10)
        _ = bridged.run(iterations / 10)
        let appleTime = best(apple.run, iterations)
        let ourTime = best(bridged.run, iterations)
        print(pad(bridged.name, 46) + pad(format(appleTime), 12) + pad(format(ourTime), 12) + format(ourTime / appleTime))
    }
}
