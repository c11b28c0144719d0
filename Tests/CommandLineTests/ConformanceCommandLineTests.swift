import Testing

/// `swift run conformance` as the README and CI use it: help, usage errors, quiet output.
@Suite(.dedicatedThread) struct ConformanceCommandLineTests {
    let conformance: Product
    init() throws { conformance = try Product("conformance") }

    @Test func helpPrintsTheUsageAndExitStatusesAndSucceeds() throws {
        for flag in ["--help", "-h"] {
            let run = try conformance.run([flag])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("usage: conformance"))
            #expect(run.output.contains("exit status:"))
            #expect(run.output.contains("  2  bad usage"))
            #expect(run.error == "")
        }
    }

    @Test func anUnknownArgumentIsAUsageError() throws {
        let run = try conformance.run(["--verbose"])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("conformance: unknown argument --verbose\nusage: conformance"))
    }

    @Test func aMissingValueIsAUsageError() throws {
        let run = try conformance.run(["--filter"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("conformance: --filter needs a value\n"))
    }

    /// The filtered case misuses `Observations` on purpose, and ObservationBackport reports such a
    /// misuse on standard error: under --quiet nothing but the summary line may appear.
    @Test func quietPrintsOnlyTheSummaryLine() throws {
        let run = try conformance.run(["--quiet", "--filter", "a closure that reads nothing yields"])
        #expect(run.status == 0)
        #expect(run.outputLines.count == 1, "\(run.output)")
        #expect(run.output.hasPrefix("1 passed, 0 failed") || run.output.contains(" skipped ("), "\(run.output)")
        #expect(run.error == "")
    }

    @Test func withoutQuietTheTableEndsWithTheSummary() throws {
        let run = try conformance.run(["--filter", "a closure that reads nothing yields"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("| verdict | case |"))
        #expect(run.outputLines.last?.hasSuffix(" failed") == true || run.output.contains(" skipped ("))
        #expect(run.error.contains("read no observable property"), "the misuse report stays visible")
    }
}
