/// The runner's command line.
struct Options {
    var filter: String?
    var json = false
    var quiet = false
    /// With `--fuzz N`: run N differential programs instead of the cases.
    var fuzzCount: Int?
    var seed: UInt64 = 0
    /// With `--apple-bridge`: ObservationBackport runs with `AppleObservationBridge` enabled from
    /// the start, so every case and program checks that the bridge changes nothing of ours.
    var appleBridge = false
    /// With `--apple-6.4 DIR`: the oracle folder whose `build.sh` builds Apple's 6.4 Observation;
    /// the cases then run against that build instead of the toolchain's Observation.
    var appleSixFour: String?
    /// With `--help`: print the usage and exit 0.
    var help = false

    static let usage = """
        usage: conformance [--filter TEXT] [--json | --quiet] [--apple-bridge] [--apple-6.4 DIR]
               conformance --fuzz N [--seed S] [--apple-bridge]
               conformance --help
          --filter TEXT  run only the cases whose name or source contains TEXT
          --json         print the results as JSON instead of a table
          --quiet        print only the failing cases and the summary line (for CI)
          --fuzz N       run the differential test: N generated programs on both engines,
                         seeds S, S+1, …; a failure prints its seed and a shrunk program
          --apple-bridge enable AppleObservationBridge first (otherwise the first case or program
                         that tracks with Apple's engine enables it, for the rest of the run)
          --apple-6.4 DIR
                         run the cases against Apple's Swift 6.4 Observation built from its sources
                         by DIR/build.sh (DIR: the apple-observation-6.4 oracle folder, e.g.
                         ../shared/oracles/apple-observation-6.4), into .build/apple-observation-6.4;
                         the SE-0506 cases then compare with Apple's too, except those that change
                         a property while apply runs, which that build's registrar cannot decide
                         (they are judged against their documented events, as without DIR)
          -h, --help     print this help

        Each case runs against Apple's Observation and ObservationBackport. Where this OS lacks
        Apple's Observation (before macOS 14, iOS 17, tvOS 17, watchOS 10), ObservationBackport's
        events are checked against the documented ones instead; the cases that need Apple's log are
        skipped. The cases of Swift 6.4's API (SE-0506) compare with Apple only with --apple-6.4;
        otherwise ours is checked against their documented events. The summary line names the
        engines under --apple-6.4 and counts passed, failed and skipped cases (saying why any skipped).

        exit status:
          0  every case that ran passed (or the N programs agreed)
          1  a case failed (or a program's logs differ on the two engines)
          2  bad usage: an unknown argument or a missing value
          3  --fuzz cannot run here: it needs Apple's Observation with its SPI (Linux toolchains)
          4  --apple-6.4: the oracle could not be built or its cases could not run (the step and
             its diagnostics are printed)
        """

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--filter":
                guard let text = rest.popFirst() else { throw UsageError("--filter needs a value") }
                filter = text
            case "--help", "-h": help = true
            case "--json": json = true
            case "--apple-bridge": appleBridge = true
            case "--quiet", "-q": quiet = true
            case "--apple-6.4":
                guard let folder = rest.popFirst() else { throw UsageError("--apple-6.4 needs the oracle's folder") }
                appleSixFour = folder
            case "--fuzz":
                guard let text = rest.popFirst(), let count = Int(text), count > 0 else {
                    throw UsageError("--fuzz needs a positive count")
                }
                fuzzCount = count
            case "--seed":
                guard let text = rest.popFirst(), let value = UInt64(text) else {
                    throw UsageError("--seed needs an unsigned integer")
                }
                seed = value
            default: throw UsageError("unknown argument \(argument)")
            }
        }
        if fuzzCount != nil && appleSixFour != nil {
            throw UsageError("--fuzz runs against the toolchain's Observation; it cannot be combined with --apple-6.4")
        }
    }
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
