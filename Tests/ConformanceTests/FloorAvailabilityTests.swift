import Foundation
import Testing

/// The shared case sources build at the package's floor (macOS 10.15) on a Mac only because each
/// top-level declaration says it needs macOS 14 in Apple's build. Linux checks no availability,
/// so this reads the sources: a new declaration without the attribute is named here (the SDK
/// check's "Conformance runner (floor)" line finds the same on real SDKs).
@Suite(.unbridged) struct FloorAvailabilityTests {
    static let attribute = "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)"

    @Test func everyTopLevelDeclarationOfTheCasesNeedsMacOS14InApplesBuild() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Conformance/Cases").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "Catalog.swift" }  // Catalog: one per build, by hand
        #expect(files.count >= 20, "\(folder.path)")
        var unmarked: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n").first { !$0.hasPrefix("//") }
            // ObservationBackport's build only, or also the build against Apple's 6.4 sources
            // (`conformance --apple-6.4`), which happens where the oracle builds: on Linux.
            if code == "#if !ENGINE_APPLE" || code == "#if !ENGINE_APPLE || ENGINE_APPLE_64" { continue }
            unmarked += Self.unmarkedDeclarations(in: text).map { "\(file): \($0)" }
        }
        #expect(unmarked == [], "add #if ENGINE_APPLE / \(Self.attribute) / #endif before each")
    }

    @Test func theReaderFindsAnUnmarkedDeclaration() {
        let text = """
            import ConformanceKit
            #if ENGINE_APPLE
            \(Self.attribute)
            #endif
            @Observable final class Marked {
                var inside = 0
            }

            /// A doc comment.
            @Observable final class Unmarked {}
            \(Self.attribute)
            func alwaysMarked() {}
            var unmarkedCases: [Int] { [
                1,
            ] }
            """
        #expect(Self.unmarkedDeclarations(in: text) == ["@Observable final class Unmarked {}", "var unmarkedCases: [Int] { ["])
    }

    /// The first line of each top-level declaration that neither is the attribute nor follows it
    /// (with `#endif` between). Brackets in strings and comments are ignored.
    static func unmarkedDeclarations(in text: String) -> [String] {
        let keywords = ["let ", "var ", "func ", "class ", "struct ", "enum ", "extension ", "protocol ", "actor ",
                        "typealias "]
        let modifiers = ["public ", "private ", "fileprivate ", "internal ", "final ", "nonisolated(unsafe) ",
                         "nonisolated "]
        func startsDeclaration(_ line: String) -> Bool {
            var rest = Substring(line)
            while rest.hasPrefix("@") {  // attributes, with or without arguments
                guard let space = rest.firstIndex(of: " ") else { return false }
                rest = rest[rest.index(after: space)...]
            }
            while let modifier = modifiers.first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(modifier.count) }
            return keywords.contains { rest.hasPrefix($0) }
        }
        var unmarked: [String] = []
        var depth = 0
        var previous: [String] = []  // the significant lines before, nearest last
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let code = line.replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
                .components(separatedBy: "//")[0]
            // The first line of a declaration: an attribute or keyword line not after an attribute.
            let isAttribute = line.hasPrefix("@") && !line.contains("import ")
            if depth == 0, isAttribute || startsDeclaration(line), previous.last?.hasPrefix("@") != true {
                let marked = line == attribute || (previous.last == "#endif" && previous.dropLast().last == attribute)
                if !marked { unmarked.append(line) }
            }
            depth += code.filter { "{[(".contains($0) }.count - code.filter { "}])".contains($0) }.count
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0 && !trimmed.isEmpty && !trimmed.hasPrefix("//") { previous.append(trimmed) }
        }
        return unmarked
    }
}
