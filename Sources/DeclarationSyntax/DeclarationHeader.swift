/// An attribute as written, e.g. `@available(macOS 14, *)`; `name` is its dotted name without `@`.
package struct Attribute {
    package let name: String
    package let tokens: Range<Int>

    /// True for `@name` and for `@ObservationBackport.name`, so that a file importing both
    /// Observation and this package can spell the macros qualified.
    package func isMacro(_ name: String) -> Bool {
        self.name == name || self.name == "ObservationBackport." + name
    }
}

/// A declaration modifier as written, with its detail: `private(set)`, `unowned(unsafe)`.
package struct Modifier {
    package enum Keyword: String, CaseIterable {
        case `public`, `private`, `fileprivate`, `internal`, `package`, `open`
        case `static`, `class`, final, override, lazy, weak, unowned, nonisolated, dynamic, optional
        case required, convenience, mutating, nonmutating, indirect, isolated, distributed
        case prefix, postfix, infix, consuming, borrowing, sending
        case legacyConsuming = "__consuming", const = "_const", compilerInitialized = "_compilerInitialized"

        /// The modifiers that set a declaration's visibility (with or without `(set)`).
        package var isAccess: Bool {
            switch self {
            case .public, .private, .fileprivate, .internal, .package, .open: return true
            default: return false
            }
        }
    }

    package let keyword: Keyword
    package let tokens: Range<Int>
}

/// The attributes and modifiers that open a declaration, and where its keyword stands.
package struct DeclarationHeader {
    package let attributes: [Attribute]
    package let modifiers: [Modifier]
    /// Index of the token after the modifiers: the declaration keyword if the text is well formed.
    package let keywordIndex: Int

    /// Reads the header starting at token `start`. `class` counts as a modifier only when
    /// `classIsModifier` (in a member, `class var`; at type level it is the keyword).
    package init(_ source: SourceText, from start: Int = 0, classIsModifier: Bool) {
        var reader = HeaderReader(source: source, index: start)
        attributes = reader.readAttributes()
        modifiers = reader.readModifiers(classIsModifier: classIsModifier)
        keywordIndex = reader.index
    }

    package func hasModifier(_ keyword: Modifier.Keyword) -> Bool {
        modifiers.contains { $0.keyword == keyword }
    }
}

/// The cursor `DeclarationHeader` reads with, one small step per construct.
private struct HeaderReader {
    let source: SourceText
    var index: Int

    /// Attributes, with `#if` blocks among them: attributes inside a block are skipped, not
    /// recorded (they may not be compiled).
    mutating func readAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        var conditionalDepth = 0
        while index < source.tokens.count {
            if source.tokens[index].kind == .pound {
                conditionalDepth += readDirective()
            } else if source.isPunctuation(index, "@") {
                let attribute = readAttribute()
                if conditionalDepth == 0 { attributes.append(attribute) }
            } else {
                break
            }
        }
        return attributes
    }

    /// One `#if`/`#elseif`/`#else`/`#endif` with its condition, which runs to the next attribute
    /// or directive; returns the change in nesting depth.
    private mutating func readDirective() -> Int {
        let directive = source.text(index)
        index += 1
        if directive == "#if" || directive == "#elseif" {
            index = source.scan(from: index) { source.isPunctuation($0, "@") || source.tokens[$0].kind == .pound }
        }
        return directive == "#if" ? 1 : directive == "#endif" ? -1 : 0
    }

    /// `@Name`, `@Module.Name`, `@Name<Generic>`, each with an optional argument list.
    private mutating func readAttribute() -> Attribute {
        let start = index
        index += 1
        var name = ""
        while source.isIdentifier(index) {
            name += source.text(index)
            index += 1
            guard source.isPunctuation(index, "."), source.isIdentifier(index + 1) else { break }
            name += "."
            index += 1
        }
        if source.isOperator(index, "<"), !source.tokens[index].followsTrivia { index = source.skipAngles(at: index) }
        if source.isPunctuation(index, "(") { index = source.skipGroup(at: index) }
        return Attribute(name: name, tokens: start..<index)
    }

    /// Modifiers with their detail. The compiler accepts a detail after a space
    /// (`private (set)`, with a warning), and a `(` right after a modifier can be nothing else.
    mutating func readModifiers(classIsModifier: Bool) -> [Modifier] {
        var modifiers: [Modifier] = []
        while source.isIdentifier(index), let keyword = Modifier.Keyword(rawValue: source.text(index)),
            classIsModifier || keyword != .class
        {
            let start = index
            index += 1
            if source.isPunctuation(index, "(") { index = source.skipGroup(at: index) }
            modifiers.append(Modifier(keyword: keyword, tokens: start..<index))
        }
        return modifiers
    }
}
