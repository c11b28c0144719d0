import ConformanceCasesApple
import ConformanceCasesBackport
import ConformanceKit
import Foundation

let options: Options
do {
    options = try Options(arguments: Array(ProcessInfo.processInfo.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("conformance: \(error.message)\n\(Options.usage)\n".utf8))
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

if options.appleBridge { ConformanceCasesBackport.letAppleTrackTheModels() }

if let count = options.fuzzCount {
    exit(runDifferential(count: count, seed: options.seed))
}

/// Apple's Observation and ours where this OS has Apple's; ours alone against the documents
/// otherwise, with a one-line note (the summary line repeats it). Then the cases of Swift 6.4's
/// API (SE-0506), which the toolchain's Apple engine cannot run: their expected events are
/// written from Apple's 6.4 sources.
@MainActor func runCases() async -> (results: [CaseResult], alone: Bool) {
    let documentedOnly = await runDocumentedOnly(
        ConformanceCasesBackport.se0506Cases + ConformanceCasesBackport.documentedOnlyCatalog, filter: options.filter)
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
        let results = await runConformance(
            apple: ConformanceCasesApple.catalog, ours: ConformanceCasesBackport.catalog, filter: options.filter)
        return (results + documentedOnly, false)
    }
    return (await runOursAlone(ours: ConformanceCasesBackport.catalog, filter: options.filter) + documentedOnly, true)
}

/// `--apple-6.4`: the cases and the SE-0506 cases against Apple's 6.4 code (recorded by a program
/// of its own), the SE-0506 cases that code cannot decide against their documented events.
@MainActor func runCases(appleRecorded: [RecordedLog]) async -> [CaseResult] {
    let results = await runConformance(
        appleRecorded: appleRecorded, ours: ConformanceCasesBackport.catalog + ConformanceCasesBackport.se0506Cases,
        filter: options.filter)
    return results + (await runDocumentedOnly(ConformanceCasesBackport.documentedOnlyCatalog, filter: options.filter))
}

/// Why `--apple-6.4` could not give Apple's logs: the run fails with exit status 4.
struct AppleSixFourFailure: Error {
    let message: String
}

/// Apple's 6.4 logs, built and recorded by programs of their own (where processes can be started).
func recordAppleSixFour(oracle folder: String) throws(AppleSixFourFailure) -> [RecordedLog] {
    #if os(Linux) || os(macOS)
    try AppleSixFour(oracle: URL(fileURLWithPath: folder), filter: options.filter).recordedLogs()
    #else
    throw AppleSixFourFailure(message: "this OS cannot start the compiler and the oracle's programs")
    #endif
}

/// Apple's 6.4 logs, built and recorded before anything else runs; a failure ends the run.
let appleRecorded: [RecordedLog]?
if let folder = options.appleSixFour {
    do {
        appleRecorded = try recordAppleSixFour(oracle: folder)
    } catch {
        FileHandle.standardError.write(Data("conformance: --apple-6.4 \(folder): \(error.message)\n".utf8))
        exit(4)
    }
} else {
    appleRecorded = nil
}

// Under --quiet, what the cases write to standard error (the misuse reports some cases provoke on
// purpose) is kept aside and shown only when a case failed.
let aside = options.quiet ? StandardErrorAside() : nil
let (results, alone) = if let appleRecorded { (await runCases(appleRecorded: appleRecorded), false) } else { await runCases() }
let failed = results.contains(where: \.failed)
aside?.restore(replaying: failed)

let engines = appleRecorded == nil ? nil : """
    ObservationBackport against Apple 6.4 (from source), \(ConformanceCasesBackport.documentedOnlyCatalog.count) \
    SE-0506 cases documented-only (a change while apply runs: the oracle's registrar is not 6.4's)
    """
let summary = summaryLine(results, oursAlone: alone, engines: engines)
if options.json {
    printJSON(results)
    FileHandle.standardError.write(Data("\(summary)\n".utf8))
} else {
    if alone && !options.quiet { print(oursAloneNote) }
    printTable(results, onlyFailures: options.quiet, apple: appleRecorded == nil ? "Apple 6.3" : "Apple 6.4")
    print(summary)
}
exit(failed ? 1 : 0)
