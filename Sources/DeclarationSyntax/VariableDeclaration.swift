/// A `var` or `let` declaration read from its source text: enough structure to decide whether
/// `@Observable` tracks it and to rewrite it into backing storage.
package struct VariableDeclaration {
    /// One `pattern: Type = initializer { accessors }` of the declaration.
    package struct Binding {
        /// The identifier as spelled (backticks included); nil for `_` and tuple patterns.
        package let name: String?
        package let nameToken: Int?
        /// The tokens of the type after `:` and of the initializer after `=`, where present.
        package let typeAnnotation: Range<Int>?
        package let initializer: Range<Int>?
        /// The binding's accessors; a bare getter body counts as `get`.
        package let accessors: [Accessor]

        package var isComputed: Bool {
            accessors.contains { !$0.kind.isObserver }
        }
    }

    /// One accessor: its keyword and the index of the `{` opening its body, if it has one.
    package struct Accessor {
        package enum Kind: String {
            case get, set, willSet, didSet, _read, _modify, read, modify, `init`
            case unsafeAddress, unsafeMutableAddress

            /// `willSet` and `didSet` observe a stored property; the others make it computed.
            package var isObserver: Bool { self == .willSet || self == .didSet }
        }

        package let kind: Kind
        package let body: Int?
    }

    package let source: SourceText
    package let header: DeclarationHeader
    package let isLet: Bool
    package let bindings: [Binding]
    /// False when tokens were left over: the text is not a declaration this reader understands.
    package let isComplete: Bool

    /// Nil when the text is not a variable declaration.
    package init?(_ text: String) {
        self.init(SourceText(text))
    }

    package init?(_ source: SourceText) {
        let header = DeclarationHeader(source, classIsModifier: true)
        let keyword = header.keywordIndex
        guard source.isIdentifier(keyword, "var") || source.isIdentifier(keyword, "let") else { return nil }
        self.source = source
        self.header = header
        self.isLet = source.isIdentifier(keyword, "let")
        var reader = BindingReader(source: source, index: keyword + 1)
        var bindings: [Binding] = []
        var complete = true
        while true {
            guard let binding = reader.readBinding() else {
                complete = false
                break
            }
            bindings.append(binding)
            guard source.isPunctuation(reader.index, ",") else { break }
            reader.index += 1
        }
        self.bindings = bindings
        self.isComplete = complete && reader.index == source.tokens.count
    }

    package var isInstance: Bool { !header.hasModifier(.static) && !header.hasModifier(.class) }
}

/// The cursor `VariableDeclaration` reads its bindings with.
private struct BindingReader {
    let source: SourceText
    var index: Int

    /// `pattern`, then `: Type`, `= initializer` and `{ accessors }` where present; nil when no
    /// pattern starts at the cursor.
    mutating func readBinding() -> VariableDeclaration.Binding? {
        var name: String?
        var nameToken: Int?
        if source.isIdentifier(index) {
            if source.text(index) != "_" {
                name = source.text(index)
                nameToken = index
            }
            index += 1
        } else if source.isPunctuation(index, "(") {
            index = source.skipGroup(at: index)
        } else {
            return nil
        }
        var typeAnnotation: Range<Int>?
        if source.isPunctuation(index, ":") {
            let start = index + 1
            index = source.scan(from: start, angles: .typeArguments) {
                source.isPunctuation($0, ",") || source.isPunctuation($0, "{") || isAssignment($0)
            }
            typeAnnotation = start..<index
        }
        var initializer: Range<Int>?
        let hasInitializer = isAssignment(index)
        if hasInitializer {
            let start = index + 1
            index = source.scan(from: start, angles: .expressionArguments) {
                source.isPunctuation($0, ",") || opensAccessorList($0)
            }
            initializer = start..<index
        }
        var accessors: [VariableDeclaration.Accessor] = []
        if source.isPunctuation(index, "{"), !hasInitializer || opensAccessorList(index) {
            accessors = readAccessors(blockAt: index)
            index = source.skipGroup(at: index)
        }
        return VariableDeclaration.Binding(
            name: name, nameToken: nameToken, typeAnnotation: typeAnnotation, initializer: initializer, accessors: accessors)
    }

    /// A lone `=` (not part of an operator such as `==` or `=-`).
    private func isAssignment(_ index: Int) -> Bool {
        guard source.isOperator(index, "=") else { return false }
        let tokens = source.tokens
        let joinedBefore = !tokens[index].followsTrivia && index > 0 && tokens[index - 1].kind == .operator
        let joinedAfter = index + 1 < tokens.count && !tokens[index + 1].followsTrivia
            && tokens[index + 1].kind == .operator
        return !joinedBefore && !joinedAfter
    }

    /// Whether `index` is a `{` whose block starts with an accessor (`get`, `didSet`, …), as the
    /// Swift parser decides between an accessor list and a closure.
    private func opensAccessorList(_ index: Int) -> Bool {
        source.isPunctuation(index, "{") && accessorKeyword(at: index + 1) != nil
    }

    /// The accessor keyword at `index` after attributes and `mutating`-like modifiers.
    private func accessorKeyword(at index: Int) -> (kind: VariableDeclaration.Accessor.Kind, index: Int)? {
        let keyword = DeclarationHeader(source, from: index, classIsModifier: false).keywordIndex
        return accessorKind(at: keyword).map { ($0, keyword) }
    }

    /// The index of the `{` of an accessor's body, or of the start of the next accessor, from
    /// just after an accessor keyword (a parameter list such as `willSet(next)` may stand
    /// before the body). A run of attributes and modifiers that leads to no accessor keyword is
    /// stepped over whole: read again from each of its tokens, it would lead to the same token,
    /// at a cost that grows with the square of its length. A run with a `#if` in it is not:
    /// accessors may stand in its blocks.
    private func bodyOrNextAccessor(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, !source.isPunctuation(index, "{") {
            let keyword = DeclarationHeader(source, from: index, classIsModifier: false).keywordIndex
            if accessorKind(at: keyword) != nil { return index }
            let run = index..<keyword
            index = run.count > 1 && !run.contains { source.tokens[$0].kind == .pound }
                ? keyword : source.skipTokenOrGroup(at: index)
        }
        return min(index, end)
    }

    private func accessorKind(at keyword: Int) -> VariableDeclaration.Accessor.Kind? {
        source.isIdentifier(keyword) ? VariableDeclaration.Accessor.Kind(rawValue: source.text(keyword)) : nil
    }

    private func readAccessors(blockAt brace: Int) -> [VariableDeclaration.Accessor] {
        guard accessorKeyword(at: brace + 1) != nil else { return [.init(kind: .get, body: brace)] }
        let end = source.inside(groupAt: brace).upperBound
        var accessors: [VariableDeclaration.Accessor] = []
        var index = brace + 1
        while index < end, let accessor = accessorKeyword(at: index) {
            index = bodyOrNextAccessor(from: accessor.index + 1, to: end)
            let body = source.isPunctuation(index, "{") ? index : nil
            if let body { index = source.skipGroup(at: body) }
            accessors.append(.init(kind: accessor.kind, body: body))
        }
        return accessors
    }
}
