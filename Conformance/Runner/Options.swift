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

    static let usage = """
        usage: conformance [--filter TEXT] [--json | --quiet] [--apple-bridge]
               conformance --fuzz N [--seed S] [--apple-bridge]
          --filter TEXT  run only the cases whose name or source contains TEXT
          --json         print the results as JSON instead of a table
          --quiet        print only the failing cases and the summary line (for CI)
          --fuzz N       run the differential test: N generated programs on both engines,
                         seeds S, S+1, …; a failure prints its seed and a shrunk program
          --apple-bridge enable AppleObservationBridge first (otherwise the first case or program
                         that tracks with Apple's engine enables it, for the rest of the run)
        """

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--filter":
                guard let text = rest.popFirst() else { throw UsageError("--filter needs a value") }
                filter = text
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
