/// An attribute as written, e.g. `@available(macOS 14, *)`; `name` is its dotted name without `@`.
struct Attribute {
    let name: String
    let tokens: Range<Int>

    /// True for `@name` and for `@ObservationBackport.name`, so that a file importing both
    /// Observation and this package can spell the macros qualified.
    func isMacro(_ name: String) -> Bool {
        self.name == name || self.name == "ObservationBackport." + name
    }
}

/// A declaration modifier as written, with its detail: `private(set)`, `unowned(unsafe)`.
struct Modifier {
    let name: String
    let tokens: Range<Int>
}

/// The attributes and modifiers that open a declaration, and where its keyword stands.
struct DeclarationHeader {
    let attributes: [Attribute]
    let modifiers: [Modifier]
    /// Index of the token after the modifiers: the declaration keyword if the text is well formed.
    let keywordIndex: Int

    static let modifierNames: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class",
        "final", "override", "lazy", "weak", "unowned", "nonisolated", "dynamic", "optional",
        "required", "convenience", "mutating", "nonmutating", "indirect", "isolated",
        "distributed", "prefix", "postfix", "infix", "__consuming", "consuming", "borrowing",
        "_const", "sending",
    ]

    static let accessModifierNames: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open",
    ]

    /// Reads the header starting at token `start`. `class` counts as a modifier only when
    /// `classIsModifier` (in a member, `class var`; at type level it is the keyword).
    init(_ source: SourceText, from start: Int = 0, classIsModifier: Bool) {
        var index = start
        var attributes: [Attribute] = []
        var conditionalDepth = 0
        while true {
            if source.tokens.indices.contains(index), source.tokens[index].kind == .pound {
                // `#if` blocks in an attribute list: their attributes are not recorded (they may
                // not be compiled); a condition runs to the next attribute or directive.
                let directive = source.text(index)
                conditionalDepth += directive == "#if" ? 1 : directive == "#endif" ? -1 : 0
                index += 1
                if directive == "#if" || directive == "#elseif" {
                    while index < source.tokens.count, !source.isPunctuation(index, "@"),
                        source.tokens[index].kind != .pound
                    {
                        index += 1
                    }
                }
                continue
            }
            guard source.isPunctuation(index, "@") else { break }
            let attributeStart = index
            index += 1
            var name = ""
            while source.isIdentifier(index) {
                name += source.text(index)
                index += 1
                guard source.isPunctuation(index, "."), source.isIdentifier(index + 1) else { break }
                name += "."
                index += 1
            }
            if source.isOperator(index, "<"), !source.tokens[index].followsTrivia {
                index = source.skipAngles(at: index)
            }
            if source.isPunctuation(index, "(") { index = source.skipGroup(at: index) }
            if conditionalDepth == 0 { attributes.append(Attribute(name: name, tokens: attributeStart..<index)) }
        }
        var modifiers: [Modifier] = []
        while source.isIdentifier(index) {
            let name = source.text(index)
            guard Self.modifierNames.contains(name), classIsModifier || name != "class" else { break }
            let modifierStart = index
            index += 1
            if source.isPunctuation(index, "("), !source.tokens[index].followsTrivia {
                index = source.skipGroup(at: index)
            }
            modifiers.append(Modifier(name: name, tokens: modifierStart..<index))
        }
        self.attributes = attributes
        self.modifiers = modifiers
        self.keywordIndex = index
    }

    func hasModifier(_ name: String) -> Bool {
        modifiers.contains { $0.name == name }
    }
}
