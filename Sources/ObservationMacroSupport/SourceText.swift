/// Source text with its tokens and the pairing of its brackets, the one view of code that the
/// declaration readers share.
struct SourceText {
    let bytes: [UInt8]
    let tokens: [Token]
    /// For the index of an opening `(`, `[` or `{` token, the index of its closing partner (or
    /// `tokens.count` when it is unclosed); for a closing token, its opening partner.
    private let partners: [Int: Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        tokens = Lexer.tokenize(bytes)
        var partners: [Int: Int] = [:]
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch bytes[token.start] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let opener = open.popLast() {
                    partners[opener] = index
                    partners[index] = opener
                }
            default:
                break
            }
        }
        for opener in open { partners[opener] = tokens.count }
        self.partners = partners
    }

    func text(_ index: Int) -> String {
        text(from: tokens[index].start, to: tokens[index].end)
    }

    func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text of tokens `range` with the trivia between them, without trivia around them.
    func text(tokens range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return text(from: tokens[first].start, to: tokens[last].end)
    }

    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation
            && bytes[tokens[index].start] == UInt8(ascii: character)
    }

    func isOperator(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index < tokens.count && tokens[index].kind == .operator
            && bytes[tokens[index].start] == UInt8(ascii: character)
    }

    func isIdentifier(_ index: Int, _ name: String) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier && text(index) == name
    }

    func isIdentifier(_ index: Int) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier
    }

    /// The index just past the bracketed group opening at `index`.
    func skipGroup(at index: Int) -> Int {
        min((partners[index] ?? index) + 1, tokens.count)
    }

    /// The tokens between the bracket opening at `index` and its partner (or the end of the text).
    func inside(groupAt index: Int) -> Range<Int> {
        let close = skipGroup(at: index) - 1
        let closed = close > index && close < tokens.count
        return (index + 1)..<(closed ? close : tokens.count)
    }

    /// The tokens between the `<` at `index` and its `>` (or the end of the text).
    func inside(anglesAt index: Int) -> Range<Int> {
        let end = skipAngles(at: index)
        let closed = end > index + 1 && isOperator(end - 1, ">")
        return (index + 1)..<(closed ? end - 1 : tokens.count)
    }

    /// The index just past a generic clause `< … >` opening at `index`; `<` and `>` are counted
    /// only outside other brackets, which is enough inside type and generic-parameter syntax.
    func skipAngles(at index: Int) -> Int {
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            if isPunctuation(cursor, "(") || isPunctuation(cursor, "[") || isPunctuation(cursor, "{") {
                cursor = skipGroup(at: cursor)
                continue
            }
            if isOperator(cursor, "<") { depth += 1 }
            if isOperator(cursor, ">") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return cursor
    }

    /// Offset of the first token, or the end of the text when it holds only trivia.
    var firstTokenStart: Int { tokens.first?.start ?? bytes.count }
}
