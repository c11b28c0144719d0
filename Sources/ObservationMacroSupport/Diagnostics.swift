import DeclarationSyntax

/// Places diagnostics in the user's file: offsets inside a received `Syntax.source` become
/// UTF-8 offsets in the file, as the compiler expects.
struct DiagnosticPlacement {
    let syntax: PluginMessages.Syntax

    private var fileName: String { syntax.location.fileName }

    func position(_ offset: Int) -> PluginMessages.Diagnostic.Position {
        .init(fileName: fileName, offset: syntax.location.offset + offset)
    }

    func range(_ range: Range<Int>) -> PluginMessages.Diagnostic.PositionRange {
        .init(fileName: fileName, startOffset: syntax.location.offset + range.lowerBound, endOffset: syntax.location.offset + range.upperBound)
    }

    /// An error at the first token of the syntax (not its leading comments).
    func error(_ message: String, highlighting highlight: Range<Int>? = nil, fixIts: [PluginMessages.Diagnostic.FixIt] = [])
        -> PluginMessages.Diagnostic
    {
        let start = SourceText(syntax.source).firstTokenStart
        return error(message, at: start, highlighting: highlight, fixIts: fixIts)
    }

    func error(
        _ message: String, at offset: Int, highlighting highlight: Range<Int>? = nil,
        fixIts: [PluginMessages.Diagnostic.FixIt] = []
    ) -> PluginMessages.Diagnostic {
        PluginMessages.Diagnostic(
            message: message, severity: .error, position: position(offset), highlights: highlight.map { [range($0)] } ?? [],
            notes: [], fixIts: fixIts)
    }

    /// A fix-it that replaces bytes `range` of the syntax with `text` (an insertion when empty).
    func fixIt(_ message: String, replacing range: Range<Int>, with text: String) -> PluginMessages.Diagnostic.FixIt {
        .init(message: message, changes: [.init(range: self.range(range), newText: text)])
    }
}

/// Every error the macros report about the user's code, in one place. Swift's Observation has
/// wording for the types it rejects; the others are this package's, each naming the property
/// and how to proceed, since where Swift's macro fails the build with a type error ours
/// explains why.
enum ObservationDiagnostics {
    static func invalidType(_ kind: TypeDeclaration.Kind?, name: String) -> String {
        switch kind {
        case .struct: return "'@Observable' cannot be applied to struct type '\(name)'"
        case .enum: return "'@Observable' cannot be applied to enumeration type '\(name)'"
        case .actor: return "'@Observable' cannot be applied to actor type '\(name)'"
        case .protocol: return "'@Observable' cannot be applied to protocol type '\(name)'"
        case .class, .extension, nil: return "'@Observable' could not read the declaration it is attached to"
        }
    }

    static func unreadableProperty(_ name: String) -> String {
        "'@Observable' could not read the declaration of property '\(name)'; mark it '@ObservationIgnored' or declare it more simply"
    }

    static let unreadableMember =
        "'@Observable' could not read this property declaration; mark it '@ObservationIgnored' or declare it more simply"

    static func lazyProperty(_ name: String) -> String {
        "'@Observable' cannot track lazy property '\(name)'; remove 'lazy' or mark it '@ObservationIgnored'"
    }

    static func severalBindings(_ names: [String]) -> String {
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        return "'@Observable' cannot track several properties declared together (\(list)); declare each with its own 'var'"
    }

    static let markIgnoredFixIt = "mark the property '@ObservationIgnored'"
    static let removeLazyFixIt = "remove 'lazy'"
}

extension PropertyEligibility.Problem {
    /// The error for this problem in `source`, the text of `placement.syntax`, with the
    /// declaration highlighted and the fix-its that make it compile.
    func diagnostic(in source: SourceText, placement: DiagnosticPlacement) -> PluginMessages.Diagnostic {
        let start = source.firstTokenStart
        let declaration = start..<(source.tokens.last?.end ?? start)
        let markIgnored = placement.fixIt(
            ObservationDiagnostics.markIgnoredFixIt, replacing: start..<start, with: "@ObservationIgnored ")
        switch self {
        case .unreadable(let name):
            let message = name.map(ObservationDiagnostics.unreadableProperty) ?? ObservationDiagnostics.unreadableMember
            return placement.error(message, at: start, highlighting: declaration, fixIts: [markIgnored])
        case .lazy(let name, let modifier):
            let lazy = source.tokens[modifier.lowerBound].start..<source.tokens[modifier.upperBound - 1].end
            let spaces = source.bytes[lazy.upperBound...].prefix { $0 == .space || $0 == .tab }.count
            let removeLazy = placement.fixIt(
                ObservationDiagnostics.removeLazyFixIt, replacing: lazy.lowerBound..<(lazy.upperBound + spaces), with: "")
            return placement.error(
                ObservationDiagnostics.lazyProperty(name), at: start, highlighting: lazy, fixIts: [markIgnored, removeLazy])
        case .severalBindings(let names):
            return placement.error(ObservationDiagnostics.severalBindings(names), at: start, highlighting: declaration)
        }
    }
}
