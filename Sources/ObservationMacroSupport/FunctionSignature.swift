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
        var index = funcKeyword + 1
        guard source.isIdentifier(index) else { return nil }
        name = source.text(index)
        index += 1
        var generics: [String: String?] = [:]
        if source.isOperator(index, "<") {
            let clause = source.inside(anglesAt: index)
            for parameter in Self.split(source, clause) {
                guard let first = parameter.first, source.isIdentifier(first) else { continue }
                let constraint = parameter.count > 2 && source.isPunctuation(first + 1, ":")
                    ? source.tokens[first + 2].kind == .identifier ? source.text(first + 2) : nil
                    : nil
                generics[source.text(first)] = constraint
            }
            index = clause.upperBound + 1
        }
        guard source.isPunctuation(index, "(") else { return nil }
        let parameterList = source.inside(groupAt: index)
        parameters = Self.split(source, parameterList).map { parameter in
            guard let colon = parameter.first(where: { source.isPunctuation($0, ":") }) else { return ":" }
            let label = parameter.first.map { source.text($0) } ?? ""
            var typeEnd = colon + 1
            while typeEnd < parameter.upperBound, !source.isOperator(typeEnd, "=") {
                typeEnd = source.isPunctuation(typeEnd, "(") || source.isPunctuation(typeEnd, "[")
                    ? source.skipGroup(at: typeEnd) : typeEnd + 1
            }
            return label + ":" + (Self.substitute(source, (colon + 1)..<typeEnd, generics) ?? "")
        }
        index = parameterList.upperBound + 1
        while index < source.tokens.count, !source.isPunctuation(index, "{"), source.tokens[index].kind != .arrow {
            index = source.isPunctuation(index, "(") ? source.skipGroup(at: index) : index + 1
        }
        var returnType = "Void"
        if index < source.tokens.count, source.tokens[index].kind == .arrow {
            var end = index + 1
            while end < source.tokens.count, !source.isPunctuation(end, "{"), !source.isIdentifier(end, "where") {
                end = source.isPunctuation(end, "(") || source.isPunctuation(end, "[") ? source.skipGroup(at: end) : end + 1
            }
            returnType = Self.substitute(source, (index + 1)..<end, generics) ?? "Void"
        }
        self.isInstance = isInstance
        self.returnType = returnType
    }

    /// Splits a token range at its top-level commas.
    private static func split(_ source: SourceText, _ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        var angles = 0
        while index < range.upperBound {
            if source.isPunctuation(index, "(") || source.isPunctuation(index, "[") || source.isPunctuation(index, "{") {
                index = source.skipGroup(at: index)
                continue
            }
            if source.isOperator(index, "<") { angles += 1 }
            if source.isOperator(index, ">") { angles -= 1 }
            if angles == 0, source.isPunctuation(index, ",") {
                parts.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }

    /// The type's spelling with generic parameters replaced; nil when an unconstrained one occurs.
    private static func substitute(_ source: SourceText, _ range: Range<Int>, _ generics: [String: String?]) -> String? {
        guard let first = range.first else { return nil }
        if let generic = generics[source.text(first)] { return generic.map { "some " + $0 } }
        var spelled = source.text(first)
        for index in range.dropFirst() {
            let token = source.tokens[index]
            if token.kind == .identifier {
                guard let part = substitute(source, index..<(index + 1), generics) else { return nil }
                spelled += part
            } else if source.isOperator(index, "<") || source.isOperator(index, ">") || source.isPunctuation(index, ",") {
                spelled += source.text(index)
            }
        }
        return spelled
    }
}
