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
    /// With `--help`: print the usage and exit 0.
    var help = false

    static let usage = """
        usage: conformance [--filter TEXT] [--json | --quiet] [--apple-bridge]
               conformance --fuzz N [--seed S] [--apple-bridge]
               conformance --help
          --filter TEXT  run only the cases whose name or source contains TEXT
          --json         print the results as JSON instead of a table
          --quiet        print only the failing cases and the summary line (for CI)
          --fuzz N       run the differential test: N generated programs on both engines,
                         seeds S, S+1, …; a failure prints its seed and a shrunk program
          --apple-bridge enable AppleObservationBridge first (otherwise the first case or program
                         that tracks with Apple's engine enables it, for the rest of the run)
          -h, --help     print this help

        Each case runs against Apple's Observation and ObservationBackport. Where this OS lacks
        Apple's Observation (before macOS 14, iOS 17, tvOS 17, watchOS 10), ObservationBackport's
        events are checked against the documented ones instead; the cases that need Apple's log are
        skipped. The summary line counts passed, failed and skipped cases and says why any skipped.

        exit status:
          0  every case that ran passed (or the N programs agreed)
          1  a case failed (or a program's logs differ on the two engines)
          2  bad usage: an unknown argument or a missing value
          3  --fuzz cannot run here: it needs Apple's Observation with its SPI (Linux toolchains)
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
    }
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
