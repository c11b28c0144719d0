import DeclarationSyntax

/// A source file as the rewriters read it: tokens from the package's own lexer, the pairing of
/// brackets both ways, line starts for diagnostics, and the type declarations it holds.
struct ParsedFile {
    let path: String
    let source: SourceText
    /// For the index of a closing `)`, `]` or `}`, the index of its opening partner.
    private let openers: [Int: Int]
    private let lineStarts: [Int]
    /// Every class, struct, enum, actor, protocol and extension, nested ones included, in
    /// source order.
    private(set) var types: [TypeScope] = []

    init(path: String, text: String) {
        self.path = path
        source = SourceText(text)
        var openers: [Int: Int] = [:]
        for index in source.tokens.indices where source.opensGroup(index) {
            let close = source.skipGroup(at: index) - 1
            if close > index, close < source.tokens.count { openers[close] = index }
        }
        self.openers = openers
        var lineStarts = [0]
        for (offset, byte) in source.bytes.enumerated() where byte == .newline { lineStarts.append(offset + 1) }
        self.lineStarts = lineStarts
        types = source.tokens.indices.compactMap { TypeScope(in: self, keyword: $0) }
    }

    var tokens: [Token] { source.tokens }
    var bytes: [UInt8] { source.bytes }

    func text(_ index: Int) -> String { source.text(index) }

    func text(tokens range: Range<Int>) -> String { source.text(tokens: range) }

    func text(from start: Int, to end: Int) -> String { source.text(from: start, to: end) }

    /// A warning at the start of token `index`.
    func diagnostic(at index: Int, _ message: String) -> MigrationDiagnostic {
        let offset = index < tokens.count ? tokens[index].start : bytes.count
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return MigrationDiagnostic(path: path, line: low + 1, column: offset - lineStarts[low] + 1, message: message)
    }

    /// A newline separates the token at `index` from the previous one (or it is the first).
    func startsLine(_ index: Int) -> Bool {
        let previousEnd = index > 0 ? tokens[index - 1].end : 0
        return index == 0 || bytes[previousEnd..<tokens[index].start].contains(.newline)
    }

    /// The leading whitespace of the line that holds the token at `index`.
    func indentation(ofLineAt index: Int) -> String {
        var start = tokens[index].start
        while start > 0, bytes[start - 1] != .newline { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == .space || bytes[end] == .tab { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The first token of the declaration whose keyword (`var`, `class`, …) is at `keyword`:
    /// walks back over its modifiers (`private(set)`, `final`) and attributes (`@MainActor`,
    /// `@available(iOS 14, *)`).
    func declarationStart(keyword: Int) -> Int {
        var index = keyword - 1
        while index >= 0 {
            if source.isIdentifier(index), let start = attributeStart(nameEnd: index) {
                index = start - 1
            } else if source.isIdentifier(index), Modifier.Keyword(rawValue: text(index)) != nil {
                index -= 1
            } else if source.isPunctuation(index, ")"), let open = openers[index], open > 0, source.isIdentifier(open - 1) {
                if let start = attributeStart(nameEnd: open - 1) {
                    index = start - 1
                } else if Modifier.Keyword(rawValue: text(open - 1)) != nil {
                    index = open - 2
                } else {
                    break
                }
            } else {
                break
            }
        }
        return index + 1
    }

    /// The `@` of an attribute whose (possibly dotted) name ends at `index`, if it is one.
    private func attributeStart(nameEnd index: Int) -> Int? {
        var first = index
        while first >= 2, source.isPunctuation(first - 1, "."), source.isIdentifier(first - 2) { first -= 2 }
        return first >= 1 && source.isPunctuation(first - 1, "@") ? first - 1 : nil
    }

    /// Whether a declaration or directive can start at `index`: what ends the one before it.
    func startsDeclaration(_ index: Int) -> Bool {
        if source.isPunctuation(index, "@") || source.isPunctuation(index, "}") || source.isPunctuation(index, ";") { return true }
        if index < tokens.count, tokens[index].kind == .pound { return true }
        guard source.isIdentifier(index) else { return false }
        let word = text(index)
        return Modifier.Keyword(rawValue: word) != nil || Self.declarationKeywords.contains(word)
    }

    private static let declarationKeywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "associatedtype", "class", "struct",
        "enum", "actor", "protocol", "extension", "case", "import", "macro",
    ]

    /// The type declarations whose body holds the token at `index`, innermost last.
    func enclosingTypes(of index: Int) -> [TypeScope] {
        types.filter { $0.body.contains(index) }
    }
}
