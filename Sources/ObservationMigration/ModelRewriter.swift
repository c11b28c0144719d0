/// Moves the `ObservableObject` classes that `ModelInventory` found safe to `@Observable`:
/// the attribute before the class, the conformance gone (from the class and its extensions),
/// `@Published` gone (access levels, initial values and `didSet`/`willSet` bodies kept as
/// written), and `@ObservationIgnored` on every other stored `var`, which did not publish
/// before and so must not start to, unless the class announced its changes with
/// `objectWillChange.send()`; those statements, and the forwarding of nested models'
/// `objectWillChange`, are deleted (see `ObjectWillChangeUse`).
struct ModelRewriter {
    let inventory: ModelInventory

    /// The edits for `file`; `addsObservation` tells whether the file now uses the macros.
    func edits(for file: ParsedFile, fileIndex: Int) -> (edits: [TextEdit], addsObservation: Bool) {
        var edits: [TextEdit] = []
        var addsObservation = false
        for statement in inventory.deletedStatements(in: fileIndex) {
            edits.append(.delete(file.deletion(of: statement)))
        }
        for scope in file.types where scope.kind == .class || scope.kind == .extension {
            guard let model = inventory.model(named: scope.simpleName), model.migrates, !model.isObservable else { continue }
            if let entry = scope.inheritanceEntry(named: "ObservableObject", in: file) {
                edits.append(.delete(scope.removalRange(ofInheritanceEntry: entry, in: file)))
            }
            guard scope.kind == .class, fileIndex == model.file, scope.keyword == model.scope.keyword else { continue }
            edits.append(.insert("@Observable ", at: file.tokens[scope.start].start))
            addsObservation = true
            for member in MemberVariable.all(in: scope, of: file) where member.isStored && !member.isStatic && !member.isLet {
                if let published = member.attribute("Published") {
                    let next = published.tokens.upperBound
                    edits.append(.delete(file.tokens[published.tokens.lowerBound].start..<file.tokens[next].start))
                } else if member.attribute("ObservationIgnored") == nil, !model.announced.contains(member.name ?? "") {
                    edits.append(.insert("@ObservationIgnored ", at: file.tokens[member.start].start))
                }
            }
        }
        return (edits, addsObservation)
    }
}
