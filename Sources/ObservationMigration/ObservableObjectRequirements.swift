import DeclarationSyntax

/// Code that requires `ObservableObject` of a type it does not name, outside the declarations
/// the migration rewrites: a generic constraint (`<T: ObservableObject>`, `where T:
/// ObservableObject`), an existential (`any ObservableObject`), an old wrapper built by hand
/// (`ObservedObject(wrappedValue: model)`), or `@Published`'s type (`Published<Int>.Publisher`). The tool cannot tell which model reaches it, so when
/// the run moves models to `@Observable`, each such place gets a warning: if a migrated model
/// reaches it, it stops compiling there.
struct ObservableObjectRequirements {
    private(set) var diagnostics: [MigrationDiagnostic] = []

    /// `constrained`: the functions and types of all the sources whose generic parameters must
    /// be `ObservableObject` (`constrainedDeclarations(in:)`); their uses are marked too, since
    /// the compiler reports a model that no longer conforms where it is passed.
    init(file: ParsedFile, inventory: ModelInventory, constrained: Set<String>) {
        let migrated = inventory.modelsMigratingInThisRun
        guard !migrated.isEmpty else { return }
        let source = file.source
        let conformances = Set(file.types.flatMap { scope in scope.inheritance.flatMap { Array($0) } })
        let names = migrated.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (migrated.count > 3 ? ", …" : "")
        for index in file.tokens.indices where source.isIdentifier(index) && !conformances.contains(index) {
            let word = file.text(index)
            let afterAt = index > 0 && source.isPunctuation(index - 1, "@")
            if word == "ObservableObject" {
                diagnostics.append(file.diagnostic(at: index, """
                    this requires ObservableObject, which \(names) no longer conform\(migrated.count == 1 ? "s" : "") to \
                    after the migration: if one of them is used here, require 'AnyObject & Observable' \
                    (import ObservationBackport) instead, or keep that model an ObservableObject
                    """))
            } else if constrained.contains(word), !Self.isDeclaration(at: index, in: file),
                source.isPunctuation(index + 1, "(") || source.isOperator(index + 1, "<")
            {
                diagnostics.append(file.diagnostic(at: index, """
                    '\(word)' requires ObservableObject of what it is given: passing \(names) (now @Observable) \
                    here no longer compiles; require 'AnyObject & Observable' in its declaration instead, or keep \
                    that model an ObservableObject
                    """))
            } else if word == "Published", !afterAt {
                diagnostics.append(file.diagnostic(at: index, """
                    'Published' is @Published's own type: if this is a publisher of \(names), which are \
                    @Observable after the migration, write AnyPublisher<Value, Never> (or ObservationCombine's \
                    ObservationPublisher) instead
                    """))
            } else if Self.wrappers.contains(word), !afterAt, source.isPunctuation(index + 1, "("), !Self.isRewrittenAssignment(at: index, in: file) {
                diagnostics.append(file.diagnostic(at: index, """
                    '\(word)(…)' needs an ObservableObject: if it wraps \(names) (now @Observable), \
                    pass the model itself (use ObservationStateObject for StateObject, ObservationBindable \
                    for bindings)
                    """))
            }
        }
    }

    /// The names of the functions and types whose signature requires `ObservableObject` (a
    /// generic clause, a `where` clause, a parameter's type).
    static func constrainedDeclarations(in files: [ParsedFile]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            let source = file.source
            for index in file.tokens.indices where ["func", "struct", "class", "enum"].contains(where: { source.isIdentifier(index, $0) }) {
                let name = index + 1
                guard source.isIdentifier(name), !file.startsDeclaration(name) else { continue }
                // The signature runs to the body's `{` (or to the next declaration when it has none).
                var cursor = name + 1
                var depth = 0, angles = 0
                var inWhere = false, requires = false
                while cursor < file.tokens.count, depth > 0 || !source.isPunctuation(cursor, "{"),
                    !(file.startsLine(cursor) && file.startsDeclaration(cursor))
                {
                    if source.isPunctuation(cursor, "(") { depth += 1 }
                    if source.isPunctuation(cursor, ")") { depth -= 1 }
                    if source.isOperator(cursor, "<") { angles += 1 }
                    if source.isOperator(cursor, ">"), !source.isOperator(cursor - 1, "-") { angles -= 1 }
                    if source.isIdentifier(cursor, "where") { inWhere = true }
                    // Not the inheritance clause: a class that conforms is no requirement.
                    if source.isIdentifier(cursor, "ObservableObject"), depth > 0 || angles > 0 || inWhere { requires = true }
                    cursor += 1
                }
                if requires { names.insert(file.text(name)) }
            }
        }
        return names
    }

    private static func isDeclaration(at index: Int, in file: ParsedFile) -> Bool {
        index > 0 && ["func", "struct", "class", "enum"].contains { file.source.isIdentifier(index - 1, $0) }
    }

    private static let wrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

    /// `_model = StateObject(…)`: the view rewriter changes it with its property's wrapper.
    private static func isRewrittenAssignment(at index: Int, in file: ParsedFile) -> Bool {
        var start = index
        if start >= 2, file.source.isPunctuation(start - 1, "."), file.source.isIdentifier(start - 2, "SwiftUI") { start -= 2 }
        return start >= 2 && file.source.isOperator(start - 1, "=") && file.text(start - 2).hasPrefix("_")
    }
}
