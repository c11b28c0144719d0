import ConformanceCasesBackport
import ConformanceKit
import Testing

/// The SE-0506 cases, which no Apple engine here can run, give the events written from Apple's
/// 6.4 sources.
@Suite struct DocumentedOnlyCases {
    @Test @MainActor func giveTheirDocumentedEvents() async {
        let results = await runDocumentedOnly(ConformanceCasesBackport.documentedOnlyCatalog)
        #expect(results.count == ConformanceCasesBackport.documentedOnlyCatalog.count)
        #expect(results.count >= 10)
        for result in results where !result.passed {
            Issue.record("""
                \(result.name) — \(result.source)
                  documented: \(result.documented)
                  ours:       \(result.ours ?? [])
                """)
        }
    }
}
