/// Every bracket pair of a file: `()`, `[]`, `{}` and generic angle brackets (a `<` right after a
/// name, closed by a `>` with only type syntax between), so that a rule can ask what a construct
/// stands in.
struct Brackets {
    struct Pair {
        let open: Int
        let close: Int
        let kind: UInt8
    }

    /// Sorted by `open`.
    private let pairs: [Pair]
    private let code: CodeText

    init(_ code: CodeText) {
        self.code = code
        var pairs: [Pair] = []
        for (offset, byte) in code.bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                pairs.append(Pair(open: offset, close: code.matchingClose(of: offset), kind: byte))
            case UInt8(ascii: "<"):
                if let close = Self.genericClose(in: code, open: offset) {
                    pairs.append(Pair(open: offset, close: close, kind: byte))
                }
            default: break
            }
        }
        self.pairs = pairs
    }

    /// The pairs around `offset`, innermost first.
    func enclosing(_ offset: Int) -> [Pair] {
        pairs.filter { $0.open < offset && offset < $0.close }.reversed()
    }

    func isInGenericClause(_ offset: Int) -> Bool {
        enclosing(offset).contains { $0.kind == UInt8(ascii: "<") }
    }

    /// The generic parameter clauses of declarations introduced by `keywords` that contain the
    /// word `word`, as the offsets of those words.
    func genericClauses(of keywords: [String], in code: CodeText, containing word: String) -> [Int] {
        pairs.filter { $0.kind == UInt8(ascii: "<") }.flatMap { pair -> [Int] in
            var nameStart = pair.open
            while nameStart > 0, CodeText.isIdentifier(code.bytes[nameStart - 1]) { nameStart -= 1 }
            var keywordEnd = nameStart
            while keywordEnd > 0, CodeText.isSpace(code.bytes[keywordEnd - 1]) { keywordEnd -= 1 }
            guard keywordEnd < nameStart,
                keywords.contains(where: { keyword in
                    let start = keywordEnd - keyword.utf8.count
                    return code.hasPrefix(keyword, at: start) && (start == 0 || !CodeText.isIdentifier(code.bytes[start - 1]))
                })
            else { return [] }
            return (pair.open + 1..<pair.close).filter { offset in
                code.hasPrefix(word, at: offset) && !CodeText.isIdentifier(code.bytes[offset - 1])
                    && !CodeText.isIdentifier(code.bytes[offset + word.utf8.count])
            }
        }
    }

    /// Those of `find`'s offsets where the type found stands where its metadata is needed: as a
    /// generic argument (`Array<…>`, `[…]`, `[K: …]`), as a metatype (`(…).self`, `.Type`), or as
    /// the target of a cast (`as`, `as?`, `as!`, `is`). Parentheses around the type are seen
    /// through; a closure body, a parameter list or a stored property's type is not such a place.
    func metadataUses(of find: (CodeText) -> [Int], in code: CodeText) -> [Int] {
        find(code).filter { offset in
            var typeStart = offset
            for pair in enclosing(offset) {
                if pair.kind == UInt8(ascii: "<") || pair.kind == UInt8(ascii: "[") { return true }
                guard pair.kind == UInt8(ascii: "(") else { break }
                if code.isMetatypeSuffix(at: pair.close + 1) { return true }
                typeStart = pair.open
            }
            return code.isCastTarget(at: typeStart)
        }
    }

    /// The `>` that closes a generic argument or parameter clause opened at `open`, if it is one.
    private static func genericClose(in code: CodeText, open: Int) -> Int? {
        guard open > 0, CodeText.isIdentifier(code.bytes[open - 1]) else { return nil }
        let allowed = Set("()[]?!&@~.,:-= \n\t\r".utf8)
        var depth = 0
        var index = open
        while index < code.bytes.count {
            let byte = code.bytes[index]
            if byte == UInt8(ascii: "<") {
                depth += 1
            } else if byte == UInt8(ascii: ">"), code.bytes[index - 1] != UInt8(ascii: "-") {
                depth -= 1
                if depth == 0 { return index }
            } else if !(CodeText.isIdentifier(byte) || allowed.contains(byte) || byte == UInt8(ascii: ">")) {
                return nil
            }
            index += 1
        }
        return nil
    }
}

extension CodeText {
    /// Whether `.self`, `.Type` or `.Protocol` starts at `offset`.
    func isMetatypeSuffix(at offset: Int) -> Bool {
        let index = skipSpace(from: offset)
        return [".self", ".Type", ".Protocol"].contains { suffix in
            hasPrefix(suffix, at: index) && (index + suffix.utf8.count == bytes.count || !Self.isIdentifier(bytes[index + suffix.utf8.count]))
        }
    }

    /// Whether the type starting at `offset` is the right-hand side of `as`, `as?`, `as!` or `is`.
    func isCastTarget(at offset: Int) -> Bool {
        var index = offset
        while index > 0, Self.isSpace(bytes[index - 1]) { index -= 1 }
        if index > 0, bytes[index - 1] == UInt8(ascii: "?") || bytes[index - 1] == UInt8(ascii: "!") { index -= 1 }
        return ["as", "is"].contains { keyword in
            let start = index - 2
            return hasPrefix(keyword, at: start) && (start == 0 || !Self.isIdentifier(bytes[start - 1]))
        }
    }
}
