import ObservationMigration
import Testing

@Suite struct ModelRewriteTests {
    @Test func publishedPropertiesLoseTheWrapperAndKeepAccessInitialValuesAndObservers() {
        expectMigration("""
            import Combine

            final class Account: ObservableObject {
                @Published var name = ""
                @Published private(set) var balance: Int = 0 {
                    willSet { print("will", newValue) }
                    didSet { if balance < 0 { balance = oldValue } }
                }
                @Published public internal(set) var tags: [String]
                let id: Int
                static var count = 0
                var display: String { name.uppercased() }

                init(id: Int) {
                    self.id = id
                    tags = []
                }
            }
            """, """
            import Combine
            import ObservationBackport

            @Observable final class Account {
                var name = ""
                private(set) var balance: Int = 0 {
                    willSet { print("will", newValue) }
                    didSet { if balance < 0 { balance = oldValue } }
                }
                public internal(set) var tags: [String]
                let id: Int
                static var count = 0
                var display: String { name.uppercased() }

                init(id: Int) {
                    self.id = id
                    tags = []
                }
            }
            """)
    }

    /// They did not publish: tracked, they would start updating views.
    @Test func storedPropertiesThatDidNotPublishAreIgnored() {
        expectMigration("""
            import SwiftUI

            class Cache: ObservableObject {
                @Published var hits = 0
                var misses = 0
                lazy var formatter = NumberFormatter()
                weak var delegate: AnyObject?
                @AppStorage("limit") var limit = 10
                @ObservationIgnored var already = 1
            }
            """, """
            import ObservationBackport
            import SwiftUI

            @Observable class Cache {
                var hits = 0
                @ObservationIgnored var misses = 0
                @ObservationIgnored lazy var formatter = NumberFormatter()
                @ObservationIgnored weak var delegate: AnyObject?
                @ObservationIgnored @AppStorage("limit") var limit = 10
                @ObservationIgnored var already = 1
            }
            """)
    }

    @Test func theConformanceGoesFromAnyPlaceInTheList() {
        expectMigration("""
            import Foundation
            import ObservationBackport

            class A: NSObject, ObservableObject {}
            class B: ObservableObject, Identifiable { let id = 1 }
            class C: Identifiable, Combine.ObservableObject, Sendable { let id = 1 }
            class D : ObservableObject{}
            """, """
            import Foundation
            import ObservationBackport

            @Observable class A: NSObject {}
            @Observable class B: Identifiable { let id = 1 }
            @Observable class C: Identifiable, Sendable { let id = 1 }
            @Observable class D{}
            """)
    }

    /// A comment inside the removed inheritance clause goes with it.
    @Test func attributesAndCommentsInOddPlaces() {
        expectMigration("""
            // Header comment.

            /// Doc comment.
            @MainActor
            @available(iOS 14, *)
            public final class Settings: /* conformance */ ObservableObject { // trailing
                @Published
                var volume = 5  // loud
                @Published /* why */ var muted = false
                @Published var /* odd */ label = "x"
            }
            """, """
            // Header comment.

            import ObservationBackport

            /// Doc comment.
            @Observable @MainActor
            @available(iOS 14, *)
            public final class Settings { // trailing
                var volume = 5  // loud
                var muted = false
                var /* odd */ label = "x"
            }
            """)
    }

    @Test func conditionalBlocksAreRewrittenInEveryBranch() {
        expectMigration("""
            import Combine

            final class Feed: ObservableObject {
                #if DEBUG
                @Published var debugLog: [String] = []
                #else
                var releaseOnly = 0
                #endif
                @Published var posts: [String] = []
            }
            """, """
            import Combine
            import ObservationBackport

            @Observable final class Feed {
                #if DEBUG
                var debugLog: [String] = []
                #else
                @ObservationIgnored var releaseOnly = 0
                #endif
                var posts: [String] = []
            }
            """)
    }

    @Test func severalModelsInAFileAndNestedTypes() {
        expectMigration("""
            import Combine

            enum Store {
                final class Cart: ObservableObject {
                    @Published var count = 0
                    struct Line { var name: String }
                }
            }

            final class Profile: ObservableObject {
                @Published var name = ""
            }

            struct NotAModel {
                var value = 0
            }
            """, """
            import Combine
            import ObservationBackport

            enum Store {
                @Observable final class Cart {
                    var count = 0
                    struct Line { var name: String }
                }
            }

            @Observable final class Profile {
                var name = ""
            }

            struct NotAModel {
                var value = 0
            }
            """)
    }

    @Test func aConformanceInAnExtensionInAnotherFileMigratesTheClass() {
        let result = migrate([
            "Model.swift": """
                final class Timer {
                    @Published var seconds = 0
                }
                """,
            "Conformances.swift": """
                import Combine

                extension Timer: ObservableObject {}
                extension Timer: CustomStringConvertible, ObservableObject {
                    var description: String { "\\(seconds)" }
                }
                """,
        ])
        #expect(result.files.map(\.migratedText) == [
            """
            import ObservationBackport

            @Observable final class Timer {
                var seconds = 0
            }
            """,
            """
            import Combine

            extension Timer {}
            extension Timer: CustomStringConvertible {
                var description: String { "\\(seconds)" }
            }
            """,
        ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aFileWithNothingToMigrateIsLeftByteForByte() {
        let text = "import SwiftUI\r\n\r\nstruct A: View {\r\n    @State var x = 1\t\r\n    var body: some View { Text(\"\\(x)\") }\r\n}"
        #expect(migrated(text) == text)
    }

    @Test func alreadyObservableModelsAreNotTouched() {
        let text = """
            import ObservationBackport

            @Observable final class Done {
                var value = 0
                var other = 1
            }
            """
        #expect(migrated(text) == text)
    }
}
