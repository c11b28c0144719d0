import Foundation
import Testing

/// A piece of Swift from the documentation that must compile. Every ```swift block of a checked
/// document is preceded by one of two markers, or the document fails to parse:
///
/// - `<!-- snippet: NAME [swiftui|textui|manifest] [apple] [run] [with OTHER] [macos=VERSION] -->`:
///   a snippet. `swiftui`
///   marks code that needs SwiftUI, `textui` text views under their bare SwiftUI names (which
///   exist where SwiftUI does not), `manifest` a whole `Package.swift`, checked against the
///   toolchain's PackageDescription. `run` builds and runs the snippet: its standard output must
///   be exactly the lines its `// prints "…"` comments promise, in order, or the text of a later
///   block marked `<!-- output of snippet: NAME -->` (a snippet that promises output without
///   `run` is an error). `with OTHER` compiles the snippet after the snippet OTHER
///   of the same document, so a SwiftUI view can use a model declared in a portable block.
///   `apple` marks code written against Apple's Observation (see `appleObservation`);
///   `macos=VERSION` sets the deployment target of the check on a Mac (see `macOSTarget`).
/// - `<!-- not compiled: REASON -->`: a block left unchecked on purpose; the tests count them.
///
/// Blocks with the same name in one file are joined, in order, into one source, so an article can
/// build its example across several blocks; different names compile separately.
struct DocSnippet: CustomTestStringConvertible, Sendable {
    /// The document, relative to the package root.
    let file: String
    let name: String
    var platform: Platform
    var source: String
    /// The line of the first block, for messages.
    let line: Int
    /// Built and run; its output must be `promisedOutput`.
    var runs = false
    /// The snippet of the same document compiled before this one.
    var prelude: String?
    /// Written against Apple's Observation, as an app for iOS 17 is: such a file imports only
    /// Foundation or SwiftUI, which re-export `Observation` on Apple platforms; elsewhere the
    /// check imports it implicitly.
    var appleObservation = false
    /// The macOS deployment target the snippet is checked at on a Mac: by default one below
    /// Apple's Observation (so the backport's names are the only ones available, as in the apps
    /// this package is for) that has SwiftUI's common views; 14 for `apple` snippets. Linux has
    /// no deployment target.
    var macOSTarget = "11.0"

    var testDescription: String { "\(file): \(name)" }

    /// Where a snippet can compile.
    enum Platform: String, Sendable {
        case any
        /// Needs SwiftUI: Apple platforms.
        case swiftui
        /// Uses the text views' bare names, declared only where SwiftUI does not exist.
        case textui
        /// A package manifest, checked against PackageDescription everywhere.
        case manifest

        static var current: [Platform] {
            #if canImport(SwiftUI)
            [.any, .swiftui, .manifest]
            #else
            [.any, .textui, .manifest]
            #endif
        }
    }

    /// The text of the block marked `<!-- output of snippet: NAME -->`, line by line.
    var outputBlock: [String]?

    /// The lines the snippet promises to print: its output block, or what its comments promise
    /// (`// prints "…"`, or `prints "…"` at the end of a comment), in source order.
    var promisedOutput: [String] { outputBlock ?? Self.promises(in: source) }

    static func promises(in source: String) -> [String] {
        source.components(separatedBy: "\n").compactMap { line in
            guard let comment = line.range(of: "//"),
                let promise = line[comment.upperBound...].range(of: "prints \"")
            else { return nil }
            let rest = line[promise.upperBound...]
            guard let close = rest.lastIndex(of: "\"") else { return nil }
            return String(rest[..<close])
        }
    }

    /// The markdown files whose snippets are checked: the READMEs, CONTRIBUTING.md and both
    /// DocC catalogs.
    static func documents(under root: URL) -> [URL] {
        var files = ["README.md", "CONTRIBUTING.md", "Sources/ViewHost/README.md", "Sources/TextViews/README.md"]
            .map { root.appendingPathComponent($0) }
        for catalog in ["Sources/ObservationBackport/ObservationBackport.docc", "Sources/ViewHost/ViewHost.docc"] {
            let folder = root.appendingPathComponent(catalog)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            files += names.filter { $0.hasSuffix(".md") }.sorted().map { folder.appendingPathComponent($0) }
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// A ```swift block marked `<!-- not compiled: REASON -->`.
    struct Uncompiled: Sendable, CustomStringConvertible {
        let file: String
        let line: Int
        let reason: String
        var description: String { "\(file):\(line): \(reason)" }
    }

    /// What one markdown document holds: its snippets, in order of first appearance, and the
    /// Swift blocks it leaves unchecked.
    struct Document: Sendable {
        var snippets: [DocSnippet] = []
        var uncompiled: [Uncompiled] = []
        /// The blocks marked `<!-- output of snippet: NAME -->`, by name, with their lines.
        fileprivate var outputs: [(name: String, line: Int, text: [String])] = []

        init(snippets: [DocSnippet] = [], uncompiled: [Uncompiled] = []) {
            self.snippets = snippets
            self.uncompiled = uncompiled
        }
    }

    static func parse(_ text: String, file: String) throws -> Document {
        let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var document = Document()
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix("```") else { continue }
            guard let end = lines[(index + 1)...].firstIndex(of: "```") else {
                throw SnippetError("\(file):\(index + 1): the ``` block never ends")
            }
            defer { index = end }
            let info = lines[index].dropFirst(3).lowercased()
            let marker = index > 0 ? lines[index - 1] : ""
            let bodyLines = Array(text.components(separatedBy: "\n")[(index + 1)..<end])
            guard info.hasPrefix("swift") else {
                if let name = comment(marker, prefix: "output of snippet:") {
                    document.outputs.append((name, index + 1, bodyLines))
                }
                continue
            }
            let body = bodyLines.joined(separator: "\n") + "\n"
            if let reason = comment(marker, prefix: "not compiled:") {
                guard !reason.isEmpty else { throw SnippetError("\(file):\(index): say why the block is not compiled") }
                document.uncompiled.append(Uncompiled(file: file, line: index + 1, reason: reason))
            } else if let words = comment(marker, prefix: "snippet:")?.split(separator: " ").map(String.init) {
                try document.add(words: words, body: body, file: file, line: index + 1)
            } else {
                throw SnippetError("""
                    \(file):\(index + 1): a ```swift block needs <!-- snippet: NAME … --> or \
                    <!-- not compiled: REASON --> on the line before it
                    """)
            }
        }
        try document.resolvePreludes(file: file)
        return document
    }

    /// The text of an HTML comment line `<!-- PREFIX text -->`, or nil.
    private static func comment(_ line: String, prefix: String) -> String? {
        guard line.hasPrefix("<!-- " + prefix), line.hasSuffix("-->") else { return nil }
        return line.dropFirst(("<!-- " + prefix).count).dropLast(3).trimmingCharacters(in: .whitespaces)
    }
}

extension DocSnippet.Document {
    fileprivate mutating func add(words: [String], body: String, file: String, line: Int) throws {
        let usage = "\(file):\(line - 1): write <!-- snippet: NAME [swiftui|textui|manifest] [apple] [run] [with OTHER] [macos=VERSION] -->"
        guard let name = words.first else { throw SnippetError(usage) }
        var snippet = DocSnippet(file: file, name: name, platform: .any, source: body, line: line + 1)
        var rest = words.dropFirst()[...]
        var macOSTarget: String?
        while let word = rest.popFirst() {
            if let platform = DocSnippet.Platform(rawValue: word), platform != .any, snippet.platform == .any {
                snippet.platform = platform
            } else if word == "apple", !snippet.appleObservation {
                snippet.appleObservation = true
            } else if word == "run", !snippet.runs {
                snippet.runs = true
            } else if word == "with", snippet.prelude == nil, let other = rest.popFirst() {
                snippet.prelude = other
            } else if word.hasPrefix("macos="), macOSTarget == nil {
                macOSTarget = String(word.dropFirst("macos=".count))
            } else {
                throw SnippetError(usage)
            }
        }
        snippet.macOSTarget = macOSTarget ?? (snippet.appleObservation ? "14.0" : snippet.macOSTarget)
        guard !snippet.runs || snippet.platform == .any || snippet.platform == .textui else {
            throw SnippetError("\(file):\(line - 1): SwiftUI snippets and manifests cannot run")
        }

        if let index = snippets.firstIndex(where: { $0.name == name }) {
            let known = snippets[index]
            guard words.count == 1 || (known.platform == snippet.platform && known.runs == snippet.runs
                && known.prelude == snippet.prelude && known.appleObservation == snippet.appleObservation
                && known.macOSTarget == snippet.macOSTarget)
            else {
                throw SnippetError("\(file):\(line - 1): the blocks of snippet \(name) must have the same options (give them on the first only, or repeat them all)")
            }
            snippets[index].source += body
        } else {
            snippets.append(snippet)
        }
    }

    /// Attaches output blocks, prefixes each snippet written `with OTHER` with OTHER's source,
    /// and checks that only running snippets promise output.
    fileprivate mutating func resolvePreludes(file: String) throws {
        for output in outputs {
            guard let index = snippets.firstIndex(where: { $0.name == output.name }), snippets[index].runs,
                snippets[index].outputBlock == nil
            else {
                throw SnippetError("\(file):\(output.line): the output of snippet \(output.name), which is not a snippet marked run of this document (or has another output block)")
            }
            snippets[index].outputBlock = output.text
        }
        let originals = snippets
        for index in snippets.indices {
            if let name = snippets[index].prelude {
                guard let prelude = originals.first(where: { $0.name == name }), prelude.prelude == nil else {
                    throw SnippetError("\(file):\(snippets[index].line): snippet \(snippets[index].name) is written with \(name), which is not a snippet of this document (or has a prelude itself)")
                }
                snippets[index].source = prelude.source + snippets[index].source
            }
            let snippet = snippets[index]
            if snippet.runs, snippet.promisedOutput.isEmpty {
                throw SnippetError("\(file):\(snippet.line): snippet \(snippet.name) runs but promises no output: add // prints \"…\" comments")
            }
            if snippet.outputBlock != nil, !DocSnippet.promises(in: originals[index].source).isEmpty {
                throw SnippetError("\(file):\(snippet.line): snippet \(snippet.name) promises output in comments and in an output block: keep one")
            }
            if !snippet.runs, !DocSnippet.promises(in: originals[index].source).isEmpty {
                throw SnippetError("\(file):\(snippet.line): snippet \(snippet.name) promises output (// prints) but is not marked run, so nothing checks it")
            }
        }
    }
}

struct SnippetError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
