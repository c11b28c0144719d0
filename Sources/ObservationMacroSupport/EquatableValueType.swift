import DeclarationSyntax

/// Whether a tracked property's type is, by its spelling, a standard-library value type that is
/// `Equatable`: then the setter compares old and new value through one generic function
/// constrained to `Equatable` instead of Apple's four `shouldNotifyObservers` overloads, whose
/// resolution the compiler pays for in every setter. Both compare with the type's `!=`, so the
/// notification is the same; any other type keeps the overloads.
///
/// Read from the type annotation, or, without one, from a lone literal initializer (`= 0` is an
/// `Int`, `= 0.5` a `Double`, `= ""` a `String`, `= true` a `Bool`). Only names of the standard
/// library count, bare or `Swift.`-qualified, and optionals, arrays and dictionaries of them: a
/// module that declares its own `String` that is not `Equatable` would fail to compile here.
enum EquatableValueType {
    static func recognizes(_ property: TrackedProperty) -> Bool {
        guard let binding = property.declaration.bindings.first else { return false }
        let source = property.declaration.source
        if let type = binding.typeAnnotation {
            return isEquatable(source, type)
        }
        guard let initializer = binding.initializer else { return false }
        return isLiteral(source, initializer)
    }

    private static let names: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Character", "Substring",
    ]

    /// `Name`, `Swift.Name`, `T?`, `[T]`, `[K: V]` over the names above. The types still to
    /// check wait on a list rather than in recursive calls: a type nested however deep costs no
    /// stack.
    private static func isEquatable(_ source: SourceText, _ type: Range<Int>) -> Bool {
        var pending = [type]
        while var range = pending.popLast() {
            guard !range.isEmpty else { return false }
            if source.isOperator(range.upperBound - 1, "?") {
                pending.append(range.lowerBound..<(range.upperBound - 1))
                continue
            }
            if source.isPunctuation(range.lowerBound, "["), source.inside(groupAt: range.lowerBound).upperBound == range.upperBound - 1 {
                let inside = source.inside(groupAt: range.lowerBound)
                let colon = source.scan(from: inside.lowerBound, to: inside.upperBound) { source.isPunctuation($0, ":") }
                if colon == inside.upperBound {
                    pending.append(inside)
                } else {
                    pending += [inside.lowerBound..<colon, (colon + 1)..<inside.upperBound]
                }
                continue
            }
            if range.count == 3, source.isIdentifier(range.lowerBound, "Swift"), source.isPunctuation(range.lowerBound + 1, ".") {
                range = (range.lowerBound + 2)..<range.upperBound
            }
            guard range.count == 1, source.isIdentifier(range.lowerBound), names.contains(source.text(range.lowerBound)) else {
                return false
            }
        }
        return true
    }

    private static func isLiteral(_ source: SourceText, _ range: Range<Int>) -> Bool {
        var start = range.lowerBound
        if range.count == 2, source.isOperator(start, "-"), source.tokens[start + 1].kind == .number { start += 1 }
        guard start + 1 == range.upperBound else { return false }
        switch source.tokens[start].kind {
        case .number, .string: return true
        case .identifier: return source.isIdentifier(start, "true") || source.isIdentifier(start, "false")
        default: return false
        }
    }
}
