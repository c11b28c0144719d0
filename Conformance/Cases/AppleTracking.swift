// Apple's tracking (`withObservationTracking`, the willSet/didSet SPI, `Observations`) observing
// the models of `AppleTrackingModels.swift`: Apple's `@Observable` models in Apple's build,
// ObservationBackport's in ours: Apple's tracking of one of our models logs exactly what it logs
// for the same model declared with Apple's @Observable. This file imports only Apple's module in
// both builds. Documented events follow Apple's semantics as the measured facts state them.
#if canImport(Darwin)
import Observation  // Apple's SDKs declare no SPI: SkipReason.appleSPINotInSDK
#else
@_spi(SwiftUI) import Observation
#endif
import ConformanceKit

/// Tracks `apply` with Apple's `withObservationTracking`, logging `label` when it fires.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private func appleTracks(_ log: EventLog, _ label: String, _ apply: () -> Void) {
    withObservationTracking(apply) { log(label) }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
var appleTrackingCases: [ConformanceCase] { [
    ConformanceCase(
        "Apple's tracking of a model: onChange fires once, before the new value is stored",
        source: "facts 6.3 (onChange runs in willSet, then the tracking is cancelled)",
        documented: ["onChange sees 0", "count = 2"]
    ) { log in
        letAppleTrackTheModels()
        let model = BridgedCounter()
        withObservationTracking { _ = model.count } onChange: { log("onChange sees \(model.count)") }
        model.count = 1
        model.count = 2
        log("count = \(model.count)")
    },
    ConformanceCase(
        "Apple's tracking of a model: an equal write notifies nobody, a different one does",
        source: "facts 6.3 (macro set accessor, Equatable)",
        documented: ["count = 0", "count = 1", "fired"]
    ) { log in
        letAppleTrackTheModels()
        let model = BridgedCounter()
        appleTracks(log, "fired") { _ = model.count }
        log("count = 0")
        model.count = 0
        log("count = 1")
        model.count = 1
    },
    ConformanceCase(
        "Apple's tracking of a model: only the properties read fire; ignored ones never",
        source: "SE-0395 (tracking is per property; @ObservationIgnored)",
        documented: ["other += 1", "ignored += 1", "count += 1", "count fired"]
    ) { log in
        letAppleTrackTheModels()
        let model = BridgedCounter()
        appleTracks(log, "count fired") { _ = model.count }
        appleTracks(log, "ignored fired") { _ = model.ignored }
        log("other += 1")
        model.other += 1
        log("ignored += 1")
        model.ignored += 1
        log("count += 1")
        model.count += 1
    },
    ConformanceCase(
        "Apple's tracking of a model: in-place mutations fire",
        source: "facts 6.3 (macro _modify: access, willSet, yield, didSet)",
        documented: ["items.append(1)", "items fired", "count += 1", "count fired"]
    ) { log in
        letAppleTrackTheModels()
        let model = BridgedCounter()
        appleTracks(log, "items fired") { _ = model.items }
        log("items.append(1)")
        model.items.append(1)
        appleTracks(log, "count fired") { _ = model.count }
        log("count += 1")
        model.count += 1
    },
    ConformanceCase(
        "Apple's tracking of nested models: a child's change fires, a new child too, and an optional child assigned itself too",
        source: "Swift Observation: in-depth analysis (nested observable objects); facts 6.3 (Optional<SomeClass> always notifies)",
        documented: ["child.count = 1", "fired, child.count was 0", "child = new", "fired", "child = same", "fired again"]
    ) { log in
        letAppleTrackTheModels()
        let parent = BridgedCounter()
        parent.child = BridgedCounter()
        withObservationTracking { _ = parent.child?.count } onChange: {
            log("fired, child.count was \(parent.child?.count ?? -1)")
        }
        log("child.count = 1")
        parent.child?.count = 1
        appleTracks(log, "fired") { _ = parent.child?.count }
        log("child = new")
        parent.child = BridgedCounter()
        appleTracks(log, "fired again") { _ = parent.child }
        log("child = same")
        parent.child = parent.child
    },
    ConformanceCase(
        "Apple's nested scopes over a model: one change fires both onChanges",
        source: "facts 6.3 (the inner scope's accesses merge into the outer's)",
        documented: ["count = 1", "inner", "outer"]
    ) { log in
        letAppleTrackTheModels()
        let model = BridgedCounter()
        withObservationTracking {
            appleTracks(log, "inner") { _ = model.count }
        } onChange: { log("outer") }
        log("count = 1")
        log.unordered { model.count = 1 }
    },
    ConformanceCase(
        "Apple's tracking and the model's own engine watch one object; one write notifies both",
        source: "the bridge to Apple's tracking (one write notifies both)",
        documented: ["count = 1", "Apple's tracking", "own engine's tracking"]
    ) { log in
        letAppleTrackTheModels()
        let model = BridgedCounter()
        appleTracks(log, "Apple's tracking") { _ = model.count }
        trackWithOwnEngine({ _ = model.count }, onChange: { log("own engine's tracking") })
        log("count = 1")
        log.unordered { model.count = 1 }
    },
    ConformanceCase(
        "Apple's tracking of a model: onChange runs on the writing thread",
        source: "facts 6.3 (onChange runs synchronously on the mutating thread)",
        documented: ["written on another thread", "onChange on the writing thread: true"]
    ) { log in
        letAppleTrackTheModels()
        let model = BridgedCounter()
        let writer = ThreadIDBox()
        withObservationTracking { _ = model.count } onChange: {
            log("onChange on the writing thread: \(writer.value == currentThreadID())")
        }
        onNewThread {
            writer.value = currentThreadID()
            log("written on another thread")
            model.count = 1
        }
    },
    ConformanceCase(
        "Apple's willSet/didSet tracking of a model: old value in willSet, new in didSet, around the property's own observers",
        source: "facts 6.3 (tracking willSet, own willSet, own didSet, tracking didSet; changed)",
        documented: [
            "observed = 1", "willSet sees 0, changed observed: true", "own willSet", "own didSet",
            "didSet sees 1, changed observed: true", "cancelled", "observed = 2", "own willSet", "own didSet",
        ]
    ) { log in
        #if canImport(Darwin)
        log.skip(SkipReason.appleSPINotInSDK)
        #else
        letAppleTrackTheModels()
        let model = BridgedCounter()
        model.log = log
        withObservationTracking { _ = model.observed } willSet: { tracking in
            log("willSet sees \(model.observed), changed observed: \(tracking.changed == \BridgedCounter.observed)")
        } didSet: { tracking in
            log("didSet sees \(model.observed), changed observed: \(tracking.changed == \BridgedCounter.observed)")
            tracking.cancel()
            log("cancelled")
        }
        log("observed = 1")
        model.observed = 1
        log("observed = 2")
        model.observed = 2
        #endif
    },
    ConformanceCase(
        "Apple's Observations of a model: the current value, a burst as its latest value, nothing for an equal write",
        source: "SE-0475 (a burst collapses to the latest value; an equal write emits nothing)",
        documented: ["next: 0", "next: 3", "count = 3 again", "count = 4", "next: 4"]
    ) { log in
        #if canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        letAppleTrackTheModels()
        let model = BridgedCounter()
        var iterator = Observations { model.count }.makeAsyncIterator()
        log("next: \(await iterator.next() ?? -1)")
        for value in 1...3 {
            model.count = value
            for _ in 0..<20 { await Task.yield() }
        }
        log("next: \(await iterator.next() ?? -1)")
        log("count = 3 again")
        model.count = 3
        for _ in 0..<20 { await Task.yield() }
        log("count = 4")
        model.count = 4
        log("next: \(await iterator.next() ?? -1)")
        #endif
    },
    ConformanceCase(
        "Apple's Observations of nested models: a new child and the child's changes both yield",
        source: "SE-0475 (greetings with an optional pet, then the pet's name)",
        documented: ["next: nil child", "child = new", "next: 0", "child.count = 5", "next: 5"]
    ) { log in
        #if canImport(Darwin) && !canImport(Observation, _version: 6.2)
        log.skip(SkipReason.observationsNotInSDK)
        #else
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return log.skip(SkipReason.observationsNeedNewerOS) }
        letAppleTrackTheModels()
        let parent = BridgedCounter()
        var iterator = Observations { parent.child.map { "\($0.count)" } ?? "nil child" }.makeAsyncIterator()
        log("next: \(await iterator.next() ?? "ended")")
        log("child = new")
        parent.child = BridgedCounter()
        log("next: \(await iterator.next() ?? "ended")")
        log("child.count = 5")
        parent.child?.count = 5
        log("next: \(await iterator.next() ?? "ended")")
        #endif
    },
] }
