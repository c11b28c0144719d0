#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Answers the compiler's messages. Any message it does not understand — an unknown kind, a
/// freestanding expansion, malformed JSON — is answered with an error diagnostic, never a crash.
///
/// Each answer depends on its message alone: an editor sends the same expansion request again
/// after every edit, in the same plugin process, and must get the same diagnostics each time.
public struct MessageHandler {
    public static let protocolVersion = 7

    private let cache = ReadingCache()

    public init() {}

    /// The JSON answer to the JSON message `message`.
    public func answer(_ message: [UInt8]) -> [UInt8] {
        guard Self.isUTF8(message) else {
            return Self.result(of: Self.failure("ObservationBackportMacros received a message that is not UTF-8")).json
        }
        switch IncomingMessage(message) {
        case .getCapability:
            return PluginMessages.CapabilityResult(
                getCapabilityResult: .init(capability: .init(protocolVersion: Self.protocolVersion))
            ).json
        case .expandAttachedMacro(let request?):
            return Self.result(of: Self.expand(request, cache: cache)).json
        case .expandAttachedMacro(nil):
            return Self.result(of: Self.failure("ObservationBackportMacros could not read the expansion request")).json
        case .unsupported(let kind?):
            return Self.result(of: Self.failure("ObservationBackportMacros does not support the message '\(kind)'")).json
        case .unsupported(nil):
            return Self.result(of: Self.failure("ObservationBackportMacros could not read a message: it is not the JSON of the plugin protocol")).json
        }
    }

    /// The answer to a message of `length` bytes that the transport skipped unread.
    public func answerToOversizedMessage(length: UInt64, limit: Int) -> [UInt8] {
        Self.result(of: Self.failure("ObservationBackportMacros skipped a message of \(length) bytes, more than its limit of \(limit)")).json
    }

    /// JSON is UTF-8; a message that is not would have its text repaired silently.
    private static func isUTF8(_ message: [UInt8]) -> Bool {
        var text = String(decoding: message, as: UTF8.self)
        return text.withUTF8 { $0.count == message.count && ($0.isEmpty || memcmp($0.baseAddress!, message, message.count) == 0) }
    }

    /// The macros and roles this plugin implements, as the compiler names them.
    private enum Role: String {
        case member, memberAttribute, `extension`, accessor, peer
    }

    private enum Macro: String {
        case observable = "ObservableMacro"
        case tracked = "ObservationTrackedMacro"
        case ignored = "ObservationIgnoredMacro"
    }

    static func expand(_ request: PluginMessages.AttachedMacroRequest, cache: ReadingCache) -> Expansion {
        var expansion: Expansion
        switch (Macro(rawValue: request.macro.typeName), Role(rawValue: request.macroRole)) {
        case (.observable, .member): expansion = ObservableExpansion.members(request)
        case (.observable, .memberAttribute): expansion = ObservableExpansion.memberAttribute(request, cache: cache)
        case (.observable, .extension): expansion = ObservableExpansion.conformance(request)
        case (.tracked, .accessor): expansion = ObservationTrackedExpansion.accessors(request, cache: cache)
        case (.tracked, .peer): expansion = ObservationTrackedExpansion.peer(request, cache: cache)
        case (.ignored, .accessor): expansion = .empty
        default:
            let message = "ObservationBackportMacros has no '\(request.macroRole)' expansion for '\(request.macro.typeName)'"
            expansion = .failure(DiagnosticPlacement(syntax: request.attributeSyntax).error(message))
        }
        // One expansion reports a mistake once, however many ways it was found.
        var seen: Set<PluginMessages.Diagnostic> = []
        expansion.diagnostics.removeAll { !seen.insert($0).inserted }
        return expansion
    }

    /// A message by its single top-level key, read in one pass over the JSON (requests carry
    /// the whole class for every member, so a second pass would cost as much as the first).
    private enum IncomingMessage {
        case getCapability
        /// Nil when the request's fields could not be read.
        case expandAttachedMacro(PluginMessages.AttachedMacroRequest?)
        case unsupported(kind: String?)

        init(_ message: [UInt8]) {
            var read: IncomingMessage?
            do {
                try JSONScanner.scan(message) { try $0.object { scanner, key in
                    guard read == nil else { return try scanner.skipValue() }
                    switch key {
                    case "getCapability":
                        try scanner.skipValue()
                        read = .getCapability
                    case "expandAttachedMacro":
                        read = .expandAttachedMacro(try? PluginMessages.AttachedMacroRequest(scanning: &scanner))
                    default:
                        try scanner.skipValue()
                        read = .unsupported(kind: key.text)
                    }
                } }
            } catch {
                // A request that was read before the JSON went wrong stays unread.
                if case .expandAttachedMacro = read { read = .expandAttachedMacro(nil) }
            }
            self = read ?? .unsupported(kind: nil)
        }
    }

    private static func failure(_ message: String) -> Expansion {
        .failure(.init(message: message, severity: .error, position: .init(fileName: "", offset: 0)))
    }

    private static func result(of expansion: Expansion) -> PluginMessages.ExpansionResult {
        PluginMessages.ExpansionResult(
            expandMacroResult: .init(expandedSource: expansion.source, diagnostics: expansion.diagnostics))
    }
}
