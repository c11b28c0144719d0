import ConformanceKit
import Foundation

/// Prints the conformance table as Markdown, one row per case: verdict, case, source, what the
/// document says, what Apple (`apple` names which) does, what we do.
func printTable(_ results: [CaseResult], onlyFailures: Bool, apple appleName: String) {
    let rows = results.filter { !onlyFailures || $0.failed }
    guard !rows.isEmpty else { return }
    print("| verdict | case | source | documented | \(appleName) | ours |")
    print("|---|---|---|---|---|---|")
    for result in rows {
        var documented = render(result.documented)
        if let older = result.documentedForOlderSwift {
            documented = "**not Swift 6.3's behaviour: \(older); compared to \(appleName)** — \(documented)"
        }
        if let swift64 = result.documentedForSwift64 {
            documented += " (**Swift 6.4 logs \(render(swift64))**, which ours follows)"
        }
        if result.verdict == .unexplainedDrift {
            documented = "**Apple contradicts this without a recorded reason: fix the case** — \(documented)"
        }
        var ours = render(result.ours)
        if result.verdict == .deliberate, let reason = result.deliberateDifference {
            ours = "**differs on purpose: \(reason)** — \(ours)"
        } else if result.verdict == .fail, let pinned = result.oursDeliberately {
            ours = "**should differ on purpose, logging \(render(pinned))** — \(ours)"
        }
        if let reason = result.skipReason {
            ours = "**skipped: \(reason)** — \(ours)"
        }
        // No Apple run: a case of an API newer than Apple's here (SE-0506), or any case on an OS
        // without Apple's Observation, is judged against its documented events (or skipped).
        let apple = switch (result.apple, result.verdict) {
        case (nil, .skipped): "(not run)"
        case (nil, .missing): render(nil)
        case (nil, _): "(no Apple run here: judged against the documented events)"
        default: render(result.apple)
        }
        let cells = [result.verdict.rawValue.uppercased(), result.name, result.source, documented, apple, ours]
        print("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
    }
}

func printJSON(_ results: [CaseResult]) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(results)) ?? Data()
    print(String(decoding: data, as: UTF8.self))
}

/// The one line said before the table when ObservationBackport runs alone.
let oursAloneNote = """
    \(SkipReason.appleObservationNeedsNewerOS): checking ObservationBackport's events against the \
    documented ones; cases that need Apple's log are skipped
    """

private func render(_ events: [String]?) -> String {
    guard let events else { return "(case missing in this engine)" }
    return events.isEmpty ? "(no events)" : events.joined(separator: " · ")
}
