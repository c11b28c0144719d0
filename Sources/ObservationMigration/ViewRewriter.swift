import DeclarationSyntax

/// Rewrites the code that holds models: `@StateObject` to `@ObservationStateObject` (created
/// once, as before, at every OS version), `@ObservedObject` to a plain property or to
/// `@ObservationBindable` where `$model.property` bindings or `_model` are used,
/// `@EnvironmentObject` to `@Environment(Model.self)`, `.environmentObject(_:)` to
/// `.environment(_:)`, and wraps in `ObservationHost` the body of every view that reads a
/// model, so that it updates when what it read changes. Only models that are (or become)
/// `@Observable` are touched; the others keep their wrappers.
///
/// A type that loses all its old wrappers gets `@MainActor`: before the iOS 18 SDK (Swift 5
/// mode) a view was main-actor isolated only through the `@MainActor` members of those
/// wrappers, so without them a body or helper calling main-actor code would stop compiling.
/// With a later SDK, where `View` itself is `@MainActor`, the attribute changes nothing.
struct ViewRewriter {
    let file: ParsedFile
    let inventory: ModelInventory
    private(set) var edits: [TextEdit] = []
    private(set) var diagnostics: [MigrationDiagnostic] = []
    /// The file now uses ViewHost's API.
    private(set) var usesViewHost = false

    /// For each type name, the names whose members its extensions (in any file) read.
    private let extensionReads: [String: Set<String>]

    init(file: ParsedFile, inventory: ModelInventory, extensionReads: [String: Set<String>]) {
        self.file = file
        self.inventory = inventory
        self.extensionReads = extensionReads
        for scope in file.types where scope.kind != .protocol {
            rewrite(scope)
        }
        rewriteEnvironmentObjectModifiers()
    }

    private var source: SourceText { file.source }

    /// The tokens of `scope`'s body and of the bodies of its extensions in this file.
    private func tokens(of scope: TypeScope) -> [Int] {
        file.types.filter { $0.keyword == scope.keyword || $0.kind == .extension && $0.simpleName == scope.simpleName }
            .flatMap { Array($0.body) }
    }

    private mutating func rewrite(_ scope: TypeScope) {
        var modelProperties: Set<String> = []
        var wrappers = 0, removedWrappers = 0
        let typeTokens = tokens(of: scope)
        let source = self.source
        let usesName: (String) -> Bool = { name in typeTokens.contains { source.isIdentifier($0, name) } }
        for member in MemberVariable.all(in: scope, of: file) {
            guard let name = member.name else { continue }
            let typeName = inventory.modelName(of: member, in: file)
            if let (attribute, wrapper) = oldWrapper(of: member) {
                wrappers += 1
                guard let model = inventory.model(named: typeName) else {
                    let what = typeName.map { "holds '\($0)', which is not an ObservableObject class of the migrated sources" }
                        ?? "has a type the tool cannot read (write it as 'var \(name): Model')"
                    diagnostics.append(file.diagnostic(at: attribute.tokens.lowerBound, "'\(name)' \(what); left as @\(wrapper)"))
                    continue
                }
                guard model.migrates else { continue }
                removedWrappers += 1
                modelProperties.insert(name)
                usesViewHost = true
                rewrite(member, name: name, attribute: attribute, wrapper: wrapper, model: model.name, usesName: usesName, scope: scope)
            } else if member.annotationNames(in: file).contains(where: inventory.migratesInThisRun)
                || inventory.migratesInThisRun(member.constructedType)
            {
                // Held plainly, it updated with its parent; now only a host updates it. Models
                // that were already @Observable are left as the code has them.
                if !member.isStatic { modelProperties.insert(name) }
            }
        }
        if !modelProperties.isEmpty { hostBody(of: scope, reading: modelProperties, in: typeTokens) }
        if wrappers > 0, removedWrappers == wrappers { keepMainActorIsolation(of: scope) }
    }

    private mutating func keepMainActorIsolation(of scope: TypeScope) {
        let header = DeclarationHeader(source, from: scope.start, classIsModifier: false)
        guard !header.attributes.contains(where: { $0.name == "MainActor" || $0.name.hasSuffix(".MainActor") }),
            !header.hasModifier(.nonisolated)
        else { return }
        edits.append(.insert("@MainActor ", at: file.tokens[scope.start].start))
    }

    private func oldWrapper(of member: MemberVariable) -> (Attribute, String)? {
        for wrapper in ["StateObject", "ObservedObject", "EnvironmentObject"] {
            if let attribute = member.attribute(wrapper) { return (attribute, wrapper) }
        }
        return nil
    }

    private mutating func rewrite(
        _ member: MemberVariable, name: String, attribute: Attribute, wrapper: String, model: String,
        usesName: (String) -> Bool, scope: TypeScope
    ) {
        let attributeBytes = file.tokens[attribute.tokens.lowerBound].start..<file.tokens[attribute.tokens.upperBound - 1].end
        let replacement: String?
        switch wrapper {
        case "StateObject":
            replacement = "@ObservationStateObject"
        case "ObservedObject":
            replacement = usesName("$" + name) || usesName("_" + name) ? "@ObservationBindable" : nil
        default:
            replacement = "@Environment(\(model).self)"
            bindingsOfEnvironmentObject(name, attribute: attribute, in: scope)
        }
        if let replacement {
            edits.append(TextEdit(range: attributeBytes, replacement: replacement))
        } else {
            edits.append(.delete(attributeBytes.lowerBound..<file.tokens[attribute.tokens.upperBound].start))
        }
        // `_model = StateObject(wrappedValue: …)` in an initializer.
        let newType = wrapper == "StateObject" ? "ObservationStateObject" : "ObservationBindable"
        for index in tokens(of: scope) where source.isIdentifier(index, "_" + name) {
            var type = index + 2
            guard source.isOperator(index + 1, "=") else { continue }
            if source.isIdentifier(type, "SwiftUI"), source.isPunctuation(type + 1, ".") { type += 2 }
            guard source.isIdentifier(type, wrapper), source.isPunctuation(type + 1, "(") else { continue }
            let range = file.tokens[index + 2].start..<file.tokens[type].end
            edits.append(TextEdit(range: range, replacement: newType))
        }
    }

    /// `$model.name` of an environment object, which `@Environment` does not project, becomes
    /// `ObservationBindable(model).name`: the same location-based binding (`Bindable(model).name`
    /// on iOS 17). A bare `$model` is reported.
    private mutating func bindingsOfEnvironmentObject(_ name: String, attribute: Attribute, in scope: TypeScope) {
        for index in tokens(of: scope) where source.isIdentifier(index, "$" + name) {
            if source.isPunctuation(index + 1, "."), !(index > 0 && source.isPunctuation(index - 1, ".")) {
                edits.append(TextEdit(range: file.tokens[index].start..<file.tokens[index].end, replacement: "ObservationBindable(\(name))"))
            } else {
                diagnostics.append(file.diagnostic(at: index, """
                    '$\(name)' of an environment object has no replacement: pass the model itself, \
                    and take bindings with @ObservationBindable
                    """))
            }
        }
    }

    /// Wraps the implicit getter of `var body: some View` in `ObservationHost { … }` when the
    /// type reads a member of one of `properties`, indenting its lines one level more.
    private mutating func hostBody(of scope: TypeScope, reading properties: Set<String>, in typeTokens: [Int]) {
        let source = self.source
        let methods = Set(typeTokens.filter { source.isIdentifier($0, "func") && source.isIdentifier($0 + 1) }.map { file.text($0 + 1) })
        let readsModel = typeTokens.contains { file.reads(properties, at: $0) || file.passes(properties, toOneOf: methods, at: $0) }
            || !(extensionReads[scope.simpleName] ?? []).isDisjoint(with: properties)
        guard readsModel else { return }
        guard let body = MemberVariable.all(in: scope, of: file).first(where: { $0.name == "body" && !$0.isStored && !$0.isStatic }),
            let annotation = body.typeAnnotation
        else { return }
        let isView = annotation.contains { source.isIdentifier($0, "some") && source.isIdentifier($0 + 1, "View") }
        let isScene = annotation.contains { source.isIdentifier($0, "some") && source.isIdentifier($0 + 1, "Scene") }
        let brace = annotation.upperBound
        if isScene, source.isPunctuation(brace, "{"), hostWindowContent(in: source.inside(groupAt: brace), reading: properties, methods: methods),
            !typeTokens.contains(where: { !source.inside(groupAt: brace).contains($0) && file.reads(properties, at: $0) })
        {
            return
        }
        guard isView, source.isPunctuation(brace, "{") else {
            diagnostics.append(file.diagnostic(at: body.keyword, """
                this body reads models but is not a 'some View' getter the tool can wrap: wrap what \
                reads them in ObservationHost { … } by hand, or it will not update
                """))
            return
        }
        if source.isIdentifier(brace + 1, "ObservationHost") { return }
        if source.isIdentifier(brace + 1, "get") || source.isIdentifier(brace + 1, "_read") {
            diagnostics.append(file.diagnostic(at: brace + 1, "wrap this getter's content in ObservationHost { … } by hand: the tool wraps implicit getters only"))
            return
        }
        let close = source.skipGroup(at: brace) - 1
        guard close > brace, source.isPunctuation(close, "}") else { return }  // unclosed: mid-edit
        usesViewHost = true
        warnAboutLazyContent(in: source.inside(groupAt: brace), reading: properties)
        edits += HostInsertion.edits(in: file, brace: brace, close: close)
    }

    /// A scene body is no view: the content of each of its `WindowGroup`s that reads a model is
    /// wrapped in `ObservationHost { … }` instead (SwiftUI evaluates it with the scene's body).
    /// Whether every read in `body` is now inside such a host.
    private mutating func hostWindowContent(in body: Range<Int>, reading properties: Set<String>, methods: Set<String>) -> Bool {
        var hosted: [Range<Int>] = []
        for index in body where source.isIdentifier(index, "WindowGroup") {
            var open = index + 1
            if source.isPunctuation(open, "(") { open = source.skipGroup(at: open) }
            let close = source.skipGroup(at: open) - 1
            guard source.isPunctuation(open, "{"), close > open, source.isPunctuation(close, "}") else { continue }
            let content = source.inside(groupAt: open)
            guard content.contains(where: { file.reads(properties, at: $0) || file.passes(properties, toOneOf: methods, at: $0) }) else { continue }
            hosted.append(content)
            if source.isIdentifier(open + 1, "ObservationHost") { continue }
            usesViewHost = true
            warnAboutLazyContent(in: content, reading: properties)
            edits += HostInsertion.edits(in: file, brace: open, close: close)
        }
        return body.allSatisfy { index in !file.reads(properties, at: index) || hosted.contains { $0.contains(index) } }
    }

    /// Content that SwiftUI evaluates later, on its own (the escaping content closures of the
    /// SDK: rows of `ForEach` and `List(data)`, sheets, `GeometryReader`), is not tracked by the
    /// host around the body: a read there would go unobserved. Non-escaping content (`List { … }`,
    /// lazy stacks and grids, `alert`, `contextMenu`) runs while the body does, inside the host.
    private mutating func warnAboutLazyContent(in body: Range<Int>, reading properties: Set<String>) {
        for index in body where source.isIdentifier(index) && Self.lazyContent.contains(file.text(index)) {
            var closure = index + 1
            let takesData = source.isPunctuation(closure, "(") && !source.isPunctuation(closure + 1, ")")
                && !(source.isIdentifier(closure + 1, "selection") && source.isPunctuation(closure + 2, ":"))
            if file.text(index) == "List", !takesData { continue }
            if source.isPunctuation(closure, "(") { closure = source.skipGroup(at: closure) }
            guard source.isPunctuation(closure, "{"), closure < body.upperBound else { continue }
            let reads = source.inside(groupAt: closure).contains { file.reads(properties, at: $0) }
            if reads {
                diagnostics.append(file.diagnostic(at: index, """
                    SwiftUI evaluates the content of '\(file.text(index))' later, outside this body's \
                    ObservationHost: the model reads in it are not observed; wrap that content in \
                    ObservationHost { … } or move it into a view of its own
                    """))
            }
        }
    }

    private static let lazyContent: Set<String> = [
        "ForEach", "List", "GeometryReader", "ScrollViewReader", "DisclosureGroup", "OutlineGroup", "sheet", "popover",
        "fullScreenCover", "navigationDestination",
    ]

    /// `.environmentObject(model)` to `.environment(model)` when the model becomes
    /// `@Observable`; left with a warning when the tool cannot tell which model it is while
    /// some model stays an `ObservableObject`.
    private mutating func rewriteEnvironmentObjectModifiers() {
        for index in file.tokens.indices where source.isIdentifier(index, "environmentObject") {
            guard index > 0, source.isPunctuation(index - 1, "."), source.isPunctuation(index + 1, "(") else { continue }
            let argument = source.inside(groupAt: index + 1)
            guard let last = argument.last else { continue }
            var model: String?
            if source.isPunctuation(last, ")"), source.isIdentifier(argument.lowerBound), source.isPunctuation(argument.lowerBound + 1, "(") {
                model = inventory.model(named: file.text(argument.lowerBound))?.name
            } else {
                model = inventory.resolvedType(ofReceiverEndingAt: last, in: file)
            }
            if let model {
                guard inventory.isObservableAfterMigration(model) else { continue }
            } else if inventory.anyModelStays {
                diagnostics.append(file.diagnostic(at: index, """
                    the tool cannot tell which model this puts in the environment: change it to \
                    '.environment(_:)' if that model is migrated, and read it with '@Environment(Model.self)'
                    """))
                continue
            }
            edits.append(TextEdit(range: file.tokens[index].start..<file.tokens[index].end, replacement: "environment"))
            usesViewHost = true
        }
    }
}
