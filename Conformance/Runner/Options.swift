/// The runner's command line.
struct Options {
    var filter: String?
    var json = false
    var quiet = false

    static let usage = """
        usage: conformance [--filter TEXT] [--json | --quiet]
          --filter TEXT  run only the cases whose name or source contains TEXT
          --json         print the results as JSON instead of a table
          --quiet        print only the failing cases and the summary line (for CI)
        """

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--filter":
                guard let text = rest.popFirst() else { throw UsageError("--filter needs a value") }
                filter = text
            case "--json": json = true
            case "--quiet", "-q": quiet = true
            default: throw UsageError("unknown argument \(argument)")
            }
        }
    }
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
