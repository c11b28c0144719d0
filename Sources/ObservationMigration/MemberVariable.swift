import DeclarationSyntax

/// A `var` or `let` declared directly in a type's body, read far enough to migrate it: its
/// attributes, name, type annotation, the type its initializer constructs, and whether it is
/// stored.
struct MemberVariable {
    let start: Int
    let keyword: Int
    /// The token after the declaration (the next declaration's first token, or the body's `}`).
    let end: Int
    let header: DeclarationHeader
    let name: String?
    let nameToken: Int?
    /// The annotation's tokens after `:`, if any.
    let typeAnnotation: Range<Int>?
    /// `Model` for `= Model(…)` or `= Model.init(…)`.
    let constructedType: String?
    /// `Model.shared` for `= Model.shared`: a static member, whose type the model's own
    /// declaration tells (see `ModelInventory.sharedInstances`).
    let staticReference: (type: String, member: String)?
    let isStored: Bool
    let isLet: Bool

    var isStatic: Bool { header.hasModifier(.static) || header.hasModifier(.class) }

    /// The attribute named `name` (or `SwiftUI.name`, `Combine.name`).
    func attribute(_ name: String) -> Attribute? {
        header.attributes.first { $0.name == name || $0.name.hasSuffix("." + name) }
    }

    /// The simple names of the types the annotation mentions (`Model`, `[Model]`, `Model?`).
    func annotationNames(in file: ParsedFile) -> [String] {
        guard let typeAnnotation else { return [] }
        return typeAnnotation.filter { file.source.isIdentifier($0) && !file.source.isPunctuation($0 + 1, ".") }
            .map { file.text($0) }
    }

    /// The type the property holds when it can be read from the text: the annotation when it is
    /// one plain name, else the constructed type.
    func declaredTypeName(in file: ParsedFile) -> String? {
        if var typeAnnotation {
            // `Location<Value>` names the class `Location`.
            let angle = typeAnnotation.first { file.source.isOperator($0, "<") }
            if let angle, file.source.skipAngles(at: angle) == typeAnnotation.upperBound {
                typeAnnotation = typeAnnotation.lowerBound..<angle
            }
            let names = typeAnnotation.filter { file.source.isIdentifier($0) }
            let punctuation = typeAnnotation.filter { !file.source.isIdentifier($0) }
            let onlyDots = punctuation.allSatisfy { file.source.isPunctuation($0, ".") }
            return onlyDots ? names.last.map { file.text($0) } : nil
        }
        return constructedType
    }

    /// Every `var`/`let` at the top level of `scope`'s body, `#if` branches included.
    static func all(in scope: TypeScope, of file: ParsedFile) -> [MemberVariable] {
        var members: [MemberVariable] = []
        var index = scope.body.lowerBound
        while index < scope.body.upperBound {
            if file.source.isIdentifier(index, "var") || file.source.isIdentifier(index, "let"),
                let member = MemberVariable(in: file, keyword: index, bodyEnd: scope.body.upperBound)
            {
                members.append(member)
                index = member.end
            } else {
                index = file.source.skipTokenOrGroup(at: index)
            }
        }
        return members
    }

    private init?(in file: ParsedFile, keyword: Int, bodyEnd: Int) {
        let source = file.source
        start = file.declarationStart(keyword: keyword)
        self.keyword = keyword
        var end = keyword + 1
        while end < bodyEnd {
            if end > keyword + 1, file.startsLine(end) || source.isPunctuation(end, ";"), file.startsDeclaration(end) { break }
            end = source.skipTokenOrGroup(at: end)
        }
        self.end = min(end, bodyEnd)
        // The declaration alone, lexed again, is what VariableDeclaration reads.
        let text = file.text(tokens: start..<self.end)
        guard let declaration = VariableDeclaration(text) else { return nil }
        header = DeclarationHeader(source, from: start, classIsModifier: true)
        isLet = declaration.isLet
        let binding = declaration.bindings.first
        isStored = binding.map { !$0.isComputed } ?? false
        name = binding?.name
        nameToken = source.isIdentifier(keyword + 1) ? keyword + 1 : nil
        var typeAnnotation: Range<Int>?
        var constructedType: String?
        var staticReference: (type: String, member: String)?
        if let nameToken, source.isPunctuation(nameToken + 1, ":") {
            let typeEnd = source.scan(from: nameToken + 2, to: self.end, angles: .typeArguments) {
                source.isPunctuation($0, "{") || source.isPunctuation($0, ",") || source.isOperator($0, "=")
            }
            typeAnnotation = (nameToken + 2)..<max(typeEnd, nameToken + 2)
        }
        let assignment = source.scan(from: keyword + 1, to: self.end, angles: .typeArguments) { source.isOperator($0, "=") }
        if assignment < self.end {
            var cursor = assignment + 1
            var typeName = ""
            while source.isIdentifier(cursor) {
                typeName += (typeName.isEmpty ? "" : ".") + file.text(cursor)
                if source.isPunctuation(cursor + 1, "."), source.isIdentifier(cursor + 2), file.text(cursor + 2) != "init" {
                    cursor += 2
                } else {
                    cursor += 1
                    break
                }
            }
            if source.isPunctuation(cursor, "."), source.isIdentifier(cursor + 1, "init") { cursor += 2 }
            if source.isOperator(cursor, "<") { cursor = source.skipAngles(at: cursor) }
            let components = typeName.split(separator: ".").map(String.init)
            if !typeName.isEmpty, source.isPunctuation(cursor, "(") || source.isPunctuation(cursor, "{") {
                constructedType = components.last
            } else if components.count == 2, cursor == self.end {
                staticReference = (components[0], components[1])
            }
        }
        self.typeAnnotation = typeAnnotation
        self.constructedType = constructedType
        self.staticReference = staticReference
    }
}
