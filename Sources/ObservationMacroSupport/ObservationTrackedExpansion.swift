import DeclarationSyntax

/// The `@ObservationTracked` macro's two roles. Errors for untrackable shapes are reported by the
/// accessor role only, so a mistake gives one error.
enum ObservationTrackedExpansion {
    static func accessors(_ request: PluginMessages.AttachedMacroRequest, cache: ReadingCache) -> Expansion {
        let member = cache.member(request.declSyntax.source)
        let source = member.source
        switch PropertyEligibility(member, skippingExplicitlyTracked: false) {
        case .tracked(let property):
            let identity = isInObservableClass(request, cache: cache) ? ExpansionTemplates.propertyIdentity(property.name) : nil
            let accessors = ExpansionTemplates.accessors(
                property: property.name, storage: property.storageName, identity: identity,
                equatableValue: EquatableValueType.recognizes(property))
            return Expansion(
                source: ExpansionTemplates.accessorBlock(accessors, replacingObservers: property.hasObservers))
        case .untouched:
            return .empty
        case .invalid(let problem):
            return .failure(problem.diagnostic(in: source, placement: DiagnosticPlacement(syntax: request.declSyntax)))
        }
    }

    /// Whether the property's type is an `@Observable` class, whose member role gives it the
    /// members the identified accessors call. Unknown (no lexical context, from compilers
    /// before 6.0) counts as no: the accessors then only need what Apple's need.
    private static func isInObservableClass(_ request: PluginMessages.AttachedMacroRequest, cache: ReadingCache) -> Bool {
        guard let type = request.lexicalContext?.first else { return false }
        return cache.typeHeader(type.source).isObservableClass
    }

    /// The backing storage: the declaration's own text with access modifiers replaced by
    /// `private` (not marked `@ObservationIgnored` as Apple's is: the compiler applies no member
    /// attribute to a generated member, so the mark would only cost an empty expansion request) and the name prefixed with `_`. Everything else — other
    /// attributes and modifiers, type, initializer, `willSet`/`didSet`, comments — is kept byte
    /// for byte; only blank space before the first comment and trivia after the last token are dropped.
    static func peer(_ request: PluginMessages.AttachedMacroRequest, cache: ReadingCache) -> Expansion {
        guard let declaration = cache.member(request.declSyntax.source).variable,
            case .tracked(let property) = PropertyEligibility(declaration, skippingExplicitlyTracked: false),
            let nameToken = declaration.bindings.first?.nameToken,
            let lastToken = declaration.source.tokens.last
        else { return .empty }
        let source = declaration.source
        let header = declaration.header

        // The text kept: from the first comment (blank space before it dropped) to the last token.
        let trivia = source.bytes[..<source.firstTokenStart]
        let commentStart = trivia.firstIndex { !$0.isWhitespace } ?? source.firstTokenStart
        var edits: [TextEdit] = [.delete(0..<commentStart), .delete(lastToken.end..<source.bytes.count)]
        for attribute in header.attributes where attribute.isMacro("ObservationTracked") {
            edits.append(.delete(removal(of: attribute.tokens, in: source)))
        }
        let insertionPoint = source.tokens[header.modifiers.first?.tokens.lowerBound ?? header.keywordIndex].start
        edits.append(.insert(ExpansionTemplates.storageAccess + " ", at: insertionPoint))
        for modifier in header.modifiers where modifier.keyword.isAccess {
            edits.append(.delete(removal(of: modifier.tokens, in: source)))
        }
        let name = source.tokens[nameToken]
        edits.append(TextEdit(range: name.start..<name.end, replacement: property.storageName))
        let location = request.declSyntax.location
        // Bodies come in order: the lines before each are counted on from the previous one's.
        var line = location.line, counted = 0
        for body in declaration.bindings[0].accessors.compactMap(\.body) {
            let open = source.tokens[body].end
            let closingToken = source.inside(groupAt: body).upperBound
            let close = closingToken < source.tokens.count ? source.tokens[closingToken].start : lastToken.end
            line += source.bytes[counted..<open].lazy.filter { $0 == .newline }.count
            counted = open
            edits.append(.insert(ExpansionTemplates.sourceLocation(file: location.fileName, line: line), at: open))
            edits.append(.insert(ExpansionTemplates.sourceLocationEnd, at: close))
        }
        // The edits touch distinct tokens; an overlap would be a bug here, reported, not expanded.
        guard let text = edits.applied(to: source.bytes) else {
            return .failure(DiagnosticPlacement(syntax: request.declSyntax).error(ObservationDiagnostics.unreadableProperty(property.name)))
        }
        return Expansion(source: text)
    }

    /// The bytes of tokens `range` and the spaces after them.
    private static func removal(of range: Range<Int>, in source: SourceText) -> Range<Int> {
        let start = source.tokens[range.lowerBound].start
        var end = source.tokens[range.upperBound - 1].end
        while end < source.bytes.count, source.bytes[end] == .space || source.bytes[end] == .tab { end += 1 }
        return start..<end
    }
}
