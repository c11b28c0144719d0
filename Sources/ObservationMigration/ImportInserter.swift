import DeclarationSyntax

/// Adds `import Module` lines a file now needs, among its imports: in alphabetical place when
/// the file's imports are sorted, after the last one otherwise, or before the first
/// declaration when it has none. Imports inside `#if` count as present and are never moved.
struct ImportInserter {
    let file: ParsedFile

    func edits(adding modules: [String]) -> [TextEdit] {
        let source = file.source
        var imported: Set<String> = []
        var topLevel: [(module: String, line: Range<Int>)] = []
        var conditionalDepth = 0
        var braceDepth = 0
        for index in file.tokens.indices {
            if file.tokens[index].kind == .pound {
                let word = file.text(index)
                conditionalDepth += word == "#if" ? 1 : word == "#endif" ? -1 : 0
            }
            if source.isPunctuation(index, "{") { braceDepth += 1 }
            if source.isPunctuation(index, "}") { braceDepth -= 1 }
            guard braceDepth == 0, source.isIdentifier(index, "import") else { continue }
            var moduleToken = index + 1
            if source.isIdentifier(moduleToken), Self.importKinds.contains(file.text(moduleToken)), source.isIdentifier(moduleToken + 1) {
                moduleToken += 1
            }
            guard source.isIdentifier(moduleToken) else { continue }
            let module = file.text(moduleToken)
            imported.insert(module)
            if conditionalDepth == 0, file.startsLine(file.declarationStart(keyword: index)) {
                topLevel.append((module, lineRange(of: index)))
            }
        }
        let missing = modules.filter { !imported.contains($0) }.sorted()
        guard !missing.isEmpty else { return [] }
        guard let last = topLevel.last else {
            let first = file.tokens.isEmpty ? file.bytes.count : startOfLeadingComments(before: lineRange(of: 0).lowerBound)
            return [.insert(missing.map { "import \($0)\n" }.joined() + "\n", at: first)]
        }
        let sorted = zip(topLevel, topLevel.dropFirst()).allSatisfy { pair in pair.0.module <= pair.1.module }
        var edits: [TextEdit] = []
        for module in missing {
            if sorted, let before = topLevel.first(where: { $0.module > module }) {
                edits.append(.insert("import \(module)\n", at: before.line.lowerBound))
            } else {
                edits.append(.insert("\nimport \(module)", at: last.line.upperBound))
            }
        }
        return edits
    }

    /// The start of the comment lines (a doc comment) right above the line at `offset`; a blank
    /// line ends them, so a file's header comment stays above the imports.
    private func startOfLeadingComments(before offset: Int) -> Int {
        var start = offset
        while start > 0 {
            var previous = start - 1
            while previous > 0, file.bytes[previous - 1] != .newline { previous -= 1 }
            let line = file.text(from: previous, to: start - 1).drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*") else { break }
            start = previous
        }
        return start
    }

    /// `import struct Module.Type` and the like.
    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    /// The line holding token `index`, without its newline.
    private func lineRange(of index: Int) -> Range<Int> {
        var start = file.tokens[index].start
        while start > 0, file.bytes[start - 1] != .newline { start -= 1 }
        var end = file.tokens[index].end
        while end < file.bytes.count, file.bytes[end] != .newline { end += 1 }
        return start..<end
    }
}
