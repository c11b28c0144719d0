#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ObservationMacroSupport

/// Drives the plugin's message handler with the JSON the compiler sends and reads its JSON
/// answers, so expansions are tested through the protocol without a compiler. Requests and
/// answers are the plugin's own message types, encoded and decoded as JSON.
struct PluginHarness {
    enum Macro: String {
        case observable = "ObservableMacro"
        case tracked = "ObservationTrackedMacro"
        case ignored = "ObservationIgnoredMacro"
    }

    typealias Diagnostic = PluginMessages.Diagnostic

    struct Answer {
        let source: String?
        let diagnostics: [Diagnostic]
    }

    private let handler = MessageHandler()

    /// Sends raw JSON, returns the raw JSON answer.
    func send(_ json: String) -> String {
        String(decoding: handler.answer(Array(json.utf8)), as: UTF8.self)
    }

    /// Expands `macro` in `role` for `declaration`, which the compiler would place at `offset`
    /// of file `f.swift`; `parent` is the enclosing type as the lexical context gives it.
    func expand(
        _ macro: Macro, _ role: String, _ declaration: String, offset: Int = 100,
        parent: String? = nil, extendedType: String? = nil, conformances: String? = nil,
        attribute: String = "@Observable", attributeOffset: Int = 50,
        discriminator: String = "$s1f5Model10ObservablefMm_"
    ) -> Answer {
        let syntax = { (source: String, offset: Int) in
            PluginMessages.Syntax(source: source, location: .init(fileName: "f.swift", offset: offset, line: 1))
        }
        let request = PluginMessages.AttachedMacroRequest(
            macro: .init(typeName: macro.rawValue), macroRole: role, discriminator: discriminator,
            attributeSyntax: syntax(attribute, attributeOffset), declSyntax: syntax(declaration, offset),
            lexicalContext: parent.map { [syntax($0, 0)] }, extendedTypeSyntax: extendedType.map { syntax($0, 0) },
            conformanceListSyntax: conformances.map { syntax($0, 0) })
        struct Message: Encodable { let expandAttachedMacro: PluginMessages.AttachedMacroRequest }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let message = Array(try! encoder.encode(Message(expandAttachedMacro: request)))
        let answer = try! JSONDecoder().decode(PluginMessages.ExpansionResult.self, from: Data(handler.answer(message)))
        return Answer(source: answer.expandMacroResult.expandedSource, diagnostics: answer.expandMacroResult.diagnostics)
    }
}
