import Foundation
import MacroFuzzKit

// `swift run macro-fuzz --seed S --batches B --classes C`: the differential macro fuzzer.
// Each batch is one generated program compiled with Swift's Observation macros and with this
// package's, compared per class; the first difference is printed with its batch seed and the
// failing class shrunk to the members that still show it (exit status 1).

let usage = """
    usage: macro-fuzz [--seed S] [--batches B] [--classes C] [--build-dir DIR]
      --seed S       first batch seed (default 1); batch i uses seed S + i
      --batches B    number of programs (default 10)
      --classes C    generated classes per program (default 100)
      --build-dir    SwiftPM build directory holding the built ObservationBackport
                     (default: the directory of this executable)
    """

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    if argument == "--help" || argument == "-h" {
        print(usage)
        exit(0)
    }
    guard ["--seed", "--batches", "--classes", "--build-dir"].contains(argument), let value = arguments.popFirst() else {
        FileHandle.standardError.write(Data("macro-fuzz: unexpected '\(argument)'\n\(usage)\n".utf8))
        exit(2)
    }
    options[argument] = value
}
guard let seed = UInt64(options["--seed"] ?? "1"), let batches = Int(options["--batches"] ?? "10"),
    let classes = Int(options["--classes"] ?? "100")
else {
    FileHandle.standardError.write(Data("macro-fuzz: --seed, --batches and --classes take whole numbers\n".utf8))
    exit(2)
}
let buildDirectory = options["--build-dir"].map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()

do {
    let runner = try DifferentialRunner(buildDirectory: buildDirectory)
    defer { runner.removeWorkDirectory() }
    let start = Date()
    let summary = try Campaign(runner: runner).run(seed: seed, batches: batches, classesPerBatch: classes) { progress in
        let seconds = Int(Date().timeIntervalSince(start))
        let line = "batch \(progress.batches)/\(batches): \(progress.classes) classes, \(progress.declarations) declarations, no difference (\(seconds) s)\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }
    if let failure = summary.failure {
        print("DIFFERENCE in batch seed \(failure.seed) (run again: macro-fuzz --seed \(failure.seed) --batches 1 --classes \(classes))")
        for difference in failure.differences.prefix(10) { print("  \(difference)") }
        print("shrunk declaration:\n\(failure.shrunkSource)")
        exit(1)
    }
    print("no difference in \(summary.classes) classes, \(summary.declarations) declarations, \(summary.batches) programs per engine")
} catch {
    FileHandle.standardError.write(Data("macro-fuzz: \(error)\n".utf8))
    exit(2)
}
