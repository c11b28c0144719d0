/// One token of Swift source, located by UTF-8 byte offsets into the text it was lexed from.
///
/// The lexer knows just enough Swift to find declaration structure: it keeps string literals
/// (every form, with interpolations), comments and regex literals whole, so brackets and `//`
/// inside them never count as code.
package struct Token: Equatable {
    package enum Kind: Equatable {
        case identifier  // plain, `$`-prefixed or backticked (the backticks are part of the range)
        case number
        case string
        case regex
        case pound  // `#` followed by a name: `#if`, `#endif`, `#available`, …
        case punctuation  // one of ( ) [ ] { } , : ; . @
        case arrow  // ->
        case `operator`  // one operator character; `>>` is two tokens so generic brackets close
    }

    package let kind: Kind
    package let start: Int
    package let end: Int
    /// Whitespace, a newline or a comment separates this token from the previous one.
    package let followsTrivia: Bool
}

/// Turns UTF-8 source into tokens. Never fails: unterminated literals and comments end at the
/// end of the text, unknown bytes become operator tokens.
///
/// Linear in the text, whatever it holds: string literals nested in interpolations are followed
/// on a stack of their own (no recursion, so no depth of nesting exhausts the thread's stack),
/// and a run of `#` is counted once however many tokens it splits into.
package struct Lexer {
    private let bytes: [UInt8]
    private var position = 0
    private var tokens: [Token] = []
    /// The end of the run of `#` last counted by `poundsAhead()`.
    private var poundRunEnd = 0

    package static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var lexer = Lexer(bytes: bytes)
        lexer.run { _ in false }
        return lexer.tokens
    }

    /// The tokens up to and including the first one for which `stop` is true, so a reader that
    /// needs the start of a long text does not pay for all of it.
    package static func tokenize(_ bytes: [UInt8], through stop: (Token) -> Bool) -> [Token] {
        var lexer = Lexer(bytes: bytes)
        lexer.run(until: stop)
        return lexer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func byte(_ offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func run(until stop: (Token) -> Bool) {
        var sawTrivia = true
        while position < bytes.count {
            if skipTrivia() {
                sawTrivia = true
                continue
            }
            let start = position
            let kind = lexToken()
            let token = Token(kind: kind, start: start, end: position, followsTrivia: sawTrivia)
            tokens.append(token)
            if stop(token) { return }
            sawTrivia = false
        }
    }

    /// Skips one run of whitespace or one comment; false when the next byte starts a token.
    private mutating func skipTrivia() -> Bool {
        let current = bytes[position]
        if current.isWhitespace || current == 0 {
            position += 1
            return true
        }
        guard current == .slash else { return false }
        if byte(position + 1) == .slash {
            while position < bytes.count, bytes[position] != .newline { position += 1 }
            return true
        }
        if byte(position + 1) == .star {
            skipBlockComment()
            return true
        }
        return false
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == .slash, byte(position + 1) == .star {
                depth += 1
                position += 2
            } else if bytes[position] == .star, byte(position + 1) == .slash {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    private mutating func lexToken() -> Token.Kind {
        let current = bytes[position]
        if current == .quote { return lexString(pounds: 0) }
        if current == .pound {
            let pounds = poundsAhead()
            if byte(position + pounds) == .quote {
                position += pounds
                return lexString(pounds: pounds)
            }
            if byte(position + pounds) == .slash {
                position += pounds
                return lexExtendedRegex(pounds: pounds)
            }
            position += 1
            if let next = byte(position), next.isIdentifierStart {
                while let next = byte(position), next.isIdentifierContinue { position += 1 }
                return .pound
            }
            return .operator
        }
        if current == .backtick {
            position += 1
            while let next = byte(position), next != .backtick, next != .newline { position += 1 }
            if byte(position) == .backtick { position += 1 }
            return .identifier
        }
        if current.isIdentifierStart || current == .dollar {
            position += 1
            while let next = byte(position), next.isIdentifierContinue { position += 1 }
            return .identifier
        }
        if current.isDigit {
            lexNumber()
            return .number
        }
        position += 1
        if current == .minus, byte(position) == .greaterThan {
            position += 1
            return .arrow
        }
        return current.isPunctuation ? .punctuation : .operator
    }

    private mutating func lexNumber() {
        while let next = byte(position) {
            if next.isIdentifierContinue {
                let isExponent = next == .letterE || next == .letterUpperE || next == .letterP || next == .letterUpperP
                position += 1
                if isExponent, let sign = byte(position), sign == .plus || sign == .minus { position += 1 }
            } else if next == .dot, let after = byte(position + 1), after.isDigit {
                position += 1
            } else {
                return
            }
        }
    }

    /// The number of `#` from `position` on. A run is counted once: the tokens it splits into
    /// (`##x` is `#` and `#x`) find its end remembered.
    private mutating func poundsAhead() -> Int {
        if position >= poundRunEnd {
            poundRunEnd = position
            while byte(poundRunEnd) == .pound { poundRunEnd += 1 }
        }
        return poundRunEnd - position
    }

    /// Where a string literal, or an interpolation inside one, is being read.
    private enum StringPart {
        case text(pounds: Int, multiline: Bool)
        /// Code inside `\( … )`, `depth` parentheses deep.
        case interpolation(depth: Int)
    }

    /// Lexes a string literal whose opening `#…#` delimiter has been consumed; `position` is at
    /// the first quote. Interpolations, and the literals inside them, are followed on `parts`.
    private mutating func lexString(pounds: Int) -> Token.Kind {
        var parts = [openString(pounds: pounds)]
        while position < bytes.count, let part = parts.last {
            switch part {
            case .text(let pounds, let multiline):
                let current = bytes[position]
                if current == .backslash, hasPounds(pounds, at: position + 1) {
                    position += 1 + pounds
                    if byte(position) == .openParen {
                        position += 1
                        parts.append(.interpolation(depth: 1))
                    } else if position < bytes.count {
                        position += 1
                    }
                } else if current == .quote, closesString(pounds: pounds, multiline: multiline) {
                    position += (multiline ? 3 : 1) + pounds
                    parts.removeLast()
                } else if current == .newline, !multiline {
                    parts.removeLast()
                } else {
                    position += 1
                }
            case .interpolation(let depth):
                if skipTrivia() { continue }
                let current = bytes[position]
                if current == .quote {
                    parts.append(openString(pounds: 0))
                } else if current == .pound, case let pounds = poundsAhead(), byte(position + pounds) == .quote {
                    position += pounds
                    parts.append(openString(pounds: pounds))
                } else if current == .pound || current == .backtick {
                    _ = lexToken()
                } else {
                    position += 1
                    if current == .openParen { parts[parts.count - 1] = .interpolation(depth: depth + 1) }
                    if current == .closeParen {
                        if depth == 1 { parts.removeLast() } else { parts[parts.count - 1] = .interpolation(depth: depth - 1) }
                    }
                }
            }
        }
        return .string
    }

    /// Steps over the opening quote (or three) of a literal delimited by `pounds` `#`.
    private mutating func openString(pounds: Int) -> StringPart {
        let multiline = byte(position + 1) == .quote && byte(position + 2) == .quote
        position += multiline ? 3 : 1
        return .text(pounds: pounds, multiline: multiline)
    }

    /// Whether the quote at `position` closes a literal delimited so.
    private func closesString(pounds: Int, multiline: Bool) -> Bool {
        let quoteCount = multiline ? 3 : 1
        return (0..<quoteCount).allSatisfy { byte(position + $0) == .quote } && hasPounds(pounds, at: position + quoteCount)
    }

    private func hasPounds(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(offset + $0) == .pound }
    }

    private mutating func lexExtendedRegex(pounds: Int) -> Token.Kind {
        position += 1
        while position < bytes.count {
            if bytes[position] == .backslash {
                position += 2
                continue
            }
            if bytes[position] == .slash, hasPounds(pounds, at: position + 1) {
                position += 1 + pounds
                return .regex
            }
            position += 1
        }
        return .regex
    }
}

extension UInt8 {
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    package static let newline = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let slash = UInt8(ascii: "/")
    package static let backslash = UInt8(ascii: "\\")
    package static let star = UInt8(ascii: "*")
    package static let quote = UInt8(ascii: "\"")
    package static let pound = UInt8(ascii: "#")
    package static let backtick = UInt8(ascii: "`")
    package static let dollar = UInt8(ascii: "$")
    package static let minus = UInt8(ascii: "-")
    package static let plus = UInt8(ascii: "+")
    package static let dot = UInt8(ascii: ".")
    package static let greaterThan = UInt8(ascii: ">")
    package static let lessThan = UInt8(ascii: "<")
    package static let openParen = UInt8(ascii: "(")
    package static let closeParen = UInt8(ascii: ")")
    package static let letterE = UInt8(ascii: "e")
    package static let letterUpperE = UInt8(ascii: "E")
    package static let letterP = UInt8(ascii: "p")
    package static let letterUpperP = UInt8(ascii: "P")

    package var isWhitespace: Bool {
        self == .space || self == .tab || self == .newline || self == .carriageReturn || self == 0x0B || self == 0x0C
    }

    package var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// Letters, `_` and every byte of a non-ASCII character (Swift identifiers may be Unicode).
    package var isIdentifierStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_") || self >= 0x80
    }

    package var isIdentifierContinue: Bool { isIdentifierStart || isDigit || self == .dollar }

    package var isPunctuation: Bool {
        switch self {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
            UInt8(ascii: ";"), UInt8(ascii: "."), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }
}
