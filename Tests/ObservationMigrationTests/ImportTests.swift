import Foundation
import ObservationMigration
import Testing

/// The imports a migrated file needs go where the file's own style puts them.
@Suite struct ImportTests {
    private let model = "final class M: ObservableObject {\n    @Published var a = 0\n}\n"

    @Test func sortedImportsKeepTheirOrder() {
        #expect(migrated("import Combine\nimport SwiftUI\n\n" + model).hasPrefix(
            "import Combine\nimport ObservationBackport\nimport SwiftUI\n\n@Observable final class M {"))
    }

    @Test func unsortedImportsGetTheNewOneAfterTheLast() {
        #expect(migrated("import SwiftUI\nimport Combine\n\n" + model).hasPrefix(
            "import SwiftUI\nimport Combine\nimport ObservationBackport\n\n@Observable"))
    }

    /// An import inside `#if` counts as present: adding another would be a duplicate there.
    @Test func anImportInsideAConditionalBlockCounts() {
        let text = "#if canImport(ObservationBackport)\nimport ObservationBackport\n#endif\nimport Combine\n\n" + model
        #expect(migrated(text) == text.replacingOccurrences(of: "final class M: ObservableObject", with: "@Observable final class M")
            .replacingOccurrences(of: "@Published var a", with: "var a"))
    }

    @Test func attributedImportsAreImports() {
        #expect(migrated("@preconcurrency import Combine\n@testable import App\n\n" + model).hasPrefix(
            "@preconcurrency import Combine\n@testable import App\nimport ObservationBackport\n\n@Observable"))
    }

    @Test func aFileWithoutImportsGetsThemAboveItsFirstDeclarationsDocComment() {
        #expect(migrated("/// The model.\n" + model) == "import ObservationBackport\n\n/// The model.\n@Observable final class M {\n    var a = 0\n}\n")
    }
}
