/// Finds the stored properties and enum payloads, in a type's body, whose type is an
/// `@isolated(any)` or typed-throws function type. Their field metadata (what `dump`, `print` and
/// `Mirror` read) needs `swift_getExtendedFunctionTypeMetadata`, which the Swift 6.0 runtime
/// added: on iOS and tvOS 17 and earlier, reflecting such a value jumps to a null address.
///
/// A struct that exists only to be cast through (`unsafeBitCast`), never stored, is exempt when
/// its name ends in `CastLayout`: nothing can reflect a value that is never kept.
enum StoredFunctionTypes {
    static let words = ["@isolated(any)", "throws("]

    static func find(_ code: CodeText, _ brackets: Brackets) -> [Int] {
        words.flatMap { word in occurrences(of: word, in: code) }.filter { offset in
            isStoredInATypeBody(offset, code, brackets)
        }.sorted()
    }

    private static func occurrences(of word: String, in code: CodeText) -> [Int] {
        let first = Array(word.utf8)[0]
        return code.bytes.indices.filter { code.bytes[$0] == first && code.hasPrefix(word, at: $0) }
    }

    /// Whether `offset` is in the declared type of a `let`/`var` (not `static`) or a `case`
    /// payload directly inside a type's braces.
    private static func isStoredInATypeBody(_ offset: Int, _ code: CodeText, _ brackets: Brackets) -> Bool {
        let enclosing = brackets.enclosing(offset)
        guard let body = enclosing.first(where: { $0.kind == UInt8(ascii: "{") }) else { return false }
        guard let typeName = typeDeclared(openingAt: body.open, code), !typeName.hasSuffix("CastLayout") else { return false }
        // The declaration: from the start of the line holding the outermost bracket inside the body.
        let outermostInside = enclosing.last { $0.open > body.open }
        let anchor = outermostInside?.open ?? offset
        let declarationStart = max(lineStart(of: anchor, code), body.open + 1)
        let line = String(decoding: code.bytes[declarationStart..<anchor], as: UTF8.self)
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package", "final", "lazy", "weak", "unowned"]
        guard let keyword = words.first(where: { !modifiers.contains($0) && !$0.hasPrefix("@") && !$0.hasPrefix("nonisolated") && !$0.hasPrefix("private(") })
        else { return false }
        switch keyword {
        case "let", "var":
            // In the type annotation: before any `=` of the line.
            let prefix = String(decoding: code.bytes[declarationStart..<offset], as: UTF8.self)
            return !prefix.contains("=")
        case "case":
            return outermostInside?.kind == UInt8(ascii: "(")
        default:
            return false
        }
    }

    /// The name of the type whose body opens at `open`, if the brace opens a type's body.
    private static func typeDeclared(openingAt open: Int, _ code: CodeText) -> String? {
        let header = statementText(containing: open, code)
        let words = header.split(whereSeparator: { " \t:<{(".contains($0) }).map(String.init)
        for keyword in ["struct", "class", "enum", "actor", "extension"] {
            if let index = words.firstIndex(of: keyword), index + 1 < words.count, !words.contains("func") {
                return words[index + 1]
            }
        }
        return nil
    }

    private static func lineStart(of offset: Int, _ code: CodeText) -> Int {
        var index = offset
        while index > 0, code.bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    private static func statementText(containing offset: Int, _ code: CodeText) -> String {
        var end = offset
        while end < code.bytes.count, code.bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return String(decoding: code.bytes[lineStart(of: offset, code)..<end], as: UTF8.self)
    }
}
