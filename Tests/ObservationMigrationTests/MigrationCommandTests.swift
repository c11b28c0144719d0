import Foundation
import ObservationMigration
import Testing

/// The command as users run it, on files in a temporary folder: options, exit statuses, the
/// dry run's diff, the writes and the summary.
@Suite struct MigrationCommandTests {
    private let model = "import Combine\n\nfinal class Box: ObservableObject {\n    @Published var value = 0\n}\n"

    private struct Run {
        var status: MigrationCommand.Status
        var output = ""
        var errors = ""
    }

    private func run(_ arguments: [String]) -> Run {
        var output = "", errors = ""
        let status = MigrationCommand.run(arguments, output: { output += $0 }, errors: { errors += $0 })
        return Run(status: status, output: output, errors: errors)
    }

    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("observation-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func helpAndUsageErrors() {
        let help = run(["--help"])
        #expect(help.status == .success && help.output.contains("USAGE: observation-migrate [--dry-run]"))
        for section in ["--combine-bridge", "MIGRATED:", "MARKED", "EXIT STATUS:", "73  a file cannot be written"] {
            #expect(help.output.contains(section), "--help lacks \(section)")
        }
        #expect(run([]).status == .usage)
        let unknown = run(["--frobnicate", "x"])
        #expect(unknown.status == .usage && unknown.errors == "observation-migrate: error: unknown option '--frobnicate' (see --help)\n")
        #expect(run(["/no/such/path-\(UUID())"]).status == .unreadableInput)
    }

    @Test func aDryRunPrintsTheDiffAndWritesNothing() throws {
        let folder = try folder(["Box.swift": model])
        defer { try? FileManager.default.removeItem(at: folder) }
        let dry = run(["--dry-run", folder.path])
        #expect(dry.status == .success)
        #expect(dry.output.hasPrefix("--- a\(folder.path)/Box.swift\n+++ b\(folder.path)/Box.swift\n@@ -1,5 +1,6 @@\n"))
        for line in ["+import ObservationBackport\n", "-final class Box: ObservableObject {\n", "+@Observable final class Box {\n"] {
            #expect(dry.output.contains(line))
        }
        #expect(dry.errors == "observation-migrate: would change 1 of 1 files; 0 warnings\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("Box.swift"), encoding: .utf8) == model)
    }

    @Test func aRunWritesOnlyChangedFilesAndSkipsHiddenFolders() throws {
        let untouched = "import SwiftUI\n"
        let folder = try folder(["Box.swift": model, "Other.swift": untouched, ".hidden/Hidden.swift": model])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run([folder.path])
        #expect(result.status == .success)
        #expect(result.errors == "observation-migrate: changed 1 of 2 files; 0 warnings\n")
        let box = try String(contentsOf: folder.appendingPathComponent("Box.swift"), encoding: .utf8)
        #expect(box.contains("@Observable final class Box {"))
        #expect(try String(contentsOf: folder.appendingPathComponent(".hidden/Hidden.swift"), encoding: .utf8) == model)
        let again = run(["--quiet", folder.path])
        #expect(again.status == .success && again.errors.isEmpty)
        #expect(try String(contentsOf: folder.appendingPathComponent("Box.swift"), encoding: .utf8) == box)
    }

    @Test func warningsGiveStatusOneInTheCompilersFormat() throws {
        let folder = try folder(["Box.swift": model.replacingOccurrences(of: "@Published var value = 0", with: "func poke() { objectWillChange.send() }")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["--quiet", folder.appendingPathComponent("Box.swift").path])
        #expect(result.status == .warnings)
        #expect(result.errors.hasPrefix(folder.appendingPathComponent("Box.swift").path + ":3:13: warning: 'Box' stays an ObservableObject"))
    }

    /// After a real run a warning points into the file as written (the migration added lines
    /// above it); after a dry run, into the file as it is.
    @Test func warningsPointAtTheLineTheFileHoldsWhenTheyArePrinted() throws {
        let text = """
            import Combine

            final class Moves: ObservableObject {
                @Published var value = 0
            }

            final class Stays: ObservableObject {
                func poke() { objectWillChange.send() }
            }

            func watch<T: ObservableObject>(_ object: T) {}
            """
        let folder = try folder(["Both.swift": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Both.swift").path
        func places(_ errors: String) -> [(line: Int, column: Int)] {
            errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { warning in
                let parts = warning.dropFirst(path.count + 1).split(separator: ":")
                return (Int(parts[0])!, Int(parts[1])!)
            }
        }
        func token(in text: String, at place: (line: Int, column: Int)) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard place.line <= lines.count, place.column <= lines[place.line - 1].utf8.count else { return "" }
            let line = Array(lines[place.line - 1].utf8)
            return String(decoding: line[(place.column - 1)...].prefix { !" .:>".utf8.contains($0) }, as: UTF8.self)
        }
        let dry = places(run(["--dry-run", "--quiet", path]).errors)
        #expect(dry.map { token(in: text, at: $0) } == ["Stays", "objectWillChange", "ObservableObject"])
        let real = places(run(["--quiet", path]).errors)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("import Combine\nimport ObservationBackport\n"))
        #expect(real.map { token(in: written, at: $0) } == ["Stays", "objectWillChange", "ObservableObject"])
        #expect(real.map(\.line) == dry.map { $0.line + 1 })
    }

    /// `--combine-bridge` reaches the migration: the pipeline's model moves only with it.
    @Test func theCombineBridgeOption() throws {
        let pipeline = model.replacingOccurrences(of: "}\n", with: "    init() { _ = $value.sink { _ in } }\n}\n")
        let folder = try folder(["Box.swift": pipeline])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Box.swift").path
        #expect(run(["--dry-run", "--quiet", path]).output.isEmpty)
        let bridged = run(["--dry-run", "--quiet", "--combine-bridge", path])
        #expect(bridged.status == .warnings)
        #expect(bridged.output.contains("+    init() { _ = observationPublisher(for: \\.value).sink { _ in } }"))
    }

    @Test func aFileThatIsNotUTF8IsRefused() throws {
        let folder = try folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Latin1.swift")
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: file)
        let result = run([file.path])
        #expect(result.status == .unreadableInput)
        #expect(result.errors.contains("is not UTF-8"))
    }
}
