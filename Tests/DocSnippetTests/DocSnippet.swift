import Foundation
import Testing

/// A piece of Swift from the documentation that must compile: every ```swift block preceded by
/// the line `<!-- snippet: NAME -->`, `<!-- snippet: NAME swiftui -->` (code that needs SwiftUI)
/// or `<!-- snippet: NAME textui -->` (text views under their bare SwiftUI names, which exist
/// where SwiftUI does not). Blocks with the same name in one file are joined, in order, into one
/// source, so an article can build its example across several blocks; different names compile
/// separately.
struct DocSnippet: CustomTestStringConvertible, Sendable {
    /// The document, relative to the package root.
    let file: String
    let name: String
    let platform: Platform
    var source: String
    /// The line of the first block, for messages.
    let line: Int

    var testDescription: String { "\(file): \(name)" }

    /// Where a snippet can compile.
    enum Platform: String, Sendable {
        case any
        /// Needs SwiftUI: Apple platforms.
        case swiftui
        /// Uses the text views' bare names, declared only where SwiftUI does not exist.
        case textui

        static var current: [Platform] {
            #if canImport(SwiftUI)
            [.any, .swiftui]
            #else
            [.any, .textui]
            #endif
        }
    }

    /// The markdown files whose snippets are checked: the READMEs and both DocC catalogs.
    static func documents(under root: URL) -> [URL] {
        var files = [root.appendingPathComponent("README.md"), root.appendingPathComponent("Sources/ViewHost/README.md")]
        for catalog in ["Sources/ObservationBackport/ObservationBackport.docc", "Sources/ViewHost/ViewHost.docc"] {
            let folder = root.appendingPathComponent(catalog)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            files += names.filter { $0.hasSuffix(".md") }.sorted().map { folder.appendingPathComponent($0) }
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The snippets of one markdown text, in order of first appearance.
    static func parse(_ text: String, file: String) throws -> [DocSnippet] {
        let lines = text.components(separatedBy: "\n")
        var snippets: [DocSnippet] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("<!-- snippet:"), line.hasSuffix("-->") else { continue }
            let words = line.dropFirst("<!-- snippet:".count).dropLast(3).split(separator: " ").map(String.init)
            guard let name = words.first, words.count <= 2,
                let platform = words.count == 1 ? .any : Platform(rawValue: words[1]), platform != .any
                    || words.count == 1
            else {
                throw SnippetError("\(file):\(index + 1): write <!-- snippet: NAME [swiftui|textui] -->")
            }
            guard index + 1 < lines.count, lines[index + 1].trimmingCharacters(in: .whitespaces) == "```swift" else {
                throw SnippetError("\(file):\(index + 1): a snippet marker must be followed by a ```swift line")
            }
            guard let end = lines[(index + 2)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "```" }) else {
                throw SnippetError("\(file):\(index + 2): the ```swift block never ends")
            }
            let body = lines[(index + 2)..<end].joined(separator: "\n") + "\n"
            if let known = snippets.firstIndex(where: { $0.name == name }) {
                guard snippets[known].platform == platform else {
                    throw SnippetError("\(file):\(index + 1): the blocks of snippet \(name) name different platforms")
                }
                snippets[known].source += body
            } else {
                snippets.append(DocSnippet(file: file, name: name, platform: platform, source: body, line: index + 2))
            }
            index = end
        }
        return snippets
    }
}

struct SnippetError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
