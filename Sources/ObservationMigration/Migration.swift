/// Moves an app's sources from `ObservableObject` to ObservationBackport's `@Observable` and
/// ViewHost, as far as that keeps the app's behaviour; warns about the rest.
///
/// All the sources are read together, so that a model declared in one file is known in the
/// views of another. The result is deterministic, leaves every byte it does not need to change
/// as it was, and is idempotent: migrating its output again changes nothing.
public enum Migration {
    /// Migrates `sources` together; the result lists them in the same order.
    public static func migrate(_ sources: [MigrationSource]) -> MigrationResult {
        let files = sources.map { ParsedFile(path: $0.path, text: $0.text) }
        let inventory = ModelInventory(files: files)
        let models = ModelRewriter(inventory: inventory)
        var diagnostics = inventory.diagnostics
        let extensionReads = ParsedFile.extensionReads(in: files)
        let constrained = ObservableObjectRequirements.constrainedDeclarations(in: files)
        var migrated: [MigratedFile] = []
        var appliedEdits: [String: [TextEdit]] = [:]
        for (index, file) in files.enumerated() {
            let (modelEdits, addsObservation) = models.edits(for: file, fileIndex: index)
            let views = ViewRewriter(file: file, inventory: inventory, extensionReads: extensionReads)
            diagnostics += views.diagnostics
            diagnostics += ObservableObjectRequirements(file: file, inventory: inventory, constrained: constrained).diagnostics
            var edits = modelEdits + views.edits
            var modules: [String] = []
            if addsObservation { modules.append("ObservationBackport") }
            if views.usesViewHost { modules.append("ViewHost") }
            if !edits.isEmpty { edits = ImportInserter(file: file).edits(adding: modules) + edits }
            var text = sources[index].text
            if !edits.isEmpty {
                if let applied = edits.applied(to: file.bytes) {
                    text = applied
                    appliedEdits[file.path] = edits
                } else {
                    diagnostics.append(MigrationDiagnostic(path: file.path, line: 1, column: 1, message: """
                        the migration of this file made conflicting changes, so it is left as it was: \
                        please report this file to ObservationBackport
                        """))
                }
            }
            migrated.append(MigratedFile(path: file.path, originalText: sources[index].text, migratedText: text))
        }
        diagnostics.sort { ($0.path, $0.line, $0.column, $0.message) < ($1.path, $1.line, $1.column, $1.message) }
        let moved = diagnostics.map { diagnostic in
            guard let edits = appliedEdits[diagnostic.path], let file = migrated.first(where: { $0.path == diagnostic.path }) else { return diagnostic }
            return diagnostic.moved(by: edits, from: file.originalText, to: file.migratedText)
        }
        return MigrationResult(files: migrated, diagnostics: diagnostics, diagnosticsInMigratedFiles: moved)
    }
}
