import Testing

/// `swift run samples` exit statuses, as its `--help` documents them.
@Suite(.dedicatedThread) struct SamplesCommandLineTests {
    let samples: Product
    init() throws { samples = try Product("samples") }

    @Test func aScriptCommandThatIsNotUnderstoodExitsOne() throws {
        let run = try samples.run(["counter", "--script", "jump"])
        #expect(run.status == 1)
        #expect(run.error == "samples: not a command: \"jump\" (type `help` for the list)\n")
    }

    @Test func aScriptCommandThatCannotBeDoneExitsOne() throws {
        let run = try samples.run(["counter", "--script", "tap Nope"])
        #expect(run.status == 1)
        #expect(run.error.contains("no control labelled \"Nope\""))
    }

    @Test func badUsageExitsTwo() throws {
        for arguments in [["counter", "--bogus"], ["no-such-sample"], ["--bogus"]] {
            let run = try samples.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error.hasPrefix("samples: "), "\(arguments)")
        }
    }

    @Test func aGoodScriptExitsZeroAndHelpDocumentsTheStatuses() throws {
        #expect(try samples.run(["counter", "--script", "tap Increment"]).status == 0)
        let help = try samples.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Exit status:\n  0  "))
        #expect(help.output.contains("  1  a command of the script"))
    }
}
