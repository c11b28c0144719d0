import DeclarationSyntax

/// The `@Observable` macro's three roles.
enum ObservableExpansion {
    /// The registrar and helper functions, minus those the class already declares, and the two
    /// private members the tracked accessors call (see `ExpansionTemplates`).
    static func members(_ request: PluginMessages.AttachedMacroRequest) -> Expansion {
        let type = TypeDeclaration(request.declSyntax.source)
        if let rejection = rejection(of: type, request: request) { return rejection }

        let declared = type.members()
        var names = UniqueNames(discriminator: request.discriminator)
        var generated: [String] = []
        if !declared.variables.contains(where: { $0.name == ExpansionTemplates.registrarName && $0.isInstance }) {
            generated.append(ExpansionTemplates.registrar())
        }
        let isDeclared = { (function: String) in
            let wanted = signature(of: function)
            return declared.functions.contains { $0 == wanted }
        }
        let access = ExpansionTemplates.accessFunction(type: type.name, member: names.make("Member"))
        let withMutation = ExpansionTemplates.withMutationFunction(
            type: type.name, member: names.make("Member"), result: names.make("MutationResult"))
        let classDeclaresMutation = isDeclared(withMutation)
        let comparisons = SetterComparisons(
            declared, classMentionsShouldNotify: request.declSyntax.source.contains("shouldNotifyObservers"),
            classDeclaresMutation: classDeclaresMutation)
        var functions = [access, withMutation]
        if comparisons.needsOverloads {
            functions += ExpansionTemplates.shouldNotifyObserversFunctions(member: { names.make("Member") })
        }
        generated += functions.filter { !isDeclared($0) }
        generated.append(
            ExpansionTemplates.identifiedAccessFunction(
                type: type.name, member: names.make("Member"), classDeclaresAccess: isDeclared(access)))
        if comparisons.needsIdentifiedMutation {
            generated.append(
                ExpansionTemplates.identifiedMutationFunction(
                    type: type.name, member: names.make("Member"), classDeclaresMutation: classDeclaresMutation))
        }
        generated.append(
            ExpansionTemplates.identifiedWillModifyFunction(
                type: type.name, member: names.make("Member"), classDeclaresAccess: isDeclared(access)))
        generated.append(ExpansionTemplates.identifiedDidModifyFunction())
        if comparisons.needsEquatableSet {
            generated.append(
                ExpansionTemplates.equatableSetFunction(
                    type: type.name, member: names.make("Member"), comparesInClass: comparisons.equatableSetComparesInClass,
                    classMentionsShouldNotify: comparisons.classMentionsShouldNotify))
        }
        return Expansion(source: generated.joined(separator: "\n\n"))
    }

    /// Which of the functions the setters compare old and new value with the class needs:
    /// `_$observationSet` for properties of a standard-library `Equatable` value type
    /// (`EquatableValueType`), Apple's four `shouldNotifyObservers` overloads for the others.
    /// A function no setter calls costs the compiler its type-check in every class. Both are
    /// generated when the body has members this reader does not read (in `#if` blocks) or when
    /// the class mentions `shouldNotifyObservers` (it declares or calls its own).
    struct SetterComparisons {
        let classMentionsShouldNotify: Bool
        let classDeclaresMutation: Bool
        private(set) var needsOverloads: Bool
        private(set) var needsEquatableSet: Bool

        /// Whether `_$observationSet` compares in the class and assigns through
        /// `_$observationMutation` rather than through the registrar's `_set`: so that the
        /// class's own `shouldNotifyObservers` or `withMutation(keyPath:_:)` is called.
        var equatableSetComparesInClass: Bool { classMentionsShouldNotify || classDeclaresMutation }

        /// Whether a setter calls `_$observationMutation`: the guarded ones do, and
        /// `_$observationSet` when it compares in the class.
        var needsIdentifiedMutation: Bool { needsOverloads || (needsEquatableSet && equatableSetComparesInClass) }

        init(_ members: TypeDeclaration.DeclaredMembers, classMentionsShouldNotify: Bool, classDeclaresMutation: Bool) {
            self.classMentionsShouldNotify = classMentionsShouldNotify
            self.classDeclaresMutation = classDeclaresMutation
            let unsure = members.hasConditionalMembers
            needsOverloads = unsure || classMentionsShouldNotify
            needsEquatableSet = unsure
            for text in members.variableTexts {
                guard let declaration = VariableDeclaration(text) else {
                    needsOverloads = true
                    continue
                }
                switch PropertyEligibility(declaration, skippingExplicitlyTracked: false) {
                case .tracked(let property):
                    if EquatableValueType.recognizes(property) { needsEquatableSet = true } else { needsOverloads = true }
                case .untouched:
                    break
                case .invalid:
                    needsOverloads = true
                }
            }
        }
    }

    /// `@ObservationTracked` for each member the class tracks. Asked once per member, so it
    /// reads the member and the start of the type (its kind), never the type's whole body.
    /// Members of a type that is not a class are left alone: the member role reports the
    /// type, and one error is clearer than one per member.
    static func memberAttribute(_ request: PluginMessages.AttachedMacroRequest, cache: ReadingCache) -> Expansion {
        if let type = request.lexicalContext?.first, cache.typeHeader(type.source).kind != .class {
            return .empty
        }
        let member = cache.member(request.declSyntax.source)
        let source = member.source
        switch PropertyEligibility(member, skippingExplicitlyTracked: true) {
        case .tracked:
            return Expansion(source: ExpansionTemplates.trackedAttribute)
        case .untouched:
            return .empty
        case .invalid(.severalBindings(let names)) where isAboutLaterBinding(request.discriminator, names):
            return .empty
        case .invalid(let problem):
            return .failure(problem.diagnostic(in: source, placement: DiagnosticPlacement(syntax: request.declSyntax)))
        }
    }

    /// `var a = 1, b = 2` is asked about once per name, with the same text; the request for `a`
    /// alone reports, so the mistake gives one error. The discriminator is the mangled name of
    /// the expansion, which spells a plain name as its length and the name (`…C1b10Observable…`).
    /// When no name can be found in it, the request reports: a repeated error is better than none.
    private static func isAboutLaterBinding(_ discriminator: String, _ names: [String]) -> Bool {
        guard let first = names.first else { return false }
        let spelled = spelledNames(in: Array(discriminator.utf8), lengths: Set(names.map(\.utf8.count)))
        return !spelled.contains(Array(first.utf8)) && names.dropFirst().contains { spelled.contains(Array($0.utf8)) }
    }

    /// The names `mangled` spells as a number and that many bytes, where the number is a whole
    /// run of digits and one of `lengths`: one pass, however many names a declaration binds.
    private static func spelledNames(in mangled: [UInt8], lengths: Set<Int>) -> Set<[UInt8]> {
        var names: Set<[UInt8]> = []
        var index = 0
        while index < mangled.count {
            guard mangled[index].isDigit else {
                index += 1
                continue
            }
            let digits = mangled[index...].prefix { $0.isDigit }
            index += digits.count
            guard digits.count <= 9 else { continue }
            let length = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            if lengths.contains(length), index + length <= mangled.count {
                names.insert(Array(mangled[index..<(index + length)]))
            }
        }
        return names
    }

    /// The conformances the compiler lists as missing: ours, and Apple's `Observable` (named
    /// `_AppleObservable`) where the class lacks it.
    static func conformance(_ request: PluginMessages.AttachedMacroRequest) -> Expansion {
        let type = TypeDeclaration(request.declSyntax.source, throughBodyStart: true)
        guard type.kind == .class, let extended = request.extendedTypeSyntax,
            let list = request.conformanceListSyntax
        else { return .empty }
        let missing = listedProtocols(list.source)
        let typeName = extended.source.trimmingWhitespace
        let nonisolated = supportsNonisolatedConformance
        var extensions: [String] = []
        if missing.contains("Observable") {
            extensions.append(
                ExpansionTemplates.conformanceExtension(
                    attributes: type.availabilityAttributes, type: typeName, nonisolatedConformance: nonisolated))
        }
        if missing.contains(ExpansionTemplates.appleObservable) {
            extensions.append(
                ExpansionTemplates.appleConformanceExtension(
                    attributes: type.availabilityAttributes, type: typeName, nonisolatedConformance: nonisolated))
        }
        return Expansion(source: extensions.joined(separator: "\n\n"))
    }

    /// `nonisolated` conformances exist from Swift 6.2. The compiler that builds this plugin is
    /// the one that loads it (SwiftPM builds the plugin for the host with the same toolchain),
    /// so the decision is made here, at build time: 6.2 does not describe itself in requests.
    static var supportsNonisolatedConformance: Bool {
        #if compiler(>=6.2)
        return true
        #else
        return false
        #endif
    }

    /// Apple's error for a type that cannot be observable, reported at the attribute; also an
    /// error when the declaration could not be read, rather than silently tracking nothing.
    private static func rejection(of type: TypeDeclaration, request: PluginMessages.AttachedMacroRequest) -> Expansion? {
        guard type.kind != .class else { return nil }
        let placement = DiagnosticPlacement(syntax: request.attributeSyntax)
        return .failure(placement.error(ObservationDiagnostics.invalidType(type.kind, name: type.name)))
    }

    private static func signature(of function: String) -> FunctionSignature? {
        let source = SourceText(function)
        guard let keyword = source.tokens.indices.first(where: { source.isIdentifier($0, "func") }) else { return nil }
        return FunctionSignature(source, funcKeyword: keyword, isInstance: true)
    }

    /// `struct Placeholder: A, M.B {}` lists A and B; `struct Placeholder {}` lists nothing.
    private static func listedProtocols(_ placeholder: String) -> Set<String> {
        let source = SourceText(placeholder)
        guard let colon = source.tokens.indices.first(where: { source.isPunctuation($0, ":") }) else { return [] }
        var names: Set<String> = []
        var index = colon + 1
        while source.isIdentifier(index) {
            while source.isPunctuation(index + 1, "."), source.isIdentifier(index + 2) { index += 2 }
            names.insert(source.text(index))
            guard source.isPunctuation(index + 1, ",") else { break }
            index += 2
        }
        return names
    }
}

/// Names for generic parameters that cannot collide with the user's: the expansion's
/// discriminator plus a counter per base name, the scheme swift-syntax uses.
struct UniqueNames {
    let discriminator: String
    private var counters: [String: Int] = [:]

    init(discriminator: String) { self.discriminator = discriminator }

    mutating func make(_ base: String) -> String {
        let count = counters[base, default: 0]
        counters[base] = count + 1
        let prefix = discriminator.isEmpty ? "__macro_local_" : discriminator
        return "\(prefix)\(base.utf8.count)\(base)fMu\(count == 0 ? "" : String(count - 1))_"
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
