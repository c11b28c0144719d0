/// Source text with its tokens and the pairing of its brackets, the one view of code that the
/// declaration readers share. Strings and comments are whole tokens or trivia (see `Lexer`), so
/// the one scanner below, `scan`, sees brackets and commas of code only.
package struct SourceText {
    package let bytes: [UInt8]
    package let tokens: [Token]
    /// For the index of an opening `(`, `[` or `{` token, the index of its closing partner (or
    /// `tokens.count` when it is unclosed); for a closing token, its opening partner.
    private let partners: [Int: Int]
    /// For the index of each `<` that Swift's parser takes for the start of generic arguments
    /// in an expression, the index past its `>`: found for every `<` in one pass (see
    /// `findExpressionGenericArguments`), so a scan costs the same however many `<` it meets.
    private var expressionGenericArguments: [Int: Int] = [:]

    package init(_ text: String) {
        self.init(bytes: Array(text.utf8), tokens: Lexer.tokenize(Array(text.utf8)))
    }

    package init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
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
        expressionGenericArguments = findExpressionGenericArguments()
    }

    package func text(_ index: Int) -> String {
        text(from: tokens[index].start, to: tokens[index].end)
    }

    package func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text of tokens `range` with the trivia between them, without trivia around them.
    package func text(tokens range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return text(from: tokens[first].start, to: tokens[last].end)
    }

    package func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation
            && bytes[tokens[index].start] == UInt8(ascii: character)
    }

    package func isOperator(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index < tokens.count && tokens[index].kind == .operator
            && bytes[tokens[index].start] == UInt8(ascii: character)
    }

    package func isIdentifier(_ index: Int, _ name: String) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier && text(index) == name
    }

    package func isIdentifier(_ index: Int) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier
    }

    /// `(`, `[` or `{`.
    package func opensGroup(_ index: Int) -> Bool {
        isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{")
    }

    /// The index just past the bracketed group opening at `index`.
    package func skipGroup(at index: Int) -> Int {
        min((partners[index] ?? index) + 1, tokens.count)
    }

    /// The index after the token at `index`, or after its whole group if it opens one.
    package func skipTokenOrGroup(at index: Int) -> Int {
        opensGroup(index) ? skipGroup(at: index) : index + 1
    }

    /// The tokens between the bracket opening at `index` and its partner (or the end of the text).
    package func inside(groupAt index: Int) -> Range<Int> {
        let close = skipGroup(at: index) - 1
        let closed = close > index && close < tokens.count
        return (index + 1)..<(closed ? close : tokens.count)
    }

    /// Offset of the first token, or the end of the text when it holds only trivia.
    package var firstTokenStart: Int { tokens.first?.start ?? bytes.count }
}

// MARK: - The scanner

/// What `<` means to a scan.
package enum AngleBrackets {
    /// An operator like any other.
    case operators
    /// Always the start of generic arguments: inside a type.
    case typeArguments
    /// The start of generic arguments where Swift's parser takes it for one (`Router<A, B>()`),
    /// an operator elsewhere (`a < b`): inside an expression.
    case expressionArguments
}

extension SourceText {
    /// The index of the first token in `start..<end` that satisfies `stop` and is not inside a
    /// bracketed group (nor inside generic arguments, as `angles` says); `end` when there is
    /// none. Every reader that walks code at one nesting level goes through here.
    package func scan(from start: Int, to end: Int? = nil, angles: AngleBrackets = .operators, until stop: (Int) -> Bool) -> Int {
        let end = min(end ?? tokens.count, tokens.count)
        var index = start
        while index < end {
            if stop(index) { return index }
            if isOperator(index, "<"), let after = genericArgumentsEnd(at: index, angles) {
                index = after
            } else {
                index = skipTokenOrGroup(at: index)
            }
        }
        return end
    }

    /// The index just past a generic clause `< … >` opening at `index` (or the end of the text).
    package func skipAngles(at index: Int) -> Int {
        genericArgumentsEnd(at: index, .typeArguments) ?? index + 1
    }

    /// The tokens between the `<` at `index` and its `>` (or the end of the text).
    package func inside(anglesAt index: Int) -> Range<Int> {
        let end = skipAngles(at: index)
        let closed = end > index + 1 && isOperator(end - 1, ">")
        return (index + 1)..<(closed ? end - 1 : tokens.count)
    }

    /// Splits a token range at its top-level commas; commas inside generic arguments do not
    /// split (`<` is read as in an expression, which also holds for types).
    package func splitAtCommas(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let comma = scan(from: start, to: range.upperBound, angles: .expressionArguments) { isPunctuation($0, ",") }
            parts.append(start..<comma)
            start = comma + 1
        }
        return parts
    }

    /// The index past the `>` closing generic arguments that open at the `<` at `index`, or nil
    /// when `angles` does not take this `<` for generic arguments.
    private func genericArgumentsEnd(at index: Int, _ angles: AngleBrackets) -> Int? {
        switch angles {
        case .operators:
            return nil
        case .typeArguments:
            var depth = 0
            var cursor = index
            while cursor < tokens.count {
                if isOperator(cursor, "<") { depth += 1 }
                if isOperator(cursor, ">") {
                    depth -= 1
                    if depth == 0 { return cursor + 1 }
                }
                cursor = skipTokenOrGroup(at: cursor)
            }
            return cursor
        case .expressionArguments:
            return expressionGenericArguments[index]
        }
    }

    /// Swift's parser reads `<` in an expression as generic arguments when what follows up to
    /// the matching `>` can only be types and the token after `>` cannot continue a comparison
    /// (`(`, `.`, `,`, `)`, …). A `(…)` or `[…]` group among them counts as a type.
    ///
    /// Every `<` is decided in one walk over the tokens: each bracket level keeps the `<` still
    /// waiting for their `>`; a `>` pairs with the last of them, and a token that cannot appear
    /// in a type (the level's closing bracket and a `{` included) ends every wait on its level.
    private func findExpressionGenericArguments() -> [Int: Int] {
        var ends: [Int: Int] = [:]
        // Per open level: the token that closes it, and its `<` waiting for a `>`.
        var levels: [(end: Int, waiting: [Int])] = [(tokens.count, [])]
        for index in tokens.indices {
            if index == levels[levels.count - 1].end {
                levels.removeLast()
                continue
            }
            if opensGroup(index) {
                if isPunctuation(index, "{") { levels[levels.count - 1].waiting.removeAll() }
                levels.append((partners[index] ?? tokens.count, []))
            } else if isOperator(index, "<") {
                levels[levels.count - 1].waiting.append(index)
            } else if isOperator(index, ">") {
                if let opener = levels[levels.count - 1].waiting.popLast(), disambiguatesGenericArguments(index + 1) {
                    ends[opener] = index + 1
                }
            } else if !canAppearInTypeArguments(index) {
                levels[levels.count - 1].waiting.removeAll()
            }
        }
        return ends
    }

    private func canAppearInTypeArguments(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .identifier, .number, .arrow: return true
        case .punctuation: return isPunctuation(index, ".") || isPunctuation(index, ",") || isPunctuation(index, "@")
        case .operator: return ["?", "!", "&", "~", "-"].contains { isOperator(index, $0) }
        case .string, .regex, .pound: return false
        }
    }

    private func disambiguatesGenericArguments(_ index: Int) -> Bool {
        guard index < tokens.count else { return true }
        for character: Unicode.Scalar in [")", "]", "{", "}", ".", ",", ";", ":"] where isPunctuation(index, character) {
            return true
        }
        if isPunctuation(index, "(") || isPunctuation(index, "[") { return !startsLine(index) }
        if isOperator(index, "!") || isOperator(index, "?") { return !tokens[index].followsTrivia }
        return isOperator(index, "&")
    }

    /// A newline separates the token from the previous one.
    private func startsLine(_ index: Int) -> Bool {
        let previousEnd = index > 0 ? tokens[index - 1].end : 0
        return bytes[previousEnd..<tokens[index].start].contains(.newline)
    }
}
