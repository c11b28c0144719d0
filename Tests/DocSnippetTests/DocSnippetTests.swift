import Foundation
import Testing

/// Every Swift block of the documentation compiles against this package, with no warning
/// (Swift 6 language mode), unless it is marked as not compiled (and counted below). Each snippet
/// is type-checked by `swiftc` as a module of its own, against the modules `swift build` made for
/// the tests, with the package's macro plugin; a snippet marked `run` is also linked with the
/// libraries' objects and run, and must print what its `// prints` comments say. Snippets marked
/// `swiftui` are checked where SwiftUI exists (Apple platforms), those marked `textui` where it
/// does not (Linux), `manifest` ones against the toolchain's PackageDescription everywhere.
@Suite(.dedicatedThread) struct DocSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let documents: [DocSnippet.Document] = DocSnippet.documents(under: root).map { document in
        let relative = String(document.path.dropFirst(root.path.count + 1))
        let text = (try? String(contentsOf: document, encoding: .utf8)) ?? ""
        do { return try DocSnippet.parse(text, file: relative) } catch {
            let malformed = DocSnippet(file: relative, name: "malformed: \(error)", platform: .any, source: "#error(\"malformed marker\")\n", line: 0)
            return DocSnippet.Document(snippets: [malformed])
        }
    }

    static let snippets: [DocSnippet] = documents.flatMap(\.snippets)

    /// The Swift blocks deliberately left unchecked. Adding one is a decision: update the count.
    static let expectedUncompiledBlocks = 4  // UsingWithUIKitAndAppKit: 3 excerpts (ArticleExcerptTests checks them), Apple's iOS 26 API

    @Test func uncompiledBlocksAreCounted() {
        let uncompiled = Self.documents.flatMap(\.uncompiled)
        #expect(uncompiled.count == Self.expectedUncompiledBlocks, "\(uncompiled)")
    }

    @Test func everySwiftBlockIsMarked() throws {
        let text = "Text.\n\n```swift\nlet x = 1\n```\n"
        #expect(throws: SnippetError.self) { try DocSnippet.parse(text, file: "t.md") }
        let marked = try DocSnippet.parse("<!-- not compiled: pseudo-code -->\n" + text.dropFirst(7), file: "t.md")
        #expect(marked.uncompiled.count == 1 && marked.snippets.isEmpty)
        let promise = "<!-- snippet: p -->\n```swift\nprint(1) // prints \"1\"\n```\n"
        #expect(throws: SnippetError.self) { try DocSnippet.parse(promise, file: "t.md") }
    }

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
        // main.swift: snippets may have top-level code, as a reader's playground would; one with
        // an `@main` type is a library file, as an app's is.
        let hasMain = snippet.source.contains("@main")
        let source = folder.appendingPathComponent(
            snippet.platform == .manifest ? "Package.swift" : hasMain ? "App.swift" : "main.swift")
        try snippet.source.write(to: source, atomically: true, encoding: .utf8)

        let executable = folder.appendingPathComponent("snippet")
        let arguments: [String]
        if snippet.platform == .manifest {
            arguments = ["-typecheck"] + (try manifestArguments(snippet))
        } else if snippet.runs {
            arguments = ["-module-name", "Snippet"] + build.compilerArguments + (try build.objects(for: snippet.source)) + ["-o", executable.path]
        } else {
            arguments = ["-typecheck", "-module-name", "Snippet"] + build.compilerArguments
        }
        var options = ["-swift-version", "6"] + (hasMain ? ["-parse-as-library"] : [])
        #if os(macOS)
        if snippet.platform != .manifest { options += ["-target", try macOSTriple(snippet.macOSTarget)] }
        #else
        if snippet.appleObservation { options += ["-Xfrontend", "-import-module", "-Xfrontend", "Observation"] }
        #endif
        let (status, output) = try run("swiftc", options + arguments + [source.path])

        let diagnostics = output.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }
        #expect(status == 0 && diagnostics.isEmpty, """
            \(snippet.file):\(snippet.line): snippet \(snippet.name) does not compile cleanly:
            \(output)
            """)
        guard snippet.runs, status == 0 else { return }
        let (runStatus, printed) = try run(executable.path, [], deadline: 60)
        #expect(runStatus == 0 && printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            == snippet.promisedOutput + [""], """
            \(snippet.file):\(snippet.line): snippet \(snippet.name) printed (status \(runStatus)):
            \(printed)
            but its comments promise:
            \(snippet.promisedOutput.joined(separator: "\n"))
            """)
    }

    /// The host's target triple at a macOS deployment target (`arm64-apple-macosx11.0`).
    func macOSTriple(_ version: String) throws -> String {
        struct TargetInfo: Decodable {
            struct Target: Decodable { let unversionedTriple: String }
            let target: Target
        }
        let (_, info) = try run("swiftc", ["-print-target-info"])
        guard let triple = try? JSONDecoder().decode(TargetInfo.self, from: Data(info.utf8)).target.unversionedTriple else {
            throw SnippetError("swiftc -print-target-info names no target:\n\(info)")
        }
        return triple + version
    }

    /// `swiftc` arguments that check a manifest snippet with the PackageDescription of the
    /// toolchain that runs the tests, at the tools version its first line declares.
    func manifestArguments(_ snippet: DocSnippet) throws -> [String] {
        let firstLine = snippet.source.prefix { $0 != "\n" }
        guard let version = firstLine.split(separator: ":").last, firstLine.hasPrefix("// swift-tools-version:") else {
            throw SnippetError("\(snippet.file):\(snippet.line): a manifest starts with // swift-tools-version:")
        }
        struct TargetInfo: Decodable {
            struct Paths: Decodable { let runtimeResourcePath: String }
            let paths: Paths
        }
        let (status, info) = try run("swiftc", ["-print-target-info"])
        guard status == 0, let resources = try? JSONDecoder().decode(TargetInfo.self, from: Data(info.utf8)).paths.runtimeResourcePath else {
            throw SnippetError("swiftc -print-target-info names no runtimeResourcePath:\n\(info)")
        }
        return ["-package-description-version", String(version), "-I", "\(resources)/pm/ManifestAPI"]
    }
}

/// Runs a tool (a path, or a name found on PATH); returns its exit status and its combined
/// output. A run that outlives `deadline` seconds is terminated and reported as a failure.
func run(_ tool: String, _ arguments: [String], deadline: TimeInterval = 300) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let timer = DispatchWorkItem { [process] in process.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: timer)
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    if process.terminationReason == .uncaughtSignal {
        return (-1, "\(tool) did not finish within \(Int(deadline)) s, or died of a signal\n" + String(decoding: data, as: UTF8.self))
    }
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
