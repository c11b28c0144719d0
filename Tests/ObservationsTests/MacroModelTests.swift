import Testing
import ObservationBackport

/// A model written with the `@Observable` macro: `target`'s own `didSet` writes `display`, so one
/// write to `target` is one mutation chain with two changes.
@Observable final class Thermostat: @unchecked Sendable {
    var target = 20 {
        didSet { display = "\(target)°" }
    }
    var display = "20°"
}

/// The behaviours that depend on what the macro generates, checked on a macro-expanded model.
@MainActor @Suite struct MacroModelTests {
    @Test func observationsYieldNothingForAnEqualWriteThroughTheMacro() async {
        let thermostat = Thermostat()
        var iterator = Observations { thermostat.target }.makeAsyncIterator()
        #expect(await iterator.next() == 20)

        thermostat.target = 20
        Task { @MainActor in thermostat.target = 21 }  // runs only once `next()` waits

        #expect(await iterator.next() == 21)
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func aWriteWhoseDidSetWritesAnotherPropertyCausesOneRunSeeingBoth() {
        let thermostat = Thermostat()
        let seen = Recorder<String>()
        let token = observeContinuously { seen.record("\(thermostat.target) \(thermostat.display)") }

        thermostat.target = 22

        #expect(seen.recorded == ["20 20°", "22 22°"])
        token.cancel()
    }

    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func anInPlaceMutationCausesOneRun() {
        let thermostat = Thermostat()
        let seen = Recorder<Int>()
        let token = observeContinuously { seen.record(thermostat.target) }

        thermostat.target += 1

        #expect(seen.recorded == [20, 21])
        token.cancel()
    }
}
