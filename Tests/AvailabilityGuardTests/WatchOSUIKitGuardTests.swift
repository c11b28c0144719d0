import Foundation
import Testing

/// watchOS's UIKit has no views or view controllers, yet `canImport(UIKit)` is true there: a
/// library file guarded by it alone breaks the watchOS build, which no check here compiles (no
/// watchOS SDK is available to them).
enum WatchOSUIKitGuard {
    /// The lines (1-based) of `source` whose `#if` or `#elseif` names `canImport(UIKit)` without
    /// `!os(watchOS)`. An import alone (`#if canImport(UIKit)`, `import UIKit`, `#endif`) is
    /// allowed: watchOS has the module.
    static func unguardedLines(in source: String) -> [Int] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.indices.filter { index in
            let line = lines[index]
            guard line.hasPrefix("#if") || line.hasPrefix("#elseif"), line.contains("canImport(UIKit)"),
                !line.contains("!os(watchOS)")
            else { return false }
            let importAlone = line == "#if canImport(UIKit)" && index + 2 < lines.count
                && lines[index + 1] == "import UIKit" && lines[index + 2] == "#endif"
            return !importAlone
        }.map { $0 + 1 }
    }
}

@Suite struct WatchOSUIKitGuardTests {
    @Test func everyUIKitGuardInTheLibrariesExcludesWatchOS() throws {
        let manifest = try AvailabilityGuardTests.manifest()
        var files = 0
        for target in manifest.linkedTargets {
            let directory = manifest.root.appendingPathComponent("Sources/\(target)")
            let enumerator = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
            for case let file as URL in enumerator where file.pathExtension == "swift" {
                files += 1
                let lines = WatchOSUIKitGuard.unguardedLines(in: try String(contentsOf: file, encoding: .utf8))
                #expect(lines.isEmpty, "\(target)/\(file.lastPathComponent):\(lines): add `&& !os(watchOS)`")
            }
        }
        #expect(files > 50, "the libraries' sources were read")
    }

    @Test func aGuardThatLetsWatchOSInIsFoundAndAnImportAloneIsNot() {
        #expect(WatchOSUIKitGuard.unguardedLines(in: "#if canImport(UIKit) || STUB\nclass V: UIView {}\n#endif") == [1])
        #expect(WatchOSUIKitGuard.unguardedLines(in: "#if os(macOS)\n#elseif canImport(UIKit)\n#endif") == [2])
        #expect(WatchOSUIKitGuard.unguardedLines(in: "#if (canImport(UIKit) && !os(watchOS)) || STUB\n#endif").isEmpty)
        #expect(WatchOSUIKitGuard.unguardedLines(in: "#if canImport(UIKit)\nimport UIKit\n#endif").isEmpty)
    }
}
