import Foundation
import SampleApps
import TextViews

// The samples' command line; `samples --help` says it all.

let usage = """
    Usage:
      samples                              list the samples
      samples <name> [--evaluations]       run one: full screen in a terminal, else commands on stdin
      samples <name> --script [<commands>] run commands without a terminal, printing each frame and
                                           the views that re-evaluated (the sample's demo if none given)
      samples --help                       this text

    Options:
      --evaluations   start full screen with the re-evaluation panel shown (Ctrl-R toggles it)

    Commands (for --script, separated by commas; on stdin, one per line):
    \(TextHost.Command.helpText.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

    Exit status:
      0  the sample ran (or the list or this help was printed)
      1  a command of the script is not understood or cannot be done (no such control, …)
      2  bad usage: an unknown option, no sample of that name, an unexpected argument

    Examples:
      swift run samples counter
      swift run samples counter --script "tap Increment, tap Start timer, tick, tick 2"
      printf 'tap Increment\\nhelp\\n' | swift run samples counter | cat
    """

func printList() {
    print("Samples:")
    let width = Sample.all.map(\.name.count).max() ?? 0
    for sample in Sample.all {
        print("  " + sample.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + sample.summary)
    }
    print("\nRun one with `samples <name>`; `samples --help` for more.")
}

/// Exits with `status`: 2 for bad usage, 1 for a script command that fails (see the usage).
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("samples: \(message)\n".utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
guard let name = arguments.first else {
    printList()
    exit(0)
}
if name.hasPrefix("-") {
    fail("unknown option \(name) (see samples --help)")
}
guard let sample = Sample.named(name) else {
    fail("no sample named \"\(name)\"; the samples are: " + Sample.all.map(\.name).joined(separator: ", "))
}
arguments.removeFirst()

switch arguments.first {
case nil, "--evaluations":
    if arguments.count > 1 { fail("unexpected argument \"\(arguments[1])\" (see samples --help)") }
    await sample.makeTerminalApp(showsEvaluations: !arguments.isEmpty).run()
case "--script":
    if arguments.count > 2 {
        fail("unexpected argument \"\(arguments[2])\": give the commands as one argument, separated by commas")
    }
    let commands: [TextHost.Command]
    do {
        commands = try TextHost.Command.script(arguments.count > 1 ? arguments[1] : sample.demoScript)
    } catch {
        fail("\(error)", status: 1)
    }
    do {
        try sample.runScript(commands) { print($0) }
    } catch {
        fail("\(error)", status: 1)
    }
default:
    fail("unknown option \(arguments[0]) (see samples --help)")
}
