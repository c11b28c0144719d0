import Foundation
import MacroFuzzKit

// `swift run macro-fuzz --seed S --batches B --classes C`: the differential macro fuzzer.
// Each batch is one generated program compiled with Swift's Observation macros and with this
// package's, compared per class; the first difference is printed with its batch seed and the
// failing class shrunk to the members that still show it (exit status 1). With --apple-6.4 DIR
// Swift's side is Apple's 6.4 Observation built from source, and the programs also probe the
// 6.4 API (options and events, deinit events, continuous observation).

let usage = """
    usage: macro-fuzz [--seed S] [--batches B] [--classes C] [--build-dir DIR] [--apple-6.4 ORACLE]
      --seed S       first batch seed (default 1); batch i uses seed S + i
      --batches B    number of programs (default 10)
      --classes C    generated classes per program (default 100)
      --build-dir    SwiftPM build directory holding the built ObservationBackport
                     (default: the directory of this executable)
      --apple-6.4 ORACLE
                     compare with Apple's Swift 6.4 Observation, built from its sources by
                     ORACLE/build.sh (e.g. ../shared/oracles/apple-observation-6.4), instead of
                     the toolchain's; every program then also probes the 6.4 API: the events of
                     withObservationTracking(options:) for each change, deinit events and
                     withContinuousObservation
    """

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    if argument == "--help" || argument == "-h" {
        print(usage)
        exit(0)
    }
    guard ["--seed", "--batches", "--classes", "--build-dir", "--apple-6.4"].contains(argument), let value = arguments.popFirst() else {
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
    let runner = try DifferentialRunner(
        buildDirectory: buildDirectory, appleSixFour: options["--apple-6.4"].map { URL(fileURLWithPath: $0) })
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
    let engines = runner.comparesSwift64 ? ", against Apple 6.4 (from source), 6.4 API probed" : ""
    print("no difference in \(summary.classes) classes, \(summary.declarations) declarations, \(summary.batches) programs per engine\(engines)")
} catch {
    FileHandle.standardError.write(Data("macro-fuzz: \(error)\n".utf8))
    exit(2)
}
