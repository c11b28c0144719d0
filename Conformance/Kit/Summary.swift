/// The runner's last line: `N passed, M failed`, then `, K skipped (why: count; …)` when cases
/// were skipped; prefixed with the reason when ObservationBackport ran alone (no Apple's
/// Observation on this OS), or with `engines` when they are named (`--apple-6.4`). A skipped case
/// is never counted as passed.
public func summaryLine(_ results: [CaseResult], oursAlone: Bool, engines: String? = nil) -> String {
    let passed = results.filter(\.passed).count
    let failed = results.filter(\.failed).count
    var line = "\(passed) passed, \(failed) failed"
    let skipReasons = results.compactMap(\.skipReason)
    if !skipReasons.isEmpty {
        var counts: [String: Int] = [:]
        for reason in skipReasons { counts[reason, default: 0] += 1 }
        let reasons = counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        line += ", \(skipReasons.count) skipped (\(reasons.joined(separator: "; ")))"
    }
    if let engines { return "\(engines): " + line }
    return oursAlone ? "ObservationBackport alone (\(SkipReason.appleObservationNeedsNewerOS)): " + line : line
}
