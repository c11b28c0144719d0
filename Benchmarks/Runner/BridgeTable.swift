import BenchmarkWorkloadsApple
import BenchmarkWorkloadsBackport

/// Ours with `AppleObservationBridge` enabled, for `--only bridged`: every row of ours, then the
/// rows that only mean something with the bridge on. Enables the bridge for the process; nil
/// where this OS has no Apple's Observation to bridge to.
func bridged() -> Engine? {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return nil }
    enableAppleObservationBridge()
    let rows = BenchmarkWorkloadsBackport.workloads + BenchmarkWorkloadsBackport.bridgedWorkloads
    return Engine(
        name: "bridged", workloads: rows.map(Row.init),
        bytesPerObject: BenchmarkWorkloadsBackport.bytesPerObject)
}

/// The cost of `AppleObservationBridge`, row by row: ObservationBackport with the bridge off,
/// then on. The bridge cannot be switched off again, so this runs after every other row. Then the
/// rows that only mean something with the bridge on (`bridgedWorkloads`), against Apple's engine.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
func printBridgeTable() {
    let rows = BenchmarkWorkloadsBackport.workloads
    let off = rows.map { row in bestInTurns([row.run], row.operations)[0] }
    enableAppleObservationBridge()
    print("")
    print(pad("ours, AppleObservationBridge off / on", 52) + pad("off ns", 12) + pad("on ns", 12) + "on/off")
    for (row, offTime) in zip(rows, off) {
        let onTime = bestInTurns([row.run], row.operations)[0]
        print(pad(row.name, 52) + pad(format(offTime), 12) + pad(format(onTime), 12) + format(onTime / offTime))
    }
    print("")
    print(pad("bridged rows, Apple's engine / ours", 52) + pad("Apple ns", 12) + pad("ours ns", 12) + "ratio")
    for bridged in BenchmarkWorkloadsBackport.bridgedWorkloads {
        guard let apple = BenchmarkWorkloadsApple.workloads.first(where: { bridged.name.hasPrefix($0.name) }) else {
            continue
        }
        let times = bestInTurns([apple.run, bridged.run], bridged.operations)
        let (appleTime, ourTime) = (times[0], times[1])
        print(pad(bridged.name, 52) + pad(format(appleTime), 12) + pad(format(ourTime), 12) + format(ourTime / appleTime))
    }
}
