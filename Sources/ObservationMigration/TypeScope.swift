import DeclarationSyntax

/// A class, struct, enum, actor, protocol or extension declaration: its name, where it starts,
/// its inheritance clause and its body.
struct TypeScope {
    enum Kind: String {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    let kind: Kind
    /// As written; dotted for an extension of a nested type (`Outer.Inner`).
    let name: String
    let keyword: Int
    /// The first token of the declaration: its first attribute or modifier, or the keyword.
    let start: Int
    /// The colon opening the inheritance clause, if there is one.
    let inheritanceColon: Int?
    /// Each inherited type's tokens, in order.
    let inheritance: [Range<Int>]
    let bodyOpen: Int
    /// The body's closing `}`, or the end of the tokens when it has none.
    let bodyClose: Int

    /// The tokens between the body's braces.
    var body: Range<Int> { (bodyOpen + 1)..<bodyClose }

    /// The last component of the name: what other code calls the type.
    var simpleName: String { String(name.split(separator: ".").last ?? "") }

    /// Reads the declaration whose keyword is at `keyword`; nil when no type declaration (with a
    /// body) starts there: `class func`, `.class`, a `protocol` composition.
    init?(in file: ParsedFile, keyword: Int) {
        let source = file.source
        guard source.isIdentifier(keyword), let kind = Kind(rawValue: file.text(keyword)),
            !(keyword > 0 && source.isPunctuation(keyword - 1, ".")),
            source.isIdentifier(keyword + 1), !Self.notTypeNames.contains(file.text(keyword + 1))
        else { return nil }
        var index = keyword + 1
        var name = file.text(index)
        index += 1
        while source.isPunctuation(index, "."), source.isIdentifier(index + 1) {
            name += "." + file.text(index + 1)
            index += 2
        }
        if source.isOperator(index, "<") { index = source.skipAngles(at: index) }
        let bodyOpen = source.scan(from: index, angles: .typeArguments) {
            source.isPunctuation($0, "{") || source.isPunctuation($0, "}") || source.isPunctuation($0, ";")
        }
        guard source.isPunctuation(bodyOpen, "{") else { return nil }
        var inheritance: [Range<Int>] = []
        var colon: Int?
        if source.isPunctuation(index, ":") {
            colon = index
            let end = source.scan(from: index + 1, to: bodyOpen, angles: .typeArguments) { source.isIdentifier($0, "where") }
            inheritance = source.splitAtCommas((index + 1)..<end)
        }
        self.kind = kind
        self.name = name
        self.keyword = keyword
        self.start = file.declarationStart(keyword: keyword)
        self.inheritanceColon = colon
        self.inheritance = inheritance
        self.bodyOpen = bodyOpen
        // An unclosed body (a file in the middle of an edit) runs to the end of the text.
        let after = source.skipGroup(at: bodyOpen)
        self.bodyClose = after - 1 > bodyOpen && source.isPunctuation(after - 1, "}") ? after - 1 : source.tokens.count
    }

    /// Words that follow `class` in a member (`class func`) rather than a type's name.
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "open", "public",
        "private", "internal", "fileprivate", "package", "typealias", "convenience", "required", "nonisolated",
    ]

    /// The index in `inheritance` of the entry spelled `name` (or `Module.name`).
    func inheritanceEntry(named name: String, in file: ParsedFile) -> Int? {
        inheritance.firstIndex { range in
            let text = file.text(tokens: range).filter { !$0.isWhitespace }
            return text == name || text.hasSuffix("." + name)
        }
    }

    /// The byte range that removing inheritance entry `entry` deletes, with its comma (and the
    /// colon when it is the only one), so that the rest of the line is untouched.
    func removalRange(ofInheritanceEntry entry: Int, in file: ParsedFile) -> Range<Int> {
        let tokens = file.tokens
        let range = inheritance[entry]
        if inheritance.count == 1, let colon = inheritanceColon {
            return tokens[colon - 1].end..<tokens[range.upperBound - 1].end
        }
        if entry == 0 {
            return tokens[range.lowerBound].start..<tokens[inheritance[1].lowerBound].start
        }
        return tokens[inheritance[entry - 1].upperBound - 1].end..<tokens[range.upperBound - 1].end
    }
}
