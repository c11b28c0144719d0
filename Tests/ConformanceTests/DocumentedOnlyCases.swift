import ConformanceCasesBackport
import ConformanceKit
import Testing

/// The SE-0506 cases, which the toolchain's Apple engine cannot run (`conformance --apple-6.4`
/// compares most of them with Apple's 6.4 code), give the events written from Apple's 6.4 sources.
@Suite(.unbridged) struct DocumentedOnlyCases {
    @Test @MainActor func giveTheirDocumentedEvents() async {
        let catalog = ConformanceCasesBackport.se0506Cases + ConformanceCasesBackport.documentedOnlyCatalog
        let results = await runDocumentedOnly(catalog)
        #expect(results.count == catalog.count)
        #expect(results.count >= 13)
        for result in results where !result.passed {
            Issue.record("""
                \(result.name) — \(result.source)
                  documented: \(result.documented)
                  ours:       \(result.ours ?? [])
                """)
        }
    }
}
