import DeclarationSyntax

/// The type an `@Observable` attribute is attached to, read from its source text: its kind,
/// name, attributes and a summary of the members it already declares.
struct TypeDeclaration {
    enum Kind: String {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    /// What the member role must not generate again.
    struct DeclaredMembers {
        var functions: [FunctionSignature] = []
        var variables: [(name: String, isInstance: Bool)] = []
        /// The text of each variable declaration, from its attributes to the next declaration
        /// keyword outside brackets (which may cut it short, never let it run on into another
        /// declaration).
        var variableTexts: [String] = []
        /// The body has `#if` blocks, whose members are not read.
        var hasConditionalMembers = false
    }

    let source: SourceText
    let header: DeclarationHeader
    /// Nil when the text is not a type declaration this reader recognises.
    let kind: Kind?
    let name: String
    /// The tokens between the body's braces.
    private let body: Range<Int>

    /// Reads the declaration; with `throughBodyStart`, only the text before the body's `{` is
    /// read (the kind, name and attributes): asked once per member, the whole text would make
    /// the cost quadratic in the size of the class.
    init(_ text: String, throughBodyStart: Bool = false) {
        let bytes = Array(text.utf8)
        let tokens = throughBodyStart ? Lexer.tokenize(bytes, through: Self.bodyStartDetector(bytes)) : Lexer.tokenize(bytes)
        let source = SourceText(bytes: bytes, tokens: tokens)
        let header = DeclarationHeader(source, classIsModifier: false)
        self.source = source
        self.header = header
        let keyword = header.keywordIndex
        kind = source.isIdentifier(keyword) ? Kind(rawValue: source.text(keyword)) : nil
        name = kind != nil && source.isIdentifier(keyword + 1) ? source.text(keyword + 1) : ""
        let bodyStart = source.scan(from: keyword + 1, angles: .typeArguments) { source.isPunctuation($0, "{") }
        body = bodyStart < source.tokens.count ? source.inside(groupAt: bodyStart) : bodyStart..<bodyStart
    }

    /// True at the first `{` outside parentheses and brackets: the body's.
    private static func bodyStartDetector(_ bytes: [UInt8]) -> (Token) -> Bool {
        var depth = 0
        return { token in
            guard token.kind == .punctuation else { return false }
            switch bytes[token.start] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{"): return depth == 0
            default: break
            }
            return false
        }
    }

    /// The functions and variables declared directly in the body (not inside `#if`), read on
    /// demand: only the member role needs them.
    func members() -> DeclaredMembers {
        var members = DeclaredMembers()
        var conditionalDepth = 0
        var index = body.lowerBound
        // Where each declaration starts, and which of them are variables.
        var starts: [(token: Int, isVariable: Bool)] = []
        while index < body.upperBound {
            if source.tokens[index].kind == .pound {
                let directive = source.text(index)
                if directive == "#if" { members.hasConditionalMembers = true }
                conditionalDepth += directive == "#if" ? 1 : directive == "#endif" ? -1 : 0
                index += 1
            } else if conditionalDepth == 0, source.isIdentifier(index) || source.isPunctuation(index, "@") {
                let variables = members.variables.count
                let (next, declares) = readMember(at: index, into: &members)
                if declares { starts.append((index, members.variables.count != variables)) }
                index = next
            } else {
                index = source.skipTokenOrGroup(at: index)
            }
        }
        for (position, start) in starts.enumerated() where start.isVariable {
            let end = position + 1 < starts.count ? starts[position + 1].token : body.upperBound
            members.variableTexts.append(source.text(tokens: start.token..<end))
        }
        return members
    }

    /// Keywords that start a declaration in a type's body.
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "struct", "class",
        "enum", "actor", "protocol", "extension", "case", "macro", "operator", "precedencegroup", "import",
    ]

    /// Reads the member declaration whose header starts at `start`, records it if it is a
    /// function or variable, and returns the index after its keyword (nested bodies are then
    /// stepped over whole by `members`) and whether a declaration starts there.
    private func readMember(at start: Int, into members: inout DeclaredMembers) -> (next: Int, declares: Bool) {
        let header = DeclarationHeader(source, from: start, classIsModifier: true)
        let keyword = header.keywordIndex
        let isInstance = !header.hasModifier(.static) && !header.hasModifier(.class)
        if source.isIdentifier(keyword, "func") {
            if let signature = FunctionSignature(source, funcKeyword: keyword, isInstance: isInstance) {
                members.functions.append(signature)
            }
        } else if source.isIdentifier(keyword, "var") || source.isIdentifier(keyword, "let"), source.isIdentifier(keyword + 1) {
            members.variables.append((source.text(keyword + 1), isInstance))
        }
        // `class Nested` reads as a modifier and a name.
        let declares = source.isIdentifier(keyword) && Self.declarationKeywords.contains(source.text(keyword))
            || header.hasModifier(.class)
        return (max(keyword + 1, start + 1), declares)
    }

    /// The text of every `@available` attribute, to put on the conformance extension.
    var availabilityAttributes: [String] {
        header.attributes.filter { $0.name == "available" }.map { source.text(tokens: $0.tokens) }
    }
}
