import DeclarationSyntax

/// The insertions that put a body's content inside `ObservationHost { … }`, its lines one
/// level deeper, in the file's own indentation. Insertions only, so that the other edits of the
/// code inside still apply; lines of a multi-line string literal are part of its value and are
/// never re-indented.
enum HostInsertion {
    /// For the body between the braces at `brace` and `close`.
    static func edits(in file: ParsedFile, brace: Int, close: Int) -> [TextEdit] {
        let start = file.tokens[brace].end, end = file.tokens[close].start
        let newlines = (start..<end).filter { file.bytes[$0] == .newline }
        guard let first = newlines.first, let last = newlines.last, first != last else {
            return [.insert(" ObservationHost {", at: start), .insert("} ", at: end)]
        }
        let outer = file.indentation(ofLineAt: brace)
        let lineStarts = newlines.dropLast().map { $0 + 1 }
        let firstIndented = lineStarts.lazy.map { leadingWhitespace(in: file, at: $0) }.first { !$0.isEmpty }
        let unit = firstIndented.flatMap { $0.count > outer.count && $0.hasPrefix(outer) ? String($0.dropFirst(outer.count)) : nil } ?? "    "
        var edits: [TextEdit] = [.insert("\n\(outer)\(unit)ObservationHost {", at: start)]
        let hasMultilineString = (brace..<close).contains { file.tokens[$0].kind == .string && file.text($0).contains("\n") }
        if !hasMultilineString {
            for lineStart in lineStarts where file.bytes[lineStart] != .newline {
                edits.append(.insert(unit, at: lineStart))
            }
        }
        edits.append(.insert("\n\(outer)\(unit)}", at: last))
        return edits
    }

    /// The spaces and tabs at `offset`.
    private static func leadingWhitespace(in file: ParsedFile, at offset: Int) -> String {
        var end = offset
        while end < file.bytes.count, file.bytes[end] == .space || file.bytes[end] == .tab { end += 1 }
        return file.text(from: offset, to: end)
    }
}
