import DeclarationSyntax

/// Moves an app's sources from `ObservableObject` to ObservationBackport's `@Observable` and
/// ViewHost, as far as that keeps the app's behaviour; warns about the rest.
///
/// All the sources are read together, so that a model declared in one file is known in the
/// views of another. The result is deterministic, leaves every byte it does not need to change
/// as it was, and is idempotent: migrating its output again changes nothing.
public enum Migration {
    /// Migrates `sources` together; the result lists them in the same order.
    ///
    /// With `bridgingCombine`, the `$property` publishers that Combine pipelines read become
    /// `observationPublisher(for:)` of the ObservationCombine library (which the app then links),
    /// and `.assign(to: &$property)` a `sink` kept by the model; without it, their models stay
    /// `ObservableObject`, with warnings.
    public static func migrate(_ sources: [MigrationSource], bridgingCombine: Bool = false) -> MigrationResult {
        let files = sources.map { ParsedFile(path: $0.path, text: $0.text) }
        let inventory = ModelInventory(files: files, bridgesPublishers: bridgingCombine)
        let models = ModelRewriter(inventory: inventory)
        var diagnostics = inventory.diagnostics
        let extensionReads = ParsedFile.extensionReads(in: files)
        let constrained = ObservableObjectRequirements.constrainedDeclarations(in: files)
        var migrated: [MigratedFile] = []
        var appliedEdits: [String: [TextEdit]] = [:]
        for (index, file) in files.enumerated() {
            let modelEdits = models.edits(for: file, fileIndex: index)
            let views = ViewRewriter(file: file, inventory: inventory, extensionReads: extensionReads)
            diagnostics += views.diagnostics
            diagnostics += ObservableObjectRequirements(file: file, inventory: inventory, constrained: constrained).diagnostics
            if let first = modelEdits.firstBridgedPublisher {
                diagnostics.append(file.diagnostic(at: first, """
                    this file now uses observationPublisher(for:) of the ObservationCombine library in place of \
                    @Published's '$' publishers: add the ObservationCombine product of the ObservationBackport \
                    package to this target (it publishes each new value once stored, where @Published published \
                    it just before)
                    """))
            }
            var edits = modelEdits.edits + views.edits
            var modules = Array(modelEdits.modules)
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
