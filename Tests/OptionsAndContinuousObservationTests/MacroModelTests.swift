import Testing
import ObservationBackport

/// A model written with the `@Observable` macro: `target`'s own `didSet` writes `display`, so one
/// write to `target` makes two changes.
@Observable final class Thermostat: @unchecked Sendable {
    var target = 20 {
        didSet { display = "\(target)°" }
    }
    var display = "20°"
}

/// The behaviours that depend on what the macro generates, checked on a macro-expanded model.
@MainActor @Suite(.unbridged, .deadline) struct MacroModelTests {
    @Test func observationsYieldNothingForAnEqualWriteThroughTheMacro() async {
        let thermostat = Thermostat()
        var iterator = Observations { thermostat.target }.makeAsyncIterator()
        #expect(await iterator.next() == 20)

        thermostat.target = 20
        Task { @MainActor in thermostat.target = 21 }  // runs only once `next()` waits

        #expect(await iterator.next() == 21)
    }

    /// One call after a write whose own didSet writes another property, seeing both values: the
    /// next call is made at the observer's next suspension, after the whole write.
    @Test func aWriteWhoseDidSetWritesAnotherPropertyCausesOneCallSeeingBoth() async {
        let thermostat = Thermostat()
        let seen = Recorder<String>()
        let token = withContinuousObservation(options: [.didSet]) { _ in seen.record("\(thermostat.target) \(thermostat.display)") }
        #expect(await eventually { seen.recorded.count == 1 })

        thermostat.target = 22

        #expect(await eventually { seen.recorded.count == 2 })
        await settle()
        #expect(seen.recorded == ["20 20°", "22 22°"])
        token.cancel()
    }

    /// An in-place mutation (`_modify`) is one change: one call, on the final value.
    @Test func anInPlaceMutationCausesOneCall() async {
        let thermostat = Thermostat()
        let seen = Recorder<Int>()
        let token = withContinuousObservation(options: [.didSet]) { _ in seen.record(thermostat.target) }
        #expect(await eventually { seen.recorded.count == 1 })

        thermostat.target += 1

        #expect(await eventually { seen.recorded.count == 2 })
        await settle()
        #expect(seen.recorded == [20, 21])
        token.cancel()
    }
}
