import DeclarationSyntax

/// A function's shape as `@Observable` compares it, to avoid generating a member the type
/// already declares: instance or type member, name, each parameter as `label:type`, and the
/// return type. Types mentioning a generic parameter become `some Constraint` when the parameter
/// is constrained and are left blank otherwise — the same loose comparison Swift's Observation
/// makes, so a user's `access(keyPath:)` replaces ours exactly when it would replace Apple's.
struct FunctionSignature: Equatable {
    let isInstance: Bool
    let name: String
    let parameters: [String]
    let returnType: String

    /// Reads the function whose `func` keyword is token `funcKeyword`.
    init?(_ source: SourceText, funcKeyword: Int, isInstance: Bool) {
        let reader = SignatureReader(source: source)
        let nameIndex = funcKeyword + 1
        guard source.isIdentifier(nameIndex) else { return nil }
        var index = nameIndex + 1
        var generics: [String: String?] = [:]
        if source.isOperator(index, "<") {
            let clause = source.inside(anglesAt: index)
            generics = reader.genericParameters(clause)
            index = clause.upperBound + 1
        }
        guard source.isPunctuation(index, "(") else { return nil }
        let parameterList = source.inside(groupAt: index)
        self.isInstance = isInstance
        self.name = source.text(nameIndex)
        self.parameters = source.splitAtCommas(parameterList).map { reader.parameter($0, generics) }
        self.returnType = reader.returnType(after: parameterList.upperBound + 1, generics)
    }
}

/// The pieces of a signature, each read by one small function.
private struct SignatureReader {
    let source: SourceText

    /// Each generic parameter's name and its constraint's first name, if it has one.
    func genericParameters(_ clause: Range<Int>) -> [String: String?] {
        var generics: [String: String?] = [:]
        for parameter in source.splitAtCommas(clause) {
            guard let first = parameter.first, source.isIdentifier(first) else { continue }
            let constrained = parameter.count > 2 && source.isPunctuation(first + 1, ":") && source.isIdentifier(first + 2)
            generics[source.text(first)] = constrained ? source.text(first + 2) : nil
        }
        return generics
    }

    /// `label:type` for one parameter (the type without its default value).
    func parameter(_ tokens: Range<Int>, _ generics: [String: String?]) -> String {
        guard let colon = tokens.first(where: { source.isPunctuation($0, ":") }) else { return ":" }
        let label = tokens.first.map { source.text($0) } ?? ""
        let typeEnd = source.scan(from: colon + 1, to: tokens.upperBound) { source.isOperator($0, "=") }
        return label + ":" + (substitute((colon + 1)..<typeEnd, generics) ?? "")
    }

    /// The type after `->`, up to the body or `where`; `Void` when there is no arrow.
    func returnType(after start: Int, _ generics: [String: String?]) -> String {
        let arrow = source.scan(from: start) { endsSignature($0) || source.tokens[$0].kind == .arrow }
        guard arrow < source.tokens.count, source.tokens[arrow].kind == .arrow else { return "Void" }
        let end = source.scan(from: arrow + 1) { endsSignature($0) || source.isIdentifier($0, "where") }
        return substitute((arrow + 1)..<end, generics) ?? "Void"
    }

    /// The body, the end of the enclosing one, or the next declaration: a function without a
    /// body (in a protocol, or malformed) ends there, and reading on would read every later
    /// member again for each such function.
    private func endsSignature(_ index: Int) -> Bool {
        source.isPunctuation(index, "{") || source.isPunctuation(index, "}")
            || (source.isIdentifier(index) && TypeDeclaration.declarationKeywords.contains(source.text(index)))
    }

    /// The type's spelling with generic parameters replaced; nil when an unconstrained one occurs.
    private func substitute(_ range: Range<Int>, _ generics: [String: String?]) -> String? {
        guard let first = range.first else { return nil }
        if let generic = generics[source.text(first)] { return generic.map { "some " + $0 } }
        var spelled = source.text(first)
        for index in range.dropFirst() {
            if source.isIdentifier(index) {
                guard let part = substitute(index..<(index + 1), generics) else { return nil }
                spelled += part
            } else if source.isOperator(index, "<") || source.isOperator(index, ">") || source.isPunctuation(index, ",") {
                spelled += source.text(index)
            }
        }
        return spelled
    }
}
