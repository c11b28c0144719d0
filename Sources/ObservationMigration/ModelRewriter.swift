import DeclarationSyntax

/// Moves the `ObservableObject` classes that `ModelInventory` found safe to `@Observable`:
/// the attribute before the class, the conformance gone (from the class and its extensions),
/// `@Published` gone (access levels, initial values and `didSet`/`willSet` bodies kept as
/// written), and `@ObservationIgnored` on every other stored `var`, which did not publish
/// before and so must not start to, unless the class announced its changes with
/// `objectWillChange.send()`; those statements, and the forwarding of nested models'
/// `objectWillChange`, are deleted (see `ObjectWillChangeUse`); the `$property` publishers that
/// Combine pipelines read move to ObservationCombine (see `PublisherUse`).
struct ModelRewriter {
    let inventory: ModelInventory

    /// What the models' migration changes in one file.
    struct FileEdits {
        var edits: [TextEdit] = []
        /// The modules the file now needs.
        var modules: Set<String> = []
        /// The first `$property` replaced with ObservationCombine's publisher, if any.
        var firstBridgedPublisher: Int?
    }

    /// The edits for `file`.
    func edits(for file: ParsedFile, fileIndex: Int) -> FileEdits {
        var result = FileEdits()
        var edits: [TextEdit] = []
        for use in inventory.rewrittenUses(in: fileIndex) {
            guard case .setter(_, let property, let getterBody, let returns, let setterClose) = use.kind else {
                edits.append(.delete(file.deletion(of: use.statement)))
                continue
            }
            let statement = file.tokens[use.statement.lowerBound].start..<file.tokens[use.statement.upperBound].end
            edits.append(TextEdit(range: statement, replacement: "withMutation(keyPath: \\.\(property)) {"))
            let indentation = file.indentation(ofLineAt: use.statement.lowerBound)
            let unit = indentation.hasPrefix("\t") ? "\t" : "    "
            let changed = file.tokens[use.statement.upperBound].end..<file.tokens[setterClose - 1].end
            for offset in changed where file.bytes[offset] == .newline && offset + 1 < changed.upperBound && file.bytes[offset + 1] != .newline {
                edits.append(.insert(unit, at: offset + 1))
            }
            edits.append(.insert("\n\(indentation)}", at: file.tokens[setterClose - 1].end))
            edits.append(.insert("access(keyPath: \\.\(property)); \(returns ? "" : "return ")", at: file.tokens[getterBody].start))
        }
        for use in inventory.publisherUses where use.file == fileIndex && inventory.migratesInThisRun(use.model) {
            let token = file.text(use.token)
            if let assignment = use.assignment {
                let range = file.tokens[assignment.lowerBound].start..<file.tokens[assignment.upperBound].end
                edits.append(TextEdit(range: range, replacement: PublisherUse.replacement(ofAssignmentTo: token)))
            } else {
                let range = file.tokens[use.token].start..<file.tokens[use.token].end
                edits.append(TextEdit(range: range, replacement: PublisherUse.replacement(ofPublisher: token)))
                result.modules.insert("ObservationCombine")
                result.firstBridgedPublisher = min(result.firstBridgedPublisher ?? use.token, use.token)
            }
        }
        for scope in file.types where scope.kind == .class || scope.kind == .extension {
            guard let model = inventory.model(named: scope.simpleName), model.migrates, !model.isObservable else { continue }
            if let entry = scope.inheritanceEntry(named: "ObservableObject", in: file) {
                edits.append(.delete(scope.removalRange(ofInheritanceEntry: entry, in: file)))
            }
            guard scope.kind == .class, fileIndex == model.file, scope.keyword == model.scope.keyword else { continue }
            edits.append(.insert("@Observable ", at: file.tokens[scope.start].start))
            result.modules.insert("ObservationBackport")
            if inventory.publisherUses.contains(where: { $0.model == model.name && $0.assignment != nil }),
                !MemberVariable.all(in: scope, of: file).contains(where: { $0.name == PublisherUse.cancellables })
            {
                let indentation = scope.body.isEmpty
                    ? file.indentation(ofLineAt: scope.keyword) + "    " : file.indentation(ofLineAt: scope.body.lowerBound)
                let declaration = "\n\(indentation)@ObservationIgnored var \(PublisherUse.cancellables) = Set<AnyCancellable>()"
                edits.append(.insert(declaration, at: file.tokens[scope.bodyOpen].end))
                result.modules.insert("Combine")
            }
            for member in MemberVariable.all(in: scope, of: file) where member.isStored && !member.isStatic && !member.isLet {
                if let published = member.attribute("Published") {
                    let next = published.tokens.upperBound
                    edits.append(.delete(file.tokens[published.tokens.lowerBound].start..<file.tokens[next].start))
                } else if member.attribute("ObservationIgnored") == nil, !model.announced.contains(member.name ?? "") {
                    edits.append(.insert("@ObservationIgnored ", at: file.tokens[member.start].start))
                }
            }
        }
        result.edits = edits
        return result
    }
}
