import ConformanceCasesApple
import ConformanceKit
import Testing

/// The suite checks itself against Apple's engine alone: a case or a program whose events vary
/// from run to run could not tell the engines apart, and a case whose documented events do not
/// match Apple 6.3 (without a recorded reason) is transcribed wrong.
@Suite(.unbridged) struct SuiteSelfChecks {
    @Test @MainActor @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func casesAreDeterministicAndMatchTheirDocumentsOnApple() async {
        // Apple's engine run twice: a deliberate difference pins what ours records, not Apple's.
        let again = ConformanceCasesApple.catalog.map(\.judgedAgainstApple)
        let results = await runConformance(apple: again, ours: again)
        #expect(results.count >= 60)
        for result in results where result.failed {
            Issue.record("\(result.name): \(result.verdict) — Apple \(result.apple ?? []), again \(result.ours ?? [])")
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func caseNamesAreUnique() {
        let names = ConformanceCasesApple.catalog.map(\.name)
        #expect(Set(names).count == names.count)
    }

    // The programs install SPI observers, which Apple's SDKs do not declare.
    #if !canImport(Darwin)
    @Test(.dedicatedThread) func differentialProgramsAreDeterministicOnApple() {
        let failure = DifferentialCheck.run(
            seeds: 0..<1_000, apple: ConformanceCasesApple.interpret, ours: ConformanceCasesApple.interpret)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    /// An engine that never reports didSet must be caught, and shrunk to the three steps that
    /// show it: create an object, observe it with didSet, write it.
    @Test(.dedicatedThread) func aDifferenceIsCaughtAndShrunk() throws {
        let failure = try #require(DifferentialCheck.run(
            seeds: 0..<1_000, apple: ConformanceCasesApple.interpret,
            ours: { ConformanceCasesApple.interpret($0).filter { !($0.hasPrefix("S") && $0.contains(" didSet")) } }))
        #expect(failure.program.steps.count == 3, "\(failure.program)")
        #expect(failure.apple != failure.ours)
    }
    #endif
}

extension ConformanceCase {
    /// The case with no deliberate difference: run on Apple's engine as "ours", it must log what
    /// Apple's does.
    fileprivate var judgedAgainstApple: ConformanceCase {
        ConformanceCase(name, source: source, documented: documented, documentedForOlderSwift: documentedForOlderSwift,
                        body: body)
    }
}
