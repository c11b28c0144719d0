import ConformanceCasesApple
import ConformanceCasesBackport
import ConformanceKit
import Foundation

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error.message)\n\(Options.usage)\n".utf8))
    exit(2)
}

if options.appleBridge { ConformanceCasesBackport.letAppleTrackTheModels() }

if let count = options.fuzzCount {
    let seeds = options.seed..<(options.seed + UInt64(count))
    if let failure = DifferentialCheck.run(
        seeds: seeds, apple: ConformanceCasesApple.interpret, ours: ConformanceCasesBackport.interpret)
    {
        print(failure)
        exit(1)
    }
    print("\(count) programs (seeds \(seeds.lowerBound)..<\(seeds.upperBound)): logs identical on both engines")
    exit(0)
}

// The 6.3 differential cases, then the cases of Swift 6.4's API (SE-0506), which no Apple engine
// here can run: their expected events are written from Apple's 6.4 sources.
let results = await runConformance(
    apple: ConformanceCasesApple.catalog, ours: ConformanceCasesBackport.catalog, filter: options.filter)
    + runDocumentedOnly(ConformanceCasesBackport.documentedOnlyCatalog, filter: options.filter)

if options.json {
    printJSON(results)
    FileHandle.standardError.write(Data("\(summaryLine(results))\n".utf8))
} else {
    printTable(results, onlyFailures: options.quiet)
    print(summaryLine(results))
}
exit(results.allSatisfy(\.passed) ? 0 : 1)
