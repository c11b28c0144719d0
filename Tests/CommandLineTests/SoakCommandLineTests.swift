import Testing

/// `soak` as its help describes it: usage, usage errors, and a short run's summary and status.
@Suite struct SoakCommandLineTests {
    let soak: Product
    init() throws { soak = try Product("soak") }

    @Test func helpPrintsTheUsageAndExitStatusesAndSucceeds() throws {
        let run = try soak.run(["--help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("USAGE: soak"))
        #expect(run.output.contains("Exit status: 0 when ours lost nothing"))
        #expect(run.error == "")
    }

    @Test func aBadValueIsAUsageError() throws {
        let run = try soak.run(["--kinds", "render-loop,carrier-pigeon"])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("soak: unknown kind 'carrier-pigeon'; kinds: render-loop, options,"))
    }

    /// A short run of every kind of ours loses nothing and ends with one summary line naming
    /// the engine. Locked access, so that the run is data-race free under Thread Sanitizer
    /// (`--access racy` races by design).
    @Test func aShortRunOfOursEndsWithItsSummaryAndSucceeds() throws {
        let run = try soak.run(["--rounds", "30", "--engine", "ours", "--access", "locked"])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.outputLines.last == "soak summary: 30 rounds; ours: 0 lost, 0 doubled (7 kinds)")
    }
}
