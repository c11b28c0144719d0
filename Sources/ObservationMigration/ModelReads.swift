import DeclarationSyntax

/// Where code reads a model's members: what decides that a view's body needs an
/// `ObservationHost`, and that content SwiftUI evaluates later would go unobserved.
extension ParsedFile {
    /// The name whose member the token at `index` reads: `model` in `model.name`,
    /// `self.model.name`, `$model.name` (as `$model`), `model?.name`, `model!.name` and
    /// `model[i]`. Passing the model on (`Row(model: model)`) is no read.
    func readName(at index: Int) -> String? {
        guard source.isIdentifier(index) else { return nil }
        let afterDot = index > 0 && source.isPunctuation(index - 1, ".")
        guard !afterDot || source.isIdentifier(index - 2, "self") else { return nil }
        let next = index + 1
        let joined = next < tokens.count && !tokens[next].followsTrivia
        let isRead = source.isPunctuation(next, ".") || joined && source.isPunctuation(next, "[")
            || joined && (source.isOperator(next, "?") || source.isOperator(next, "!")) && source.isPunctuation(next + 1, ".")
        return isRead ? text(index) : nil
    }

    /// Whether the token at `index` reads a member of one of `properties` (or of its `$`
    /// projection), in code or in a string interpolation.
    func reads(_ properties: Set<String>, at index: Int) -> Bool {
        if tokens[index].kind == .string {
            let text = Array(self.text(index).utf8)
            guard text.contains(.backslash) else { return false }
            return properties.contains { property in
                [".", "?.", "!.", "["].contains { access in
                    let needle = Array((property + access).utf8)
                    return text.indices.contains { start in
                        start + needle.count <= text.count && Array(text[start..<(start + needle.count)]) == needle
                            && (start == 0 || !text[start - 1].isIdentifierContinue || text[start - 1] == .dollar)
                    }
                }
            }
        }
        guard let name = readName(at: index) else { return false }
        return properties.contains(name) || name.hasPrefix("$") && properties.contains(String(name.dropFirst()))
    }

    /// Whether the token at `index` passes one of `properties` as an argument to a function
    /// named in `methods` (the type's own): `summary(of: model)` reads whatever the method
    /// reads of its parameter, whatever the parameter is called.
    func passes(_ properties: Set<String>, toOneOf methods: Set<String>, at index: Int) -> Bool {
        guard source.isIdentifier(index), properties.contains(text(index)), index > 0,
            !source.isPunctuation(index - 1, ".") || source.isIdentifier(index - 2, "self"),
            source.isPunctuation(index + 1, ")") || source.isPunctuation(index + 1, ",")
        else { return false }
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            if source.isPunctuation(cursor, ")") || source.isPunctuation(cursor, "]") || source.isPunctuation(cursor, "}") {
                depth += 1
            } else if source.isPunctuation(cursor, "(") || source.isPunctuation(cursor, "[") || source.isPunctuation(cursor, "{") {
                if depth == 0 { break }
                depth -= 1
            }
            cursor -= 1
        }
        guard cursor > 0, source.isPunctuation(cursor, "("), source.isIdentifier(cursor - 1) else { return false }
        return methods.contains(text(cursor - 1))
    }

    /// For each type, the names whose members its extensions in `files` read: a view whose
    /// body calls a helper declared in an extension in another file reads what the helper reads.
    static func extensionReads(in files: [ParsedFile]) -> [String: Set<String>] {
        var reads: [String: Set<String>] = [:]
        for file in files {
            for scope in file.types where scope.kind == .extension {
                for index in scope.body {
                    guard let name = file.readName(at: index) else { continue }
                    reads[scope.simpleName, default: []].insert(name.hasPrefix("$") ? String(name.dropFirst()) : name)
                }
            }
        }
        return reads
    }
}
