/// The type an `@Observable` attribute is attached to, read from its source text: its kind,
/// name, attributes and a summary of the members it already declares.
struct TypeDeclaration {
    let source: SourceText
    let header: DeclarationHeader
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`; nil if not recognised.
    let kind: String?
    let name: String
    /// The tokens between the body's braces.
    private let body: Range<Int>

    private static let kinds: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]

    init(_ text: String) {
        let source = SourceText(text)
        let header = DeclarationHeader(source, classIsModifier: false)
        self.source = source
        self.header = header
        let keyword = header.keywordIndex
        if source.isIdentifier(keyword), Self.kinds.contains(source.text(keyword)) {
            kind = source.text(keyword)
            name = source.isIdentifier(keyword + 1) ? source.text(keyword + 1) : ""
        } else {
            kind = nil
            name = ""
        }
        var bodyStart = keyword + 1
        while bodyStart < source.tokens.count, !source.isPunctuation(bodyStart, "{") {
            if source.isOperator(bodyStart, "<") {
                bodyStart = source.skipAngles(at: bodyStart)
            } else if source.isPunctuation(bodyStart, "(") || source.isPunctuation(bodyStart, "[") {
                bodyStart = source.skipGroup(at: bodyStart)
            } else {
                bodyStart += 1
            }
        }
        body = bodyStart < source.tokens.count ? source.inside(groupAt: bodyStart) : bodyStart..<bodyStart
    }

    /// The functions and variables declared directly in the body (not inside `#if`), read on
    /// demand: only the member role needs them. `static`/`class` seen since the last
    /// declaration keyword make the next function or variable a type member.
    func members() -> (functions: [FunctionSignature], variables: [(name: String, isInstance: Bool)]) {
        var functions: [FunctionSignature] = []
        var variables: [(name: String, isInstance: Bool)] = []
        var conditionalDepth = 0
        var pendingStatic = false
        var index = body.lowerBound
        while index < body.upperBound {
            let token = source.tokens[index]
            if token.kind == .pound {
                let directive = source.text(index)
                if directive == "#if" { conditionalDepth += 1 }
                if directive == "#endif" { conditionalDepth -= 1 }
                index += 1
                continue
            }
            if source.isPunctuation(index, "(") || source.isPunctuation(index, "[") || source.isPunctuation(index, "{") {
                index = source.skipGroup(at: index)
                pendingStatic = false
                continue
            }
            guard conditionalDepth == 0, token.kind == .identifier else {
                index += 1
                continue
            }
            let word = source.text(index)
            if word == "static" || word == "class" {
                pendingStatic = true
            } else if word == "func" {
                if let signature = FunctionSignature(source, funcKeyword: index, isInstance: !pendingStatic) {
                    functions.append(signature)
                }
                pendingStatic = false
            } else if word == "var" || word == "let" {
                let previous = index > body.lowerBound ? source.text(index - 1) : ""
                if !["if", "guard", "while", "case", "for"].contains(previous), source.isIdentifier(index + 1) {
                    variables.append((source.text(index + 1), !pendingStatic))
                }
                pendingStatic = false
            } else if !DeclarationHeader.modifierNames.contains(word) {
                pendingStatic = false
            }
            index += 1
        }
        return (functions, variables)
    }

    /// The text of every `@available` attribute, to put on the conformance extension.
    var availabilityAttributes: [String] {
        header.attributes.filter { $0.name == "available" }.map { source.text(tokens: $0.tokens) }
    }
}
