@testable import SampleApps
import Testing
import TextTerminal
import TextViews

// The dashboard: a batch of changes re-evaluates the rows it changed, and the footer, nothing
// else; each row shows how many times its own body ran.

@MainActor @Suite(.unbridged) struct DashboardSampleTests {
    let run = CommandRunner(.dashboard)

    private func rows(_ frame: String) -> [Substring] {
        Array(frame.split(separator: "\n").prefix(Dashboard.names.count))
    }

    @Test func firstFrameEvaluatesEveryRowOnce() {
        #expect(run.start.evaluationCounts == ["DashboardView": 1, "MetricRow": 20, "AlertLevelControl": 1, "DashboardFooter": 1])
        #expect(rows(run.start.frame).allSatisfy { $0.hasSuffix("body ran 1×") })
        #expect(run.start.frame.hasSuffix("0 batches changed 0 rows; row bodies ran 20 times for 20 rows"))
    }

    @Test func aBatchReEvaluatesOnlyTheRowsItChanged() throws {
        for _ in 0..<5 {
            let before = rows(run.host.frame)
            let report = try run.perform("tick")
            let after = rows(report.frame)
            let changed = zip(before, after).filter { $0 != $1 }
            // Every changed row counts one more body run; the others neither change nor run.
            #expect(changed.allSatisfy { $1.hasSuffix("body ran \(Int($0.split(separator: " ").last!.dropLast())! + 1)×") })
            #expect(report.evaluationCounts == ["MetricRow": changed.count, "DashboardFooter": 1])
        }
        #expect(run.host.frame.contains("5 batches changed"))
    }

    /// The slider (added by following "Adding a control"): every row reads the alert level, so
    /// moving it re-evaluates them all, and the rows at or above it are marked.
    @Test func movingTheAlertLevelReEvaluatesEveryRow() throws {
        #expect(run.start.frame.contains("\nAlert at [████████──] 80%\n"))
        #expect(rows(run.start.frame).allSatisfy { !$0.contains(" ! body ran") })
        let report = try run.perform("set Alert at=50")
        #expect(report.evaluationCounts == ["AlertLevelControl": 1, "MetricRow": 20])
        #expect(rows(report.frame).allSatisfy { $0.hasSuffix(" ! body ran 2×") })
        #expect(report.frame.contains("\nAlert at [█████─────] 50%\n"))
    }
}
