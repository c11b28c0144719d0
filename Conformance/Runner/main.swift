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
/// API (SE-0506), which no Apple engine here can run: their expected events are written from
/// Apple's 6.4 sources.
@MainActor func runCases() async -> (results: [CaseResult], alone: Bool) {
    let documentedOnly = await runDocumentedOnly(ConformanceCasesBackport.documentedOnlyCatalog, filter: options.filter)
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
        let results = await runConformance(
            apple: ConformanceCasesApple.catalog, ours: ConformanceCasesBackport.catalog, filter: options.filter)
        return (results + documentedOnly, false)
    }
    return (await runOursAlone(ours: ConformanceCasesBackport.catalog, filter: options.filter) + documentedOnly, true)
}

// Under --quiet, what the cases write to standard error (the misuse reports some cases provoke on
// purpose) is kept aside and shown only when a case failed.
let aside = options.quiet ? StandardErrorAside() : nil
let (results, alone) = await runCases()
let failed = results.contains(where: \.failed)
aside?.restore(replaying: failed)

let summary = summaryLine(results, oursAlone: alone)
if options.json {
    printJSON(results)
    FileHandle.standardError.write(Data("\(summary)\n".utf8))
} else {
    if alone && !options.quiet { print(oursAloneNote) }
    printTable(results, onlyFailures: options.quiet)
    print(summary)
}
exit(failed ? 1 : 0)
