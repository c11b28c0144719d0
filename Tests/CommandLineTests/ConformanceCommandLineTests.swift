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

    @Test func appleSixFourNeedsAnOracleFolderAndStandsAlone() throws {
        let missing = try conformance.run(["--apple-6.4"])
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("conformance: --apple-6.4 needs the oracle's folder\n"))
        let withFuzz = try conformance.run(["--fuzz", "1", "--apple-6.4", "oracle"])
        #expect(withFuzz.status == 2)
        #expect(withFuzz.error.hasPrefix("conformance: --fuzz runs against the toolchain's Observation"))
        #expect(try conformance.run(["--help"]).output.contains("--apple-6.4 DIR"))
    }

    /// A folder without the oracle's build.sh ends the run at once, saying so: never a pass.
    @Test func appleSixFourWithoutTheOracleFailsWithStatus4() throws {
        let run = try conformance.run(["--quiet", "--apple-6.4", "/nonexistent/apple-observation-6.4"])
        #expect(run.status == 4)
        #expect(run.output == "")
        #expect(run.error.contains("no executable build.sh in /nonexistent/apple-observation-6.4"), "\(run.error)")
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
