import Foundation
import Testing

/// The Swift blocks of "Using with UIKit and AppKit" marked `<!-- not compiled: excerpt of FILE,
/// … -->` (left out of the documentation's snippet compilation, as Linux has neither UIKit nor
/// AppKit) are taken
/// word for word from that file: one of `Examples/UIKit`, which the SDK check type-checks against
/// the iOS 13 and tvOS 13 SDKs, or the AppKit example that ViewHostAppKitAdapterTests compiles
/// against its AppKit stub and runs. So the article's code compiles.
@Suite struct ArticleExcerptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let article = "Sources/ViewHost/ViewHost.docc/UsingWithUIKitAndAppKit.md"

    struct Excerpt: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        let code: String
        var testDescription: String { "\(ArticleExcerptTests.article):\(line) from \(file)" }
    }

    static let excerpts: [Excerpt] = {
        let text = (try? String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)) ?? ""
        let lines = text.components(separatedBy: "\n")
        var excerpts: [Excerpt] = []
        let marker = "<!-- not compiled: excerpt of "
        for (index, line) in lines.enumerated() where line.hasPrefix(marker) && line.hasSuffix(" -->") {
            let file = String(line.dropFirst(marker.count).prefix { $0 != "," && $0 != " " })
            guard index + 1 < lines.count, lines[index + 1] == "```swift",
                let end = lines[(index + 2)...].firstIndex(of: "```")
            else {
                excerpts.append(Excerpt(file: file, line: index + 1, code: "a marker not followed by a ```swift block"))
                continue
            }
            excerpts.append(Excerpt(file: file, line: index + 1, code: lines[(index + 2)..<end].joined(separator: "\n")))
        }
        return excerpts
    }()

    @Test func theArticleShowsExamplesCode() {
        #expect(Self.excerpts.count >= 3)
    }

    @Test(arguments: excerpts)
    func isWordForWordInItsFile(_ excerpt: Excerpt) throws {
        #expect(
            excerpt.file.hasPrefix("Examples/UIKit/") || excerpt.file == "Tests/ViewHostAppKitAdapterTests/ArticleExample.swift",
            "only Examples/UIKit and the AppKit example are compiled")
        let source = try String(contentsOf: Self.root.appendingPathComponent(excerpt.file), encoding: .utf8)
        #expect(source.contains(excerpt.code + "\n"), "the excerpt is not in \(excerpt.file) as written")
    }
}
