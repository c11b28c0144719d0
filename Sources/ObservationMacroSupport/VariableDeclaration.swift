/// A `var` or `let` declaration read from its source text: enough structure to decide whether
/// `@Observable` tracks it and to rewrite it into backing storage.
struct VariableDeclaration {
    /// One `pattern: Type = initializer { accessors }` of the declaration.
    struct Binding {
        /// The identifier as spelled (backticks included); nil for `_` and tuple patterns.
        let name: String?
        let nameToken: Int?
        /// The binding's accessors; a bare getter body counts as `get`.
        let accessors: [Accessor]

        var isComputed: Bool {
            accessors.contains { $0.kind != "willSet" && $0.kind != "didSet" }
        }
    }

    /// One accessor: its keyword and the index of the `{` opening its body, if it has one.
    struct Accessor {
        let kind: String
        let body: Int?
    }

    let source: SourceText
    let header: DeclarationHeader
    let isLet: Bool
    let bindings: [Binding]
    /// False when tokens were left over: the text is not a declaration this reader understands.
    let isComplete: Bool

    static let accessorNames: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init",
        "unsafeAddress", "unsafeMutableAddress",
    ]

    /// Nil when the text is not a variable declaration.
    init?(_ text: String) {
        let source = SourceText(text)
        let header = DeclarationHeader(source, classIsModifier: true)
        let keyword = header.keywordIndex
        guard source.isIdentifier(keyword, "var") || source.isIdentifier(keyword, "let") else { return nil }
        self.source = source
        self.header = header
        self.isLet = source.isIdentifier(keyword, "let")

        var bindings: [Binding] = []
        var index = keyword + 1
        var complete = true
        while true {
            var name: String?
            var nameToken: Int?
            if source.isIdentifier(index), source.text(index) != "_" {
                name = source.text(index)
                nameToken = index
                index += 1
            } else if source.isPunctuation(index, "(") {
                index = source.skipGroup(at: index)
            } else if source.isIdentifier(index) {
                index += 1
            } else {
                complete = false
                break
            }
            var hasInitializer = false
            if source.isPunctuation(index, ":") { index = Self.skipType(source, from: index + 1) }
            if Self.isAssignment(source, index) {
                hasInitializer = true
                index = Self.skipExpression(source, from: index + 1)
            }
            var accessors: [Accessor] = []
            if source.isPunctuation(index, "{"),
                !hasInitializer || Self.opensAccessorList(source, at: index)
            {
                accessors = Self.accessors(source, blockAt: index)
                index = source.skipGroup(at: index)
            }
            bindings.append(Binding(name: name, nameToken: nameToken, accessors: accessors))
            guard source.isPunctuation(index, ",") else { break }
            index += 1
        }
        self.bindings = bindings
        self.isComplete = complete && index == source.tokens.count
    }

    var isInstance: Bool { !header.hasModifier("static") && !header.hasModifier("class") }

    /// A lone `=` (not part of an operator such as `==` or `=-`).
    private static func isAssignment(_ source: SourceText, _ index: Int) -> Bool {
        guard source.isOperator(index, "=") else { return false }
        let joinedBefore = !source.tokens[index].followsTrivia && index > 0
            && source.tokens[index - 1].kind == .operator
        let joinedAfter = index + 1 < source.tokens.count && !source.tokens[index + 1].followsTrivia
            && source.tokens[index + 1].kind == .operator
        return !joinedBefore && !joinedAfter
    }

    /// Skips a type annotation: stops at a top-level `=`, `,` or `{`.
    private static func skipType(_ source: SourceText, from start: Int) -> Int {
        var index = start
        while index < source.tokens.count {
            if source.isPunctuation(index, ",") || source.isPunctuation(index, "{") || isAssignment(source, index) {
                return index
            }
            if source.isOperator(index, "<") {
                index = source.skipAngles(at: index)
            } else if source.isPunctuation(index, "(") || source.isPunctuation(index, "[") {
                index = source.skipGroup(at: index)
            } else {
                index += 1
            }
        }
        return index
    }

    /// Skips an initializer expression: stops at a top-level `,` or at a `{` that opens an
    /// accessor list (any other `{` is a closure, e.g. a trailing closure).
    private static func skipExpression(_ source: SourceText, from start: Int) -> Int {
        var index = start
        while index < source.tokens.count {
            if source.isPunctuation(index, ",") { return index }
            if source.isPunctuation(index, "{"), opensAccessorList(source, at: index) { return index }
            if source.isPunctuation(index, "(") || source.isPunctuation(index, "[")
                || source.isPunctuation(index, "{")
            {
                index = source.skipGroup(at: index)
            } else {
                index += 1
            }
        }
        return index
    }

    /// Whether the block at `brace` starts with an accessor (`get`, `didSet`, …), as the Swift
    /// parser decides between an accessor list and a closure.
    private static func opensAccessorList(_ source: SourceText, at brace: Int) -> Bool {
        accessorKeyword(source, at: brace + 1) != nil
    }

    /// The accessor keyword at `index` after attributes and `mutating`-like modifiers.
    private static func accessorKeyword(_ source: SourceText, at index: Int) -> (name: String, index: Int)? {
        let header = DeclarationHeader(source, from: index, classIsModifier: false)
        let keyword = header.keywordIndex
        guard source.isIdentifier(keyword), accessorNames.contains(source.text(keyword)) else { return nil }
        return (source.text(keyword), keyword)
    }

    private static func accessors(_ source: SourceText, blockAt brace: Int) -> [Accessor] {
        let end = source.inside(groupAt: brace).upperBound
        guard accessorKeyword(source, at: brace + 1) != nil else { return [Accessor(kind: "get", body: brace)] }
        var accessors: [Accessor] = []
        var index = brace + 1
        while index < end, let accessor = accessorKeyword(source, at: index) {
            index = accessor.index + 1
            while index < end, !source.isPunctuation(index, "{"), accessorKeyword(source, at: index) == nil {
                index = source.isPunctuation(index, "(") ? source.skipGroup(at: index) : index + 1
            }
            let body = source.isPunctuation(index, "{") ? index : nil
            if let body { index = source.skipGroup(at: body) }
            accessors.append(Accessor(kind: accessor.name, body: body))
        }
        return accessors
    }
}
