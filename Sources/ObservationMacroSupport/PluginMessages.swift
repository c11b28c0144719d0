/// The compiler's plugin messages, in the JSON shape of Swift's synthesized `Codable` for enums
/// (`{"case": {"label": value}}`). Only the fields the macros use are decoded; unknown fields
/// are ignored so newer compilers keep working.
enum PluginMessages {
    struct AttachedMacroRequest: Decodable {
        let macro: MacroReference
        let macroRole: String
        let discriminator: String
        let attributeSyntax: Syntax
        let declSyntax: Syntax
        let parentDeclSyntax: Syntax?
        let extendedTypeSyntax: Syntax?
        let conformanceListSyntax: Syntax?
        /// JSON text of the build configuration (compilers from 6.1 on send it).
        let staticBuildConfiguration: String?
    }

    struct MacroReference: Decodable {
        let typeName: String
    }

    struct Syntax: Decodable {
        let source: String
        let location: Location
    }

    struct Location: Decodable {
        let fileName: String
        let offset: Int
        let line: Int
    }

    struct BuildConfiguration: Decodable {
        struct Version: Decodable { let components: [Int] }
        let compilerVersion: Version?
    }

    struct Diagnostic: Encodable, Hashable {
        struct Position: Encodable, Hashable {
            let fileName: String
            let offset: Int
        }
        struct Range: Encodable, Hashable {}
        let message: String
        let severity: String
        let position: Position
        let highlights: [Range]
        let notes: [Range]
        let fixIts: [Range]

        static func error(_ message: String, fileName: String, offset: Int) -> Diagnostic {
            Diagnostic(
                message: message, severity: "error", position: Position(fileName: fileName, offset: offset),
                highlights: [], notes: [], fixIts: [])
        }
    }

    struct Capability: Codable { let protocolVersion: Int }

    struct CapabilityResult: Encodable {
        struct Body: Encodable { let capability: Capability }
        let getCapabilityResult: Body
    }

    struct ExpansionResult: Encodable {
        struct Body: Encodable {
            let expandedSource: String?
            let diagnostics: [Diagnostic]
        }
        let expandMacroResult: Body
    }
}

/// What one macro role produced: source text (nil for nothing) and diagnostics.
struct Expansion: Equatable {
    var source: String?
    var diagnostics: [PluginMessages.Diagnostic] = []

    static let empty = Expansion(source: "")

    static func error(_ message: String, at syntax: PluginMessages.Syntax, tokenOffset: Int) -> Expansion {
        Expansion(
            source: nil,
            diagnostics: [.error(message, fileName: syntax.location.fileName, offset: syntax.location.offset + tokenOffset)])
    }
}
