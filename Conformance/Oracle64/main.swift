// The program `conformance --apple-6.4` compiles from `Conformance/Cases` (ENGINE_APPLE,
// ENGINE_APPLE_64) against Apple's 6.4 Observation built from source, and runs: it records every
// case of its catalog and writes the logs as JSON to the file its first argument names. A second
// argument is the runner's `--filter` text. It is no SwiftPM target: its `Observation` module
// exists only once the oracle's build.sh has run.
import ConformanceKit
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: conformance-apple-6.4 OUTPUT.json [FILTER]\n".utf8))
    exit(2)
}
let logs = await record(catalog, filter: arguments.dropFirst().first)
do {
    try JSONEncoder().encode(logs).write(to: URL(fileURLWithPath: output))
} catch {
    FileHandle.standardError.write(Data("conformance-apple-6.4: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
