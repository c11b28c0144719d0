import Foundation
import Testing

/// The documentation's marked Swift snippets compile against this package, with no warning
/// (Swift 6 language mode). Each snippet is type-checked by `swiftc` as a module of its own,
/// against the modules `swift build` made for the tests, with the package's macro plugin.
/// Snippets marked `swiftui` are checked where SwiftUI exists (Apple platforms), those marked
/// `textui` where it does not (Linux).
@Suite struct DocSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let snippets: [DocSnippet] = {
        var all: [DocSnippet] = []
        for document in DocSnippet.documents(under: root) {
            let relative = String(document.path.dropFirst(root.path.count + 1))
            let text = (try? String(contentsOf: document, encoding: .utf8)) ?? ""
            do { all += try DocSnippet.parse(text, file: relative) } catch {
                all.append(DocSnippet(file: relative, name: "malformed: \(error)", platform: .any, source: "#error(\"malformed marker\")\n", line: 0))
            }
        }
        return all
    }()

    @Test func theCatalogsHaveSnippets() {
        let files = Set(Self.snippets.map(\.file))
        #expect(files.contains { $0.hasPrefix("Sources/ObservationBackport/ObservationBackport.docc/") })
        #expect(files.contains { $0.hasPrefix("Sources/ViewHost/ViewHost.docc/") })
        #expect(files.contains("README.md"))
    }

    @Test(arguments: snippets.filter { DocSnippet.Platform.current.contains($0.platform) })
    func compiles(_ snippet: DocSnippet) throws {
        try typeCheck(snippet)
    }

    /// The snippets for another platform's UI framework: reported as skipped, not as passed.
    @Test(.disabled("type-checked where their UI framework exists (SwiftUI on Apple platforms, TextUI on Linux)"),
          arguments: snippets.filter { !DocSnippet.Platform.current.contains($0.platform) })
    func compilesOnItsPlatform(_ snippet: DocSnippet) throws {
        try typeCheck(snippet)
    }

    private func typeCheck(_ snippet: DocSnippet) throws {
        let build = try BuildProducts.locate(root: Self.root)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("doc-snippet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // main.swift: snippets may have top-level code, as a reader's playground would.
        let source = folder.appendingPathComponent("main.swift")
        try snippet.source.write(to: source, atomically: true, encoding: .utf8)

        let (status, output) = try run(
            "swiftc", ["-typecheck", "-swift-version", "6", "-module-name", "Snippet"] + build.compilerArguments + [source.path])

        let diagnostics = output.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }
        #expect(status == 0 && diagnostics.isEmpty, """
            \(snippet.file):\(snippet.line): snippet \(snippet.name) does not compile cleanly:
            \(output)
            """)
    }
}

/// Runs a tool found on PATH; returns its exit status and its combined output.
func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
