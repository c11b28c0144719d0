import ConformanceKit
import Foundation

/// Prints one block per case: the columns of the conformance table, one per line, so that long
/// event logs stay readable.
func printTable(_ results: [CaseResult], onlyFailures: Bool) {
    for result in results where !(onlyFailures && result.passed) {
        print("[\(result.verdict.rawValue.uppercased())] \(result.name)")
        print("    source:     \(result.source)")
        print("    documented: \(render(result.documented))")
        if let older = result.documentedForOlderSwift {
            print("    NOTE:       documented behaviour is not Swift 6.3's — \(older); verdict compares us to Apple 6.3")
        }
        print("    Apple 6.3:  \(render(result.apple))")
        print("    ours:       \(render(result.ours))")
        if result.verdict == .unexplainedDrift {
            print("    (Apple contradicts the document without a recorded reason: fix the case)")
        }
    }
}

func printJSON(_ results: [CaseResult]) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(results)) ?? Data()
    print(String(decoding: data, as: UTF8.self))
}

func summaryLine(_ results: [CaseResult]) -> String {
    let passed = results.count { $0.passed }
    return "\(passed) passed, \(results.count - passed) failed"
}

private func render(_ events: [String]?) -> String {
    guard let events else { return "(case missing in this engine)" }
    return events.isEmpty ? "(no events)" : events.joined(separator: " · ")
}
