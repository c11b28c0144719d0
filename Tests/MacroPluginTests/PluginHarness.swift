import Foundation
@testable import ObservationMacroSupport

/// Drives the plugin's message handler with the JSON the compiler sends and reads its JSON
/// answers, so expansions are tested through the protocol without a compiler.
struct PluginHarness {
    enum Macro: String {
        case observable = "ObservableMacro"
        case tracked = "ObservationTrackedMacro"
        case ignored = "ObservationIgnoredMacro"
    }

    struct Answer {
        let source: String?
        let diagnostics: [Diagnostic]
    }

    struct Diagnostic: Decodable, Equatable {
        struct Position: Decodable, Equatable {
            let fileName: String
            let offset: Int
        }
        let message: String
        let severity: String
        let position: Position
    }

    private var handler = MessageHandler()

    /// Sends raw JSON, returns the raw JSON answer.
    mutating func send(_ json: String) -> String {
        String(decoding: handler.answer(Array(json.utf8)), as: UTF8.self)
    }

    /// Expands `macro` in `role` for `declaration`, which the compiler would place at `offset`
    /// of file `f.swift`.
    mutating func expand(
        _ macro: Macro, _ role: String, _ declaration: String, offset: Int = 100,
        parent: String? = nil, extendedType: String? = nil, conformances: String? = nil,
        attribute: String = "@Observable", attributeOffset: Int = 50,
        discriminator: String = "$s1f5Model10ObservablefMm_", compilerVersion: [Int]? = [6, 3, 1]
    ) -> Answer {
        let request = Request(expandAttachedMacro: .init(
            macro: .init(moduleName: "ObservationBackportMacros", typeName: macro.rawValue, name: "Observable"),
            macroRole: role, discriminator: discriminator,
            attributeSyntax: .init(kind: "attribute", source: attribute, offset: attributeOffset),
            declSyntax: .init(kind: "declaration", source: declaration, offset: offset),
            parentDeclSyntax: parent.map { .init(kind: "declaration", source: $0, offset: 0) },
            extendedTypeSyntax: extendedType.map { .init(kind: "type", source: $0, offset: 0) },
            conformanceListSyntax: conformances.map { .init(kind: "declaration", source: $0, offset: 0) },
            staticBuildConfiguration: compilerVersion.map { #"{"compilerVersion":{"components":\#($0)},"languageMode":{"components":[6]}}"# },
            lexicalContext: []))
        let json = String(decoding: try! JSONEncoder().encode(request), as: UTF8.self)
        let answer = try! JSONDecoder().decode(Response.self, from: Data(send(json).utf8))
        return Answer(source: answer.expandMacroResult.expandedSource, diagnostics: answer.expandMacroResult.diagnostics)
    }

    private struct Request: Encodable {
        struct Body: Encodable {
            struct Macro: Encodable { let moduleName, typeName, name: String }
            let macro: Macro
            let macroRole: String
            let discriminator: String
            let attributeSyntax: Syntax
            let declSyntax: Syntax
            let parentDeclSyntax: Syntax?
            let extendedTypeSyntax: Syntax?
            let conformanceListSyntax: Syntax?
            let staticBuildConfiguration: String?
            let lexicalContext: [Syntax]
        }
        let expandAttachedMacro: Body
    }

    struct Syntax: Encodable {
        struct Location: Encodable {
            let fileID = "f/f.swift", fileName = "f.swift"
            let offset: Int, line = 1, column = 1
        }
        let kind: String
        let source: String
        let location: Location

        init(kind: String, source: String, offset: Int) {
            self.kind = kind
            self.source = source
            self.location = Location(offset: offset)
        }
    }

    private struct Response: Decodable {
        struct Body: Decodable {
            let expandedSource: String?
            let diagnostics: [Diagnostic]
        }
        let expandMacroResult: Body
    }
}
