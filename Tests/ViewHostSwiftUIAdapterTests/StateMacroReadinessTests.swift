import Foundation
import Testing

/// In the iOS 27 / macOS 27 SDKs SwiftUI's `@State` is a macro (an `init` accessor and
/// `_`/`__`/`$` peers), which breaks three shapes that compiled with the property wrapper. ViewHost
/// stores `@State` in `ObservationHost` and `ObservationStateObject`; this reads ViewHost's sources
/// (Linux has no SwiftUI to expand the macro) so that none of the shapes appears:
/// - a `@State` property with a default value that an initializer assigns again;
/// - `@inlinable` (or `@usableFromInline`, `@frozen`) code, which would reach the macro's storage;
/// - an initializer, in another file than the `@State` declarations, that initializes the stored
///   properties itself: its object file then references the property's initial-value symbol,
///   which that file does not emit (swiftlang/swift#91700: a link error in non-whole-module
///   builds, fixed in Swift 6.4.2). One in another file must delegate (`self.init(`).
@Suite(.unbridged) struct StateMacroReadinessTests {
    private static var viewHostSources: [String: String] {
        get throws {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Sources/ViewHost").standardized
            var sources: [String: String] = [:]
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                sources[file] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            }
            return sources
        }
    }

    @Test func viewHostHasNoShapeTheStateMacroBreaks() throws {
        let sources = try Self.viewHostSources
        let holders = Self.stateHolders(in: sources)
        #expect(Set(holders.keys) == ["ObservationHost", "ObservationStateObject"], "\(holders)")
        #expect(Self.problems(in: sources) == [])
    }

    /// The reader finds each shape in sources written to have it.
    @Test func theReaderFindsEachShape() {
        let sources = [
            "Model.swift": """
                public struct Model {
                    @State private var count = 0
                    let name: String
                    init(name: String) {
                        self.name = name
                        self.count = 1
                    }
                    @inlinable public var doubled: Int { count * 2 }
                }
                """,
            "Model+Init.swift": """
                extension Model {
                    public init() {
                        name = ""
                    }
                    init(delegating: Int) {
                        self.init(name: "")
                    }
                }
                """,
        ]
        let holders = Self.stateHolders(in: sources)
        #expect(holders.count == 1 && holders["Model"]?.file == "Model.swift" && holders["Model"]?.properties == ["count"])
        #expect(Self.problems(in: sources) == [
            "Model+Init.swift: an initializer of Model, which holds @State, outside Model.swift does not delegate: public init() {",
            "Model.swift: @inlinable public var doubled: Int { count * 2 }",
            "Model.swift: assigns @State count: self.count = 1",
        ])
    }

    /// The types that declare `@State` properties: the file that declares them and their names.
    static func stateHolders(in sources: [String: String]) -> [String: (file: String, properties: [String])] {
        var holders: [String: (file: String, properties: [String])] = [:]
        for (file, text) in sources {
            var type: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if !line.hasPrefix(" "), let name = declaredType(in: line) { type = name }
                let code = line.trimmingCharacters(in: .whitespaces)
                guard code.hasPrefix("@State "), let type, let name = propertyName(in: code) else { continue }
                holders[type, default: (file, [])].properties.append(name)
            }
        }
        return holders
    }

    /// Each shape found, as "file: what: line", sorted.
    static func problems(in sources: [String: String]) -> [String] {
        let holders = stateHolders(in: sources)
        var problems: [String] = []
        for (file, text) in sources {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var extended: String?
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if !line.hasPrefix(" ") { extended = extendedType(in: line) }
                if ["@inlinable", "@usableFromInline", "@frozen"].contains(where: code.hasPrefix) {
                    problems.append("\(file): \(code)")
                }
                for holder in holders.values where holder.file == file {
                    for name in holder.properties
                    where code.hasPrefix("self.\(name) =") || code.hasPrefix("_\(name) =") || code.hasPrefix("self._\(name) =") {
                        problems.append("\(file): assigns @State \(name): \(code)")
                    }
                }
                guard let extended, let holder = holders[extended], holder.file != file, isInitializer(code) else { continue }
                // The body's first statement: after the line that opens it (a signature may wrap).
                let opening = lines[index...].firstIndex { $0.hasSuffix("{") } ?? index
                let body = lines[(opening + 1)...].first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                if !body.trimmingCharacters(in: .whitespaces).hasPrefix("self.init(") {
                    problems.append(
                        "\(file): an initializer of \(extended), which holds @State, outside \(holder.file) does not delegate: \(code)")
                }
            }
        }
        return problems.sorted()
    }

    private static func declaredType(in line: Substring) -> String? {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(where: { $0 == "struct" || $0 == "class" }), index + 1 < words.count else {
            return nil
        }
        return String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    private static func extendedType(in line: String) -> String? {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "extension"), index + 1 < words.count else { return nil }
        return String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    private static func propertyName(in code: String) -> String? {
        guard let range = code.range(of: "var ") else { return nil }
        return String(code[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    private static func isInitializer(_ code: String) -> Bool {
        let words = code.split(separator: " ")
        return words.contains { $0.hasPrefix("init(") || $0.hasPrefix("init<") }
    }
}
