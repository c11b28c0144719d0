#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import ObservationMacroSupport

/// The answer writer: what it writes is what Foundation's decoder, as the compiler uses it,
/// reads back, whatever the text holds.
@Suite struct JSONWriterTests {
    private func roundTrip(_ result: PluginMessages.ExpansionResult) throws -> PluginMessages.ExpansionResult {
        try JSONDecoder().decode(PluginMessages.ExpansionResult.self, from: Data(result.json))
    }

    @Test func everyCharacterSurvivesTheTrip() throws {
        let controls = String(decoding: (0..<0x20).map { UInt8($0) }, as: UTF8.self)
        let texts = [
            "", "plain", "\"quoted\" \\ back\\slash", controls, "a\u{0}b\u{0}", "\u{0}",
            "é 漢字 👩‍👩‍👧 \u{7f}", "#sourceLocation(file: \"C:\\\\dir\\\\f.swift\", line: 3)\n",
        ]
        for text in texts {
            let result = PluginMessages.ExpansionResult(expandMacroResult: .init(expandedSource: text, diagnostics: []))
            #expect(try roundTrip(result).expandMacroResult.expandedSource == text)
        }
    }

    @Test func diagnosticsWithNotesHighlightsAndFixItsSurvive() throws {
        typealias Diagnostic = PluginMessages.Diagnostic
        let range = Diagnostic.PositionRange(fileName: "f\".swift", startOffset: 3, endOffset: 9)
        let diagnostic = Diagnostic(
            message: "can't \"track\"", severity: .warning, position: .init(fileName: "f.swift", offset: 12),
            highlights: [range, range], notes: [.init(position: .init(fileName: "g.swift", offset: 0), message: "here")],
            fixIts: [.init(message: "remove", changes: [.init(range: range, newText: "x\ny")])])
        let error = Diagnostic(message: "no", severity: .error, position: .init(fileName: "", offset: 0))
        let result = PluginMessages.ExpansionResult(expandMacroResult: .init(expandedSource: nil, diagnostics: [diagnostic, error]))
        let decoded = try roundTrip(result).expandMacroResult
        #expect(decoded.expandedSource == nil)
        #expect(decoded.diagnostics == [diagnostic, error])
    }

    @Test func theCapabilityAnswerIsTheCompilersShape() {
        let answer = PluginMessages.CapabilityResult(getCapabilityResult: .init(capability: .init(protocolVersion: 7)))
        #expect(String(decoding: answer.json, as: UTF8.self) == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }
}
