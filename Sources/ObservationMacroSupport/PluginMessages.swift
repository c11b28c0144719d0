/// The compiler's plugin messages, in the JSON shape of Swift's synthesized `Codable` for enums
/// (`{"case": {"label": value}}`). Only the fields the macros use are read; unknown fields are
/// ignored so newer compilers keep working. The plugin reads requests with `JSONScanner` and
/// writes answers with `JSONWriter`; the types are also `Codable` both ways so that tests speak
/// the protocol with these same definitions (through their memberwise initializers).
enum PluginMessages {
    struct AttachedMacroRequest: Codable {
        let macro: MacroReference
        /// Kept as text: a newer compiler may send a role this plugin does not know.
        let macroRole: String
        /// Unique to one expansion (one attribute on one declaration in one role).
        let discriminator: String
        let attributeSyntax: Syntax
        let declSyntax: Syntax
        /// The declarations around `declSyntax`, innermost first, each without its members
        /// (`@Observable final class Model {}`). Compilers from 6.0 send it. The compiler also
        /// sends `parentDeclSyntax`, the whole enclosing type with every member, in each
        /// request for a member; it is not decoded, so a request costs what the member costs.
        let lexicalContext: [Syntax]?
        let extendedTypeSyntax: Syntax?
        let conformanceListSyntax: Syntax?
    }

    struct MacroReference: Codable {
        let typeName: String
    }

    struct Syntax: Codable {
        let source: String
        let location: Location
    }

    struct Location: Codable {
        /// The largest offset and line a request may give: far beyond any source file, and small
        /// enough that adding an offset inside a message's text to it cannot overflow. A request
        /// beyond it, or with a negative one, is not the compiler's and is answered with an error.
        static let maximumPosition = Int(UInt32.max)

        let fileName: String
        /// UTF-8 offset in the file of the first byte of `Syntax.source` (its leading trivia).
        let offset: Int
        let line: Int
    }

    /// Swift's `PluginMessage.Diagnostic`: offsets are UTF-8 offsets in the file.
    struct Diagnostic: Codable, Hashable {
        enum Severity: String, Codable {
            case error, warning, note
        }

        struct Position: Codable, Hashable {
            let fileName: String
            let offset: Int
        }

        struct PositionRange: Codable, Hashable {
            let fileName: String
            let startOffset: Int
            let endOffset: Int
        }

        struct Note: Codable, Hashable {
            let position: Position
            let message: String
        }

        struct FixIt: Codable, Hashable {
            struct Change: Codable, Hashable {
                let range: PositionRange
                let newText: String
            }
            let message: String
            let changes: [Change]
        }

        let message: String
        let severity: Severity
        let position: Position
        var highlights: [PositionRange] = []
        var notes: [Note] = []
        var fixIts: [FixIt] = []
    }

    struct Capability: Codable { let protocolVersion: Int }

    struct CapabilityResult: Codable {
        struct Body: Codable { let capability: Capability }
        let getCapabilityResult: Body
    }

    struct ExpansionResult: Codable {
        struct Body: Codable {
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

    static func failure(_ diagnostic: PluginMessages.Diagnostic) -> Expansion {
        Expansion(source: nil, diagnostics: [diagnostic])
    }
}
