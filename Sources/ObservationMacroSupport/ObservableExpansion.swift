/// The `@Observable` macro's three roles.
enum ObservableExpansion {
    /// The registrar and helper functions, minus those the class already declares.
    static func members(_ request: PluginMessages.AttachedMacroRequest) -> Expansion {
        let type = TypeDeclaration(request.declSyntax.source)
        if let rejection = rejection(of: type, request: request) { return rejection }

        let declared = type.members()
        var names = UniqueNames(discriminator: request.discriminator)
        var generated: [String] = []
        if !declared.variables.contains(where: { $0.name == ExpansionTemplates.registrarName && $0.isInstance }) {
            generated.append(ExpansionTemplates.registrar())
        }
        let functions =
            [
                ExpansionTemplates.accessFunction(type: type.name, member: names.make("Member")),
                ExpansionTemplates.withMutationFunction(
                    type: type.name, member: names.make("Member"), result: names.make("MutationResult")),
            ] + ExpansionTemplates.shouldNotifyObserversFunctions(member: { names.make("Member") })
        for function in functions where !declared.functions.contains(where: { $0 == signature(of: function) }) {
            generated.append(function)
        }
        return Expansion(source: generated.joined(separator: "\n\n"))
    }

    /// `@ObservationTracked` for each member the class tracks.
    static func memberAttribute(_ request: PluginMessages.AttachedMacroRequest) -> Expansion {
        guard let parent = request.parentDeclSyntax, TypeDeclaration(parent.source).kind == "class",
            let property = VariableDeclaration(request.declSyntax.source)
        else { return .empty }
        switch PropertyEligibility(property, skippingExplicitlyTracked: true) {
        case .tracked:
            return Expansion(source: ExpansionTemplates.trackedAttribute)
        case .untouched:
            return .empty
        case .invalid(let message):
            return .error(message, at: request.declSyntax, tokenOffset: property.source.firstTokenStart)
        }
    }

    /// The conformances the compiler lists as missing: ours, and Apple's `Observable` (named
    /// `_AppleObservable`) where the class lacks it.
    static func conformance(_ request: PluginMessages.AttachedMacroRequest) -> Expansion {
        let type = TypeDeclaration(request.declSyntax.source)
        guard type.kind == "class", let extended = request.extendedTypeSyntax,
            let list = request.conformanceListSyntax
        else { return .empty }
        let missing = listedProtocols(list.source)
        let typeName = extended.source.trimmingWhitespace
        let nonisolated = supportsNonisolatedConformance(request.staticBuildConfiguration)
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

    /// Apple's error for a type that cannot be observable, reported at the attribute; also an
    /// error when the declaration could not be read, rather than silently tracking nothing.
    private static func rejection(of type: TypeDeclaration, request: PluginMessages.AttachedMacroRequest) -> Expansion? {
        let message: String
        switch type.kind {
        case "class": return nil
        case "struct": message = "'@Observable' cannot be applied to struct type '\(type.name)'"
        case "enum": message = "'@Observable' cannot be applied to enumeration type '\(type.name)'"
        case "actor": message = "'@Observable' cannot be applied to actor type '\(type.name)'"
        case "protocol": message = "'@Observable' cannot be applied to protocol type '\(type.name)'"
        default: message = "'@Observable' could not read the declaration it is attached to"
        }
        let attribute = request.attributeSyntax
        return .error(message, at: attribute, tokenOffset: SourceText(attribute.source).firstTokenStart)
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

    private static func supportsNonisolatedConformance(_ configuration: String?) -> Bool {
        guard let configuration,
            let version = try? JSON.decode(PluginMessages.BuildConfiguration.self, from: Array(configuration.utf8))
                .compilerVersion?.components
        else { return false }
        return version.lexicographicallyPrecedes([6, 2]) == false
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
