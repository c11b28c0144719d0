import Foundation
import Testing

/// What an app developer meets first: the README opens with installing and a quick start, and
/// the links of the project's markdown files lead somewhere.
@Suite struct ReadmeStructureTests {
    static let root = DocSnippetTests.root

    static func text(_ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    }

    /// The first sections are Install (with the manifest snippet) and Quick start (with the
    /// checked example), before anything else.
    @Test func readmeOpensWithInstallAndQuickStart() throws {
        let readme = try Self.text("README.md")
        let sections = readme.components(separatedBy: "\n").filter { $0.hasPrefix("## ") }
        #expect(Array(sections.prefix(2)) == ["## Install", "## Quick start"])
        let document = try DocSnippet.parse(readme, file: "README.md")
        let install = try #require(document.snippets.first { $0.name == "install" })
        let quickStart = try #require(document.snippets.first { $0.name == "quick-start" })
        #expect(install.platform == .manifest)
        #expect(quickStart.runs && quickStart.source.contains("withObservationTracking"))
        #expect(document.snippets.contains { $0.platform == .swiftui && $0.source.contains("ObservationHost") })
    }

    /// Every relative link `[text](path)` names a file or folder of the repository.
    @Test(arguments: ["README.md", "CONTRIBUTING.md", "Sources/ViewHost/README.md", "Sources/TextViews/README.md"])
    func relativeLinksResolve(_ file: String) throws {
        let text = try Self.text(file)
        let folder = Self.root.appendingPathComponent(file).deletingLastPathComponent()
        var missing: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = String(rest[..<close]).components(separatedBy: "#")[0]
            guard !target.isEmpty, !target.contains("://") else { continue }
            if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(target).path) {
                missing.append(target)
            }
        }
        #expect(missing.isEmpty, "\(file) links to missing files: \(missing)")
    }
}
