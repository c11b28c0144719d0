/// Answers the compiler's messages for one plugin session. Any message it does not understand —
/// an unknown kind, a freestanding expansion, malformed JSON — is answered with an error
/// diagnostic, never a crash.
///
/// State: the diagnostics already reported, so that a mistake the compiler asks about twice
/// (`var a = 1, b = 2` is visited once per binding) gives one error. One handler serves one
/// session on one thread; it is not shared.
public struct MessageHandler {
    public static let protocolVersion = 7

    private var reported: Set<PluginMessages.Diagnostic> = []

    public init() {}

    /// The JSON answer to the JSON message `message`.
    public mutating func answer(_ message: [UInt8]) -> [UInt8] {
        let answer: any Encodable
        switch Self.messageKind(message) {
        case "getCapability":
            answer = PluginMessages.CapabilityResult(
                getCapabilityResult: .init(capability: .init(protocolVersion: Self.protocolVersion)))
        case "expandAttachedMacro":
            if let request = try? JSON.decode(AttachedMacroMessage.self, from: message).expandAttachedMacro {
                var expansion = Self.expand(request)
                expansion.diagnostics.removeAll { !reported.insert($0).inserted }
                answer = Self.result(of: expansion)
            } else {
                answer = Self.result(of: Self.failure("ObservationBackportMacros could not read the expansion request"))
            }
        case let kind:
            answer = Self.result(of: Self.failure("ObservationBackportMacros does not support the message '\(kind ?? "?")'"))
        }
        return (try? JSON.encode(answer)) ?? Array(#"{"expandMacroResult":{"diagnostics":[]}}"#.utf8)
    }

    static func expand(_ request: PluginMessages.AttachedMacroRequest) -> Expansion {
        switch (request.macro.typeName, request.macroRole) {
        case ("ObservableMacro", "member"): return ObservableExpansion.members(request)
        case ("ObservableMacro", "memberAttribute"): return ObservableExpansion.memberAttribute(request)
        case ("ObservableMacro", "extension"): return ObservableExpansion.conformance(request)
        case ("ObservationTrackedMacro", "accessor"): return ObservationTrackedExpansion.accessors(request)
        case ("ObservationTrackedMacro", "peer"): return ObservationTrackedExpansion.peer(request)
        case ("ObservationIgnoredMacro", "accessor"): return .empty
        case let (type, role):
            return .error(
                "ObservationBackportMacros has no '\(role)' expansion for '\(type)'", at: request.attributeSyntax,
                tokenOffset: SourceText(request.attributeSyntax.source).firstTokenStart)
        }
    }

    private struct AttachedMacroMessage: Decodable {
        let expandAttachedMacro: PluginMessages.AttachedMacroRequest
    }

    /// The single top-level key of the message object, nil if it is not one.
    private static func messageKind(_ message: [UInt8]) -> String? {
        (try? JSON.decode(TopLevelKey.self, from: message))?.key
    }

    private struct TopLevelKey: Decodable {
        let key: String?

        private struct AnyKey: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            key = try decoder.container(keyedBy: AnyKey.self).allKeys.first?.stringValue
        }
    }

    private static func failure(_ message: String) -> Expansion {
        Expansion(source: nil, diagnostics: [.error(message, fileName: "", offset: 0)])
    }

    private static func result(of expansion: Expansion) -> PluginMessages.ExpansionResult {
        PluginMessages.ExpansionResult(
            expandMacroResult: .init(expandedSource: expansion.source, diagnostics: expansion.diagnostics))
    }
}
