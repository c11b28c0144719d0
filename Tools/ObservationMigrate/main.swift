// observation-migrate: moves Swift sources from ObservableObject to ObservationBackport's
// @Observable and ViewHost. See `usage` for the command line and exit statuses.
import Foundation
import ObservationMigration

let usage = """
    OVERVIEW: Moves SwiftUI code from ObservableObject to @Observable (ObservationBackport) and ViewHost,
    keeping it building at its deployment target (iOS 13 and later).

    USAGE: observation-migrate [--dry-run] [--quiet] <path> ...

    ARGUMENTS:
      <path>      Swift files or folders (searched for .swift files; hidden folders and .build are
                  skipped). Give all of an app's sources at once: a model declared in one file is
                  migrated in the views of the others.

    OPTIONS:
      --dry-run   Change nothing; print the changes as a unified diff on standard output.
      --quiet     Do not print the summary line.
      -h, --help  Show this help.

    What it cannot migrate safely (objectWillChange by hand, Combine pipelines on $property, subclass
    chains, custom publishers, models shared with UIKit through Combine) it leaves as it was and reports
    as 'file:line:column: warning: …' on standard error. Running it again changes nothing more.

    EXIT STATUS:
      0   migrated (or, with --dry-run, would migrate) with nothing left to do by hand
      1   done, and warnings were reported: some code needs a person
      64  wrong command line
      66  a path cannot be read, or a file is not UTF-8
      73  a file cannot be written
    """

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("observation-migrate: error: \(message)\n".utf8))
    exit(status)
}

var dryRun = false
var quiet = false
var paths: [String] = []
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--dry-run": dryRun = true
    case "--quiet": quiet = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("-") { fail("unknown option '\(argument)' (see --help)", status: 64) }
        paths.append(argument)
    }
}
if paths.isEmpty { fail("no paths given (see --help)", status: 64) }

/// The .swift files at `path`, sorted, so that runs are reproducible.
func swiftFiles(at path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { fail("no such file or folder: \(path)", status: 66) }
    guard isDirectory.boolValue else { return [path] }
    guard let walker = FileManager.default.enumerator(atPath: path) else { fail("cannot read folder \(path)", status: 66) }
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
func relativeToCurrentDirectory(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
}

let files = Array(Set(paths.flatMap(swiftFiles))).sorted()
let sources = files.map { path -> MigrationSource in
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)", status: 66) }
    let text = String(decoding: data, as: UTF8.self)
    // Writing back text decoded with replacements would change bytes the migration never touched.
    guard Data(text.utf8) == data else { fail("\(path) is not UTF-8; convert it first", status: 66) }
    return MigrationSource(path: path, text: text)
}
let result = Migration.migrate(sources)
for diagnostic in result.diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
for file in result.changedFiles {
    if dryRun {
        print(UnifiedDiff.make(from: file.originalText, to: file.migratedText, path: relativeToCurrentDirectory(file.path)), terminator: "")
    } else {
        do {
            try Data(file.migratedText.utf8).write(to: URL(fileURLWithPath: file.path))
        } catch {
            fail("cannot write \(file.path): \(error.localizedDescription)", status: 73)
        }
    }
}
if !quiet {
    let verb = dryRun ? "would change" : "changed"
    FileHandle.standardError.write(Data("observation-migrate: \(verb) \(result.changedFiles.count) of \(files.count) files; \(result.diagnostics.count) warnings\n".utf8))
}
exit(result.diagnostics.isEmpty ? 0 : 1)
