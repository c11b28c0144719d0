import Foundation

// `swift run -c release compile-cost`: what `@Observable` costs a user's build. See `usage`.

let usage = """
    usage: compile-cost [--sizes 1,10,100,500] [--properties N] [--repetitions R]
                        [--instructions | --no-instructions] [--instruction-sizes 1,10,100]
                        [--instruction-properties N] [--keep DIR] [--build-dir DIR]

    Type-checks generated model files (classes of P stored properties, N properties per file)
    with Apple's @Observable (import Observation) and ours (import ObservationBackport), each
    also with its expansion written out as plain Swift, and prints per property, above the
    same plain classes importing the same module:
      - CPU milliseconds of the compiler and its plugin processes (median of R runs, interleaved);
      - instructions, counted by valgrind's callgrind (one run of a smaller file; only if
        valgrind exists);
      - of ours, the instructions of our plugin process (the rest is the compiler's);
      - and per class, the number of macro expansion requests (one plugin round trip each).
    The hand-expanded forms come from the compiler's own -dump-macro-expansions of the macro form.

      --sizes S          properties per class (default 1,10,100,500)
      --properties N     properties per file; a file has max(1, N / P) classes (default 1000)
      --repetitions R    CPU-time runs per file (default 3)
      --instructions     count instructions (default when valgrind is on PATH)
      --no-instructions  skip the callgrind runs (about 30 times slower than a type-check)
      --instruction-sizes S       sizes whose instructions are counted (default 1,10,100)
      --instruction-properties N  properties per file counted (default 100, at least one class)
      --keep DIR         write the model files to DIR and keep them
      --build-dir DIR    SwiftPM build directory with the built plugin and module
                         (default: the directory of this executable)
    Exit status: 0 table printed, 1 a file failed to type-check or a tool failed, 2 bad usage.
    """

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("compile-cost: \(message)\n".utf8))
    exit(status)
}

var options: [String: String] = [:]
var flags: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--instructions", "--no-instructions":
        flags.insert(argument)
    case "--sizes", "--properties", "--repetitions", "--instruction-sizes", "--instruction-properties", "--keep",
        "--build-dir":
        guard let value = arguments.popFirst() else { fail("\(argument) needs a value; see --help", status: 2) }
        options[argument] = value
    default:
        fail("unexpected '\(argument)'; see --help", status: 2)
    }
}
@MainActor func sizes(_ option: String, default list: String) -> [Int] {
    let sizes = (options[option] ?? list).split(separator: ",").map { Int($0) ?? 0 }
    guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { fail("\(option) takes positive whole numbers; see --help", status: 2) }
    return sizes
}
let timedSizes = sizes("--sizes", default: "1,10,100,500")
let countedSizes = Set(sizes("--instruction-sizes", default: "1,10,100"))
guard let total = Int(options["--properties"] ?? "1000"), total > 0,
    let countedTotal = Int(options["--instruction-properties"] ?? "100"), countedTotal > 0,
    let repetitions = Int(options["--repetitions"] ?? "3"), repetitions > 0
else { fail("--properties, --instruction-properties and --repetitions take positive whole numbers; see --help", status: 2) }

let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
func onPath(_ name: String) -> URL? {
    path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
guard let swiftc = onPath("swiftc") else { fail("swiftc is not on PATH", status: 1) }
let hasValgrind = onPath("valgrind") != nil
if flags.contains("--instructions") && !hasValgrind { fail("--instructions needs valgrind on PATH", status: 2) }
let countInstructions = hasValgrind && !flags.contains("--no-instructions")

let buildDirectory = options["--build-dir"].map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let scratch = options["--keep"].map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("compile-cost-\(getpid())")

do {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { if options["--keep"] == nil { try? FileManager.default.removeItem(at: scratch) } }
    let measurement = CostMeasurement(
        swiftc: swiftc, buildDirectory: buildDirectory, scratch: scratch, repetitions: repetitions)
    var rows: [CostMeasurement.Row] = []
    for size in timedSizes {
        let file = ModelFile(classes: max(1, total / size), properties: size)
        let counted = countInstructions && countedSizes.contains(size)
            ? ModelFile(classes: max(1, countedTotal / size), properties: size) : nil
        FileHandle.standardError.write(Data("compile-cost: \(file.classes) classes × \(size) properties…\n".utf8))
        rows.append(try measurement.measure(file, counting: counted))
    }
    print(CostMeasurement.table(rows, repetitions: repetitions))
} catch {
    fail("\(error)", status: 1)
}
