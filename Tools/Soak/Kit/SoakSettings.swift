/// The soak's command line.
public struct SoakSettings: Sendable {
    public var rounds = 1_000
    public var writers = 4
    public var writesPerRound = 40
    public var jitter = 2_000
    /// How long a follower may take to show a round's final values, in milliseconds.
    public var deadline = 1_000
    public var access = ModelAccess.racy
    public var kinds = FollowerKind.allCases
    public var engines = ["ours", "apple"]

    public static let usage = """
        USAGE: soak [--rounds N] [--writers N] [--writes N] [--jitter N] [--deadline MS]
                    [--access racy|locked] [--kinds K,K,...] [--engine ours|apple|both]

        Writer threads change the properties of one @Observable model while followers of every
        kind follow it on the main actor. After each round every follower must come to show the
        final values; one that has not within the deadline lost the round's final update.

        OPTIONS:
          --rounds N        rounds to run (default 1000)
          --writers N       writer threads; writer i writes property i % 4 (default 4)
          --writes N        writes per writer per round (default 40)
          --jitter N        up to N busy-wait steps between two writes (default 2000)
          --deadline MS     how long a follower may take to catch up (default 1000)
          --access MODE     racy: reads race with writes, as in an app that writes a model from
                            background threads; locked: every access inside the model's lock
                            (default racy)
          --kinds LIST      followers, comma-separated (default all): render-loop, options,
                            continuous, observations, host, pass, text-host
          --engine E        ours, apple (Apple's Observation, the kinds it supports), or both
                            (default both)
          -h, --help        show this help

        Per engine it prints a table of lost final updates, doubled callbacks (a callback its
        API runs at most once ran again) and idle deliveries (nothing new to show: allowed), and
        last a summary line. Exit status: 0 when ours lost nothing and doubled nothing, 1
        otherwise (Apple's counts are reported, not judged), 2 for a usage error.
        """

    public init() {}

    /// Parses `arguments` (without the program name); throws a message for a usage error.
    public init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(_ option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
            return value
        }
        func number(_ option: String, minimum: Int) throws(UsageError) -> Int {
            let text = try value(option)
            guard let number = Int(text), number >= minimum else {
                throw UsageError("\(option) takes a whole number of at least \(minimum), not '\(text)'")
            }
            return number
        }
        while let option = remaining.popFirst() {
            switch option {
            case "--rounds": rounds = try number(option, minimum: 1)
            case "--writers": writers = try number(option, minimum: 1)
            case "--writes": writesPerRound = try number(option, minimum: 1)
            case "--jitter": jitter = try number(option, minimum: 0)
            case "--deadline": deadline = try number(option, minimum: 1)
            case "--access":
                let text = try value(option)
                guard let mode = ModelAccess(rawValue: text) else { throw UsageError("--access takes racy or locked, not '\(text)'") }
                access = mode
            case "--kinds":
                kinds = []
                for name in try value(option).split(separator: ",") {
                    guard let kind = FollowerKind(rawValue: String(name)) else {
                        throw UsageError("unknown kind '\(name)'; kinds: \(FollowerKind.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    kinds.append(kind)
                }
            case "--engine":
                switch try value(option) {
                case "ours": engines = ["ours"]
                case "apple": engines = ["apple"]
                case "both": engines = ["ours", "apple"]
                case let other: throw UsageError("--engine takes ours, apple or both, not '\(other)'")
                }
            default: throw UsageError("unknown option '\(option)'")
            }
        }
    }
}

/// A command-line mistake, said in one line.
public struct UsageError: Error {
    public let message: String
    init(_ message: String) { self.message = message }
}
