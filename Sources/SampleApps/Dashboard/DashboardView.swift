import ObservationBackport
import TextViews

/// Counts how many times each row's body ran, so that the rows can show it. A side effect in
/// a body, which a real app would not have: here showing it is the point.
@MainActor final class BodyTally {
    private(set) var counts: [Int: Int] = [:]
    var total: Int { counts.values.reduce(0, +) }

    func count(_ row: Int) -> Int {
        counts[row, default: 0] += 1
        return counts[row]!
    }
}

struct MetricRow: View {
    let metric: Metric
    let dashboard: Dashboard
    let tally: BodyTally

    var body: some View {
        ObservationHost {
            let arrow = metric.change > 0 ? "▲" : metric.change < 0 ? "▼" : " "
            let bar = String(repeating: "█", count: metric.value / 5)
            let alert = Double(metric.value) >= dashboard.alertLevel ? "!" : " "
            Text(metric.name.padding(to: 11) + String(metric.value).leftPadded(to: 3) + " \(arrow) "
                 + bar.padding(to: 20) + " \(alert) body ran \(tally.count(metric.id))×")
        }
    }
}

/// The slider that sets the level from which rows are marked.
struct AlertLevelControl: View {
    @Bindable var dashboard: Dashboard

    var body: some View {
        ObservationHost {
            Slider(value: $dashboard.alertLevel, in: 0...100, step: 10) { Text("Alert at") }
        }
    }
}

/// The totals, below the rows: it re-evaluates once per batch, after the rows did.
struct DashboardFooter: View {
    let dashboard: Dashboard
    let tally: BodyTally

    var body: some View {
        ObservationHost {
            Text("\(dashboard.batches) batches changed \(dashboard.rowChanges) rows; "
                 + "row bodies ran \(tally.total) times for \(dashboard.metrics.count) rows")
        }
    }
}

struct DashboardView: View {
    let dashboard: Dashboard
    let tally = BodyTally()

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(dashboard.metrics) { metric in
                MetricRow(metric: metric, dashboard: dashboard, tally: tally)
            }
            Divider()
            AlertLevelControl(dashboard: dashboard)
            DashboardFooter(dashboard: dashboard, tally: tally)
        }
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
