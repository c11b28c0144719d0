import DeclarationSyntax

/// The `ObservableObject` classes of all the sources (and the `@Observable` ones, which views
/// may still hold with the old wrappers), and for each whether the migration can move it to
/// `@Observable` without changing what the app does. A class it cannot move keeps
/// `ObservableObject`, and so do the wrappers of the views that hold it.
struct ModelInventory {
    struct Model {
        let name: String
        let file: Int
        let scope: TypeScope
        /// Already `@Observable`: nothing to rewrite in the class, only in the views.
        let isObservable: Bool
        var published: Set<String> = []
        /// Its stored instance `var`s that do not publish (and are not lazy or ignored already).
        var unpublished: Set<String> = []
        /// Its static members that hold an instance of it: `static let shared = Model()`.
        var sharedInstances: Set<String> = []
        /// Stored properties that did not publish but whose changes the class announced with
        /// `objectWillChange.send()`: tracked once it is `@Observable`.
        var announced: Set<String> = []
        /// Why it stays an `ObservableObject`; empty when it migrates.
        var blockers: [String] = []

        var migrates: Bool { blockers.isEmpty }
    }

    private(set) var models: [String: Model] = [:]
    private(set) var diagnostics: [MigrationDiagnostic] = []
    /// The `objectWillChange` statements that `@Observable` makes unnecessary, whether or not
    /// their models migrate (`rewrittenUses(in:)` tells which go).
    private(set) var objectWillChangeUses: [ObjectWillChangeUse] = []
    /// The `$property` publishers of `@Published` properties that the migration replaces with
    /// ObservationCombine's publishers when their models migrate.
    private(set) var publisherUses: [PublisherUse] = []

    /// The model named `name` (a simple type name), if the sources declare one.
    func model(named name: String?) -> Model? {
        name.flatMap { models[$0] }
    }

    /// The model that the member holds, by its annotation, its initializer, or the shared
    /// instance it reads (`= Model.shared`).
    func modelName(of member: MemberVariable, in file: ParsedFile) -> String? {
        if let name = member.declaredTypeName(in: file) { return name }
        guard let reference = member.staticReference, let model = models[reference.type],
            model.sharedInstances.contains(reference.member)
        else { return nil }
        return model.name
    }

    /// A model that is or becomes `@Observable`.
    func isObservableAfterMigration(_ name: String?) -> Bool {
        model(named: name)?.migrates ?? false
    }

    /// An `ObservableObject` class that this run moves to `@Observable`.
    func migratesInThisRun(_ name: String?) -> Bool {
        model(named: name).map { $0.migrates && !$0.isObservable } ?? false
    }

    /// The `ObservableObject` classes this run moves to `@Observable`, sorted.
    var modelsMigratingInThisRun: [String] {
        models.values.filter { $0.migrates && !$0.isObservable }.map(\.name).sorted()
    }

    var anyModelStays: Bool { models.values.contains { !$0.migrates } }

    /// Whether `$property` publishers move to ObservationCombine (`--combine-bridge`); without
    /// it their models stay.
    let bridgesPublishers: Bool

    init(files: [ParsedFile], bridgesPublishers: Bool = false) {
        self.bridgesPublishers = bridgesPublishers
        collectClasses(files)
        collectPublished(files)
        findSubclassChains(files)
        findCombineUsesInsideModels(files)
        findCombineUsesOutsideModels(files)
        settleForwarding(files)
        for model in models.values where !model.migrates && !model.isObservable {
            let file = files[model.file]
            diagnostics.append(file.diagnostic(at: model.scope.keyword + 1, """
                '\(model.name)' stays an ObservableObject (\(model.blockers.count == 1 ? "one reason" : "\(model.blockers.count) reasons"), \
                in the warnings that name it); the views that hold it keep their @StateObject, \
                @ObservedObject and @EnvironmentObject
                """))
        }
    }

    private mutating func collectClasses(_ files: [ParsedFile]) {
        var conformers: Set<String> = []
        for file in files {
            for scope in file.types where scope.inheritanceEntry(named: "ObservableObject", in: file) != nil {
                if scope.kind == .class || scope.kind == .extension { conformers.insert(scope.simpleName) }
                if scope.kind == .protocol {
                    diagnostics.append(file.diagnostic(at: scope.keyword + 1, """
                        protocol '\(scope.simpleName)' refines ObservableObject: the classes that conform \
                        to it through the protocol are not migrated, nor the views that hold them
                        """))
                }
            }
        }
        for (index, file) in files.enumerated() {
            for scope in file.types where scope.kind == .class {
                let header = DeclarationHeader(file.source, from: scope.start, classIsModifier: false)
                let isObservable = header.attributes.contains { $0.isMacro("Observable") }
                guard conformers.contains(scope.simpleName) || isObservable else { continue }
                if let first = models[scope.simpleName] {
                    // Two apps in one run, or two targets with a class each: which one a view
                    // means cannot be told from the text.
                    let reason = "'\(first.name)' is declared more than once in the given sources"
                    models[scope.simpleName]?.blockers.append(reason)
                    // Between classes that are @Observable already, there is nothing to migrate.
                    guard !(first.isObservable && isObservable) else { continue }
                    diagnostics.append(file.diagnostic(at: scope.keyword + 1, "\(reason): neither it nor the code that holds it is migrated; migrate one app or target at a time"))
                } else {
                    models[scope.simpleName] = Model(name: scope.simpleName, file: index, scope: scope, isObservable: isObservable)
                }
            }
        }
    }

    private mutating func collectPublished(_ files: [ParsedFile]) {
        for (name, model) in models where !model.isObservable {
            let members = MemberVariable.all(in: model.scope, of: files[model.file])
            models[name]?.published = Set(members.filter { $0.attribute("Published") != nil }.compactMap(\.name))
            models[name]?.unpublished = Set(members.filter { member in
                member.isStored && !member.isStatic && !member.isLet && !member.header.hasModifier(.lazy)
                    && member.attribute("Published") == nil && member.attribute("ObservationIgnored") == nil
            }.compactMap(\.name))
            let file = files[model.file]
            models[name]?.sharedInstances = Set(members.filter { member in
                member.isStatic && [name, "Self"].contains(member.declaredTypeName(in: file) ?? "")
            }.compactMap(\.name))
        }
    }

    /// A subclass of a model is an `ObservableObject` too, through its superclass.
    private mutating func findSubclassChains(_ files: [ParsedFile]) {
        for (index, file) in files.enumerated() {
            for scope in file.types where scope.kind == .class {
                guard let first = scope.inheritance.first else { continue }
                let superclass = file.text(tokens: first).split(separator: ".").last.map(String.init)
                guard let superclass, let base = models[superclass], !base.isObservable else { continue }
                let name = scope.simpleName
                if models[name] == nil {
                    models[name] = Model(name: name, file: index, scope: scope, isObservable: false)
                }
                let reason = "'\(name)' inherits ObservableObject from '\(superclass)' (subclass chains are migrated by hand, base class first)"
                models[name]?.blockers.append(reason)
                models[superclass]?.blockers.append(reason)
                diagnostics.append(file.diagnostic(at: first.lowerBound, reason))
            }
        }
    }

    /// `objectWillChange` and `$property` publishers used by the model's own code.
    private mutating func findCombineUsesInsideModels(_ files: [ParsedFile]) {
        for (name, model) in models where !model.isObservable {
            for (fileIndex, file) in files.enumerated() {
                let scopes = file.types.filter {
                    $0.simpleName == name && (fileIndex == model.file && $0.keyword == model.scope.keyword || $0.kind == .extension)
                }
                for scope in scopes {
                    for index in scope.body where file.source.isIdentifier(index) {
                        inspectUse(at: index, in: file, fileIndex: fileIndex, insideModel: name, scope: scope)
                    }
                }
            }
        }
    }

    private mutating func inspectUse(at index: Int, in file: ParsedFile, fileIndex: Int, insideModel name: String, scope: TypeScope) {
        let source = file.source
        let word = file.text(index)
        let afterDot = index > 0 && source.isPunctuation(index - 1, ".")
        let onSelf = !afterDot || (index > 1 && source.isIdentifier(index - 2, "self"))
            || (index > 2 && source.isOperator(index - 2, "?") && source.isIdentifier(index - 3, "self"))
        if word == "objectWillChange" {
            let isDeclaration = index > 0 && (source.isIdentifier(index - 1, "var") || source.isIdentifier(index - 1, "let"))
            let inForwarding = objectWillChangeUses.contains { $0.file == fileIndex && $0.statement.contains(index) }
            if isDeclaration {
                block(name, "it declares its own objectWillChange publisher, whose meaning cannot be inferred", at: index, in: file)
            } else if inForwarding {
                return
            } else if onSelf {
                inspectSend(at: index, in: file, fileIndex: fileIndex, model: name)
            } else {
                inspectSubscription(at: index, in: file, fileIndex: fileIndex, model: name, scope: scope)
            }
        } else if word.hasPrefix("$"), onSelf, models[name]?.published.contains(String(word.dropFirst())) == true {
            if !bridgesPublishers {
                block(name, pipelineAdvice(word, model: name), at: index, in: file)
            } else if let assignment = file.assignmentToPublisher(at: index) {
                publisherUses.append(PublisherUse(file: fileIndex, token: index, model: name, assignment: assignment))
            } else if source.isOperator(index - 1, "&") {
                block(name, "it passes its publisher '\(word)' inout (an @Observable class has none)", at: index, in: file)
            } else {
                publisherUses.append(PublisherUse(file: fileIndex, token: index, model: name, assignment: nil))
            }
        } else if word.hasPrefix("_"), onSelf, models[name]?.published.contains(String(word.dropFirst())) == true {
            block(name, """
                it uses the @Published wrapper '\(word)' itself (under @Observable, '\(word)' is the \
                property's storage): assign the property instead
                """, at: index, in: file)
        }
    }

    /// `model.$property` and `model.objectWillChange` in code outside the models: views'
    /// `onReceive`, view controllers' `sink`, other objects' pipelines.
    private mutating func findCombineUsesOutsideModels(_ files: [ParsedFile]) {
        for (fileIndex, file) in files.enumerated() {
            let sharesWithUIKit = file.tokens.indices.contains {
                file.source.isIdentifier($0, "import") && (file.source.isIdentifier($0 + 1, "UIKit") || file.source.isIdentifier($0 + 1, "AppKit"))
            }
            for index in file.tokens.indices where index > 1 && file.source.isPunctuation(index - 1, ".") && file.source.isIdentifier(index) {
                let word = file.text(index)
                guard word == "objectWillChange" || word.hasPrefix("$"), !file.source.isIdentifier(index - 2, "self") else { continue }
                // A model's own code: `inspectUse` reads its objectWillChange subscriptions.
                let inModel = file.enclosingTypes(of: index).contains { models[$0.simpleName].map { !$0.isObservable } ?? false }
                if inModel, word == "objectWillChange" { continue }
                let receiverType = resolvedType(ofReceiverEndingAt: index - 2, in: file)
                if bridgesPublishers, word != "objectWillChange", let receiverType,
                    models[receiverType]?.published.contains(String(word.dropFirst())) == true,
                    !file.source.isOperator(index - 3, "&")
                {
                    publisherUses.append(PublisherUse(file: fileIndex, token: index, model: receiverType, assignment: nil))
                    continue
                }
                let candidates: [String]
                if word == "objectWillChange" {
                    candidates = receiverType.map { [$0] } ?? []
                } else {
                    let property = String(word.dropFirst())
                    candidates = models.values.filter { $0.published.contains(property) && (receiverType == nil || receiverType == $0.name) }
                        .map(\.name).sorted()
                }
                let uikit = sharesWithUIKit ? " It is shared with UIKit/AppKit code through Combine: observe it there with withContinuousObservation or Observations instead." : ""
                if candidates.isEmpty {
                    if word == "objectWillChange" {
                        diagnostics.append(file.diagnostic(at: index, Self.unknownObjectWillChange + uikit))
                    }
                    continue
                }
                for name in candidates {
                    let reason = word == "objectWillChange"
                        ? "'\(file.text(tokens: (index - 2)..<(index + 1)))' subscribes to its objectWillChange publisher"
                        : pipelineAdvice(file.text(tokens: (index - 2)..<(index + 1)), model: name)
                    block(name, reason + (uikit.isEmpty ? "" : " (UIKit/AppKit code)"), at: index, in: file, extra: uikit)
                }
            }
        }
    }

    /// `objectWillChange.send()` in model `name`: deleted when stored properties change after it
    /// (those that did not publish become tracked); otherwise the model stays.
    private mutating func inspectSend(at index: Int, in file: ParsedFile, fileIndex: Int, model name: String) {
        if let statement = file.sendStatement(at: index), let model = models[name] {
            // A send before a change to a @Published property is redundant, and goes too.
            let changed = file.changedProperties(after: statement, among: model.unpublished.union(model.published))
            if !changed.isEmpty {
                let announced = changed.intersection(model.unpublished)
                objectWillChangeUses.append(ObjectWillChangeUse(kind: .announcement(model: name, properties: announced), file: fileIndex, statement: statement))
                models[name]!.announced.formUnion(announced)
                return
            }
            if let setter = setterUse(of: statement, at: index, in: file, fileIndex: fileIndex, model: name) {
                objectWillChangeUses.append(setter)
                return
            }
        }
        block(name, sendAdvice(at: index, in: file, model: name), at: index, in: file)
    }

    /// The block around the token at `index` (its `{`), the accessor that opens it (`set`,
    /// `didSet`, …; "" for another block) and the model's member that holds it.
    private func accessorContext(at index: Int, in file: ParsedFile, model name: String) -> (accessor: String, open: Int, member: MemberVariable?) {
        let source = file.source
        var depth = 0, opener = index - 1
        while opener >= 0 {
            if source.isPunctuation(opener, "}") { depth += 1 }
            if source.isPunctuation(opener, "{") {
                if depth == 0 { break }
                depth -= 1
            }
            opener -= 1
        }
        let accessor = opener > 0 && source.isIdentifier(opener - 1) ? file.text(opener - 1) : ""
        let member = models[name].flatMap { model in
            file.types.first { $0.keyword == model.scope.keyword && $0.name == model.scope.name }.map { MemberVariable.all(in: $0, of: file) }
        }?.first { ($0.start..<$0.end).contains(index) }
        return (accessor, opener, member)
    }

    /// `objectWillChange.send()` in the setter of a computed property with a `get { … }`: the
    /// property keeps its value elsewhere (`UserDefaults`), and `@Observable` tracks it through
    /// `access(keyPath:)` in the getter and `withMutation(keyPath:)` around the setter's change.
    private func setterUse(of statement: ClosedRange<Int>, at index: Int, in file: ParsedFile, fileIndex: Int, model name: String) -> ObjectWillChangeUse? {
        let source = file.source
        let context = accessorContext(at: index, in: file, model: name)
        guard context.accessor == "set", let member = context.member, let property = member.name, !member.isStored,
            let getter = (member.keyword..<member.end).first(where: { source.isIdentifier($0, "get") && source.isPunctuation($0 + 1, "{") })
        else { return nil }
        let getterBody = source.inside(groupAt: getter + 1)
        let setterClose = source.skipGroup(at: context.open) - 1
        guard !getterBody.isEmpty, source.isPunctuation(setterClose, "}"), setterClose > statement.upperBound + 1 else { return nil }
        let returns = getterBody.contains { source.isIdentifier($0, "return") }
        let kind = ObjectWillChangeUse.Kind.setter(
            model: name, property: property, getterBody: getterBody.lowerBound, getterReturns: returns, setterClose: setterClose)
        return ObjectWillChangeUse(kind: kind, file: fileIndex, statement: statement)
    }

    /// What to write instead of an `objectWillChange.send()` the tool cannot tie to stored
    /// properties: in a property's own accessor, how that property notifies under `@Observable`.
    private func sendAdvice(at index: Int, in file: ParsedFile, model name: String) -> String {
        let (accessor, _, owner) = accessorContext(at: index, in: file, model: name)
        if let property = owner?.name, accessor == "set" {
            return """
                it uses objectWillChange by hand in the setter of '\(property)', which keeps its value elsewhere \
                (an @Observable class has none: call access(keyPath: \\.\(property)) in the getter, and make the \
                change in the setter inside withMutation(keyPath: \\.\(property)) { … }, instead of the call)
                """
        }
        if let property = owner?.name, accessor == "willSet" || accessor == "didSet" {
            return """
                it announces the changes of '\(property)' by hand from its \(accessor) (an @Observable class has \
                none: make '\(property)' @Published, delete the call and run the tool again)
                """
        }
        return """
            it uses objectWillChange by hand (an @Observable class has none: make what the \
            call announces a stored property, whose changes notify readers, and delete the call)
            """
    }

    /// `receiver.objectWillChange` in model `name`: a forwarding statement when the receiver is
    /// a member holding a model of these sources; any other subscription keeps that model.
    private mutating func inspectSubscription(at index: Int, in file: ParsedFile, fileIndex: Int, model name: String, scope: TypeScope) {
        let receiverName = file.text(index - 2)
        let member = MemberVariable.all(in: scope, of: file).first { $0.name == receiverName }
        let child = member.flatMap { modelName(of: $0, in: file) } ?? resolvedType(ofReceiverEndingAt: index - 2, in: file)
        guard let child, models[child] != nil else {
            diagnostics.append(file.diagnostic(at: index, Self.unknownObjectWillChange))
            return
        }
        if let (statement, _) = file.forwardingStatement(at: index), member != nil {
            objectWillChangeUses.append(ObjectWillChangeUse(kind: .forwarding(parent: name, child: child), file: fileIndex, statement: statement))
            return
        }
        block(child, "'\(name)' subscribes to its objectWillChange ('\(file.text(tokens: (index - 2)..<(index + 1)))') other than to forward it", at: index, in: file)
    }

    /// A forwarding goes only when both models migrate: a parent that stays forwards its
    /// child's changes, so the child stays too; a child that stays cannot be forwarded by an
    /// `@Observable` parent, so the parent stays too. Repeated until nothing changes.
    private mutating func settleForwarding(_ files: [ParsedFile]) {
        var changed = true
        while changed {
            changed = false
            for use in objectWillChangeUses {
                guard case .forwarding(let parent, let child) = use.kind, let p = models[parent], let c = models[child] else { continue }
                let file = files[use.file]
                if !p.migrates, c.migrates, !c.isObservable {
                    block(child, "its objectWillChange is forwarded by '\(parent)', which stays an ObservableObject", at: use.statement.lowerBound, in: file)
                    changed = true
                } else if p.migrates, !c.migrates {
                    block(parent, """
                        it forwards the changes of '\(child)', which stays an ObservableObject (an @Observable class \
                        cannot forward them: migrate '\(child)' first)
                        """, at: use.statement.lowerBound, in: file)
                    changed = true
                }
            }
        }
    }

    /// The `objectWillChange` uses of file `fileIndex` that the migration rewrites: those of the
    /// models that migrate (a forwarding, when its child is or becomes `@Observable` too).
    func rewrittenUses(in fileIndex: Int) -> [ObjectWillChangeUse] {
        objectWillChangeUses.filter { use in
            guard use.file == fileIndex else { return false }
            switch use.kind {
            case .forwarding(let parent, let child): return migratesInThisRun(parent) && isObservableAfterMigration(child)
            case .announcement(let model, _), .setter(let model, _, _, _, _): return migratesInThisRun(model)
            }
        }
    }

    private static let unknownObjectWillChange = """
        objectWillChange of an object whose type the tool cannot tell: if it is a model \
        this run migrates, this line no longer compiles; observe the properties it \
        reads with withContinuousObservation or Observations instead.
        """

    private func pipelineAdvice(_ publisher: String, model: String) -> String {
        let instead = bridgesPublishers
            ? "the tool cannot tell which model's it is: write the receiver's type ('let model: \(model)') and run the tool again"
            : "run the tool with --combine-bridge to move it to ObservationCombine's observationPublisher(for:)"
        return "a Combine pipeline reads its publisher '\(publisher)' (an @Observable class has none: rewrite it with Observations { … } or withContinuousObservation, or \(instead))"
    }

    private mutating func block(_ name: String, _ reason: String, at index: Int, in file: ParsedFile, extra: String = "") {
        guard models[name] != nil, !(models[name]!.isObservable) else { return }
        if !models[name]!.blockers.contains(reason) { models[name]!.blockers.append(reason) }
        diagnostics.append(file.diagnostic(at: index, "'\(name)' is not migrated: \(reason).\(extra)"))
    }

    /// The model type of the expression that ends at `index`, when the file says it plainly:
    /// `self` in a model, or a name declared `name: Model` or `name = Model(…)`.
    func resolvedType(ofReceiverEndingAt index: Int, in file: ParsedFile) -> String? {
        let source = file.source
        guard index >= 0, source.isIdentifier(index) else { return nil }
        let name = file.text(index)
        if name == "self" { return file.enclosingTypes(of: index).last.map(\.simpleName).flatMap { models[$0]?.name } }
        for candidate in file.tokens.indices where source.isIdentifier(candidate, name) {
            if source.isPunctuation(candidate + 1, ":"), source.isIdentifier(candidate + 2), let model = models[file.text(candidate + 2)] {
                return model.name
            }
            if source.isOperator(candidate + 1, "="), source.isIdentifier(candidate + 2), source.isPunctuation(candidate + 3, "("),
                let model = models[file.text(candidate + 2)]
            {
                return model.name
            }
        }
        return nil
    }
}
