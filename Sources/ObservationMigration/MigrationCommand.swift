import Foundation

/// The `observation-migrate` command: reads the Swift files at the paths it is given, migrates
/// them together, prints warnings (and with `--dry-run` a diff) and writes the changed files.
/// The executable is a thin shell around `run`, so that tests drive the command itself.
public enum MigrationCommand {
    /// The exit statuses `run` returns (`sysexits.h` values for the errors).
    public enum Status: Int32, Sendable {
        /// Migrated (or, with `--dry-run`, would migrate) with nothing left to do by hand.
        case success = 0
        /// Done, and warnings were reported: some code needs a person.
        case warnings = 1
        /// A wrong command line.
        case usage = 64
        /// A path that cannot be read, or a file that is not UTF-8.
        case unreadableInput = 66
        /// A file that cannot be written.
        case cannotWrite = 73
    }

    /// The text of `--help`.
    public static let usage = """
        OVERVIEW: Moves SwiftUI code from ObservableObject to @Observable (ObservationBackport) and ViewHost,
        keeping it building at its deployment target (iOS 13 and later).

        USAGE: observation-migrate [--dry-run] [--quiet] [--combine-bridge] <path> ...

        ARGUMENTS:
          <path>            Swift files or folders (searched for .swift files; hidden folders and .build
                            are skipped). Give all of an app's sources at once: a model declared in one
                            file is migrated in the views of the others.

        OPTIONS:
          --dry-run         Change nothing; print the changes as a unified diff on standard output
                            (warnings then give the lines of the files as they are; after a real run,
                            of the files as written).
          --quiet           Do not print the summary line.
          --combine-bridge  Move Combine pipelines on @Published's $property publishers to
                            observationPublisher(for:) of the ObservationCombine library (the app then
                            links that product); without it, their models stay ObservableObject.
          -h, --help        Show this help.

        MIGRATED: ObservableObject classes become @Observable (@Published goes; other stored vars get
        @ObservationIgnored); @StateObject becomes @ObservationStateObject, @ObservedObject a plain
        property or @ObservationBindable, @EnvironmentObject @Environment(Model.self), and
        .environmentObject(_:) .environment(_:); the body of every view that reads a model (in its body,
        helpers, extensions, or methods it passes the model to) is wrapped in ObservationHost, and so is
        the content of an App's WindowGroup that reads one; a view
        that loses all those wrappers gets @MainActor, the isolation they gave it before the iOS 18 SDK;
        a parent's forwarding of a nested model's objectWillChange is deleted; objectWillChange.send()
        before changes to stored properties is deleted and those properties become tracked, and in a
        computed property's setter becomes access(keyPath:) and withMutation(keyPath:); with
        --combine-bridge, $property pipelines (debounce, combineLatest, assign(to:), onReceive, sink).

        MARKED ('file:line:column: warning: …' on standard error, each saying what to do): models left
        as they were (objectWillChange used otherwise, custom publishers, subclass chains, the
        @Published wrapper used itself, pipelines without --combine-bridge or on a model the tool cannot
        tell) and the views that keep their wrappers; and, when models migrate, code that would stop
        compiling or updating: generic constraints, existentials and hand-built wrappers that require
        ObservableObject and the calls that reach them, @Published's own type, objectWillChange of an
        object of unknown type, content SwiftUI evaluates later (List, ForEach, sheet, …), bodies it
        cannot wrap. An app either builds after the migration or its errors are at marked lines.
        Running it again changes nothing more.

        EXIT STATUS:
          0   migrated (or, with --dry-run, would migrate) with nothing left to do by hand
          1   done, and warnings were reported: some code needs a person
          64  wrong command line
          66  a path cannot be read, or a file is not UTF-8
          73  a file cannot be written
        """

    /// Runs the command with `arguments` (without the program name): `output` receives the
    /// diff and the help, `errors` the warnings, errors and the summary line.
    public static func run(_ arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Status {
        do {
            return try runOrThrow(arguments, output: output, errors: errors)
        } catch let failure as Failure {
            errors("observation-migrate: error: \(failure.message)\n")
            return failure.status
        } catch {
            errors("observation-migrate: error: \(error)\n")
            return .unreadableInput
        }
    }

    private struct Failure: Error {
        let message: String
        let status: Status
    }

    private static func runOrThrow(_ arguments: [String], output: (String) -> Void, errors: (String) -> Void) throws -> Status {
        var dryRun = false, quiet = false, bridge = false
        var paths: [String] = []
        for argument in arguments {
            switch argument {
            case "--dry-run": dryRun = true
            case "--quiet": quiet = true
            case "--combine-bridge": bridge = true
            case "-h", "--help":
                output(usage + "\n")
                return .success
            default:
                if argument.hasPrefix("-") { throw Failure(message: "unknown option '\(argument)' (see --help)", status: .usage) }
                paths.append(argument)
            }
        }
        if paths.isEmpty { throw Failure(message: "no paths given (see --help)", status: .usage) }

        let files = Array(Set(try paths.flatMap(swiftFiles))).sorted()
        let sources = try files.map { path -> MigrationSource in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(message: "cannot read \(path)", status: .unreadableInput)
            }
            let text = String(decoding: data, as: UTF8.self)
            // Writing back text decoded with replacements would change bytes the migration never touched.
            guard Data(text.utf8) == data else { throw Failure(message: "\(path) is not UTF-8; convert it first", status: .unreadableInput) }
            return MigrationSource(path: path, text: text)
        }
        let result = Migration.migrate(sources, bridgingCombine: bridge)
        // A dry run leaves the files as they are; a real run reports where the files now say it.
        for diagnostic in dryRun ? result.diagnostics : result.diagnosticsInMigratedFiles {
            errors("\(diagnostic)\n")
        }
        for file in result.changedFiles {
            if dryRun {
                output(UnifiedDiff.make(from: file.originalText, to: file.migratedText, path: relativeToCurrentDirectory(file.path)))
            } else {
                do {
                    try Data(file.migratedText.utf8).write(to: URL(fileURLWithPath: file.path))
                } catch {
                    throw Failure(message: "cannot write \(file.path): \(error.localizedDescription)", status: .cannotWrite)
                }
            }
        }
        if !quiet {
            let verb = dryRun ? "would change" : "changed"
            errors("observation-migrate: \(verb) \(result.changedFiles.count) of \(files.count) files; \(result.diagnostics.count) warnings\n")
        }
        return result.diagnostics.isEmpty ? .success : .warnings
    }

    /// The .swift files at `path`, sorted, so that runs are reproducible; hidden folders and
    /// `.build` are skipped.
    private static func swiftFiles(at path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(message: "no such file or folder: \(path)", status: .unreadableInput)
        }
        guard isDirectory.boolValue else { return [path] }
        guard let walker = FileManager.default.enumerator(atPath: path) else {
            throw Failure(message: "cannot read folder \(path)", status: .unreadableInput)
        }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" {
                walker.skipDescendants()
            } else if name.hasSuffix(".swift") {
                files.append((path as NSString).appendingPathComponent(relative))
            }
        }
        return files.sorted()
    }

    /// `path` relative to the current directory when it is inside it, for the diff's headers.
    private static func relativeToCurrentDirectory(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}
