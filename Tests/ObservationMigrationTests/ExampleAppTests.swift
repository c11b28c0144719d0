import Foundation
import ObservationMigration
import Testing

/// `Examples/ObservableObject` migrated by the tool must be exactly
/// `Examples/SwiftUI/Migrated`, the form that the Apple SDK check type-checks at iOS 13 and
/// tvOS 13: the two cannot drift apart.
@Suite struct ExampleAppTests {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    private static func sources(in folder: String) throws -> [MigrationSource] {
        let directory = examples.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            MigrationSource(path: name, text: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
    }

    @Test func theMigratedExampleIsTheToolsOutput() throws {
        let before = try Self.sources(in: "ObservableObject")
        let after = try Self.sources(in: "SwiftUI/Migrated")
        try #require(before.count == 4)
        let result = Migration.migrate(before)
        #expect(result.files.map(\.path) == after.map(\.path))
        for (file, expected) in zip(result.files, after) {
            #expect(file.migratedText == expected.text, "\(file.path) differs from Examples/SwiftUI/Migrated/\(file.path)")
        }
    }

    /// What a reader of the example's README is told the tool reports: only the model with
    /// Combine pipelines stays (GrocerySync's announced change is migrated).
    @Test func theExamplesWarningsNameTheModelThatStays() throws {
        let result = Migration.migrate(try Self.sources(in: "ObservableObject"))
        #expect(result.diagnostics.map { "\($0.path):\($0.line)" } == [
            "GroceryModels.swift:48", "GroceryModels.swift:54", "GroceryViews.swift:50",
        ])
        try #require(result.diagnostics.count == 3)
        #expect(result.diagnostics[0].message.hasPrefix("'GrocerySearch' stays an ObservableObject"))
        #expect(result.diagnostics[2].message.contains("'search.$debouncedQuery'"))
    }

    /// Independent of the golden file: what the migration must have done to the example.
    @Test func theMigratedExampleUsesTheNewAPIsAndKeepsTheBlockedModels() throws {
        let text = try Self.sources(in: "SwiftUI/Migrated").map(\.text).joined()
        for expected in [
            "@Observable final class GroceryList {", "@Observable final class GroceryDraft {",
            "@Observable final class GrocerySettings {", "final class GrocerySearch: ObservableObject {",
            "@Observable final class GrocerySync {", "    private(set) var pending = 0\n", "@ObservationStateObject private var list = GroceryList()",
            "@Environment(GroceryList.self) var list: GroceryList", "@ObservationBindable var settings: GrocerySettings",
            ".environment(list)", "@ObservedObject var search: GrocerySearch", "import ViewHost", "import ObservationBackport",
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
        #expect(!text.contains("@StateObject"))
        #expect(!text.contains("@EnvironmentObject"))
        #expect(!text.contains(".environmentObject("))
        #expect(!text.contains("objectWillChange"))
        #expect(text.contains("@MainActor struct GrocerySyncBadge: View {"))
    }

    @Test func migratingTheMigratedExampleChangesNothing() throws {
        let after = try Self.sources(in: "SwiftUI/Migrated")
        #expect(Migration.migrate(after).changedFiles.isEmpty)
    }
}

/// The article "Migrating from ObservableObject" shows a before and an after block: the after
/// block is what the tool makes of the before block.
@Suite struct ArticleExampleTests {
    @Test func theArticlesAfterBlockIsTheToolsOutput() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/ObservationBackport/ObservationBackport.docc/MigratingFromObservableObject.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        func block(_ name: String) throws -> String {
            let marker = try #require(text.range(of: "<!-- snippet: \(name) swiftui -->\n```swift\n"))
            let end = try #require(text.range(of: "```\n", range: marker.upperBound..<text.endIndex))
            return String(text[marker.upperBound..<end.lowerBound])
        }
        let before = try block("observable-object-before")
        let after = try block("observable-object-after")
        #expect(Migration.migrate([MigrationSource(path: "Article.swift", text: before)]).files[0].migratedText == after)
    }
}
