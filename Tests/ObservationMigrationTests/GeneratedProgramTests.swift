import DeclarationSyntax
import Foundation
@testable import ObservationMigration
import Testing

/// Property tests over generated apps: models, extensions in other files and views built from
/// the constructs the migration handles, with comments, `#if` blocks and strings holding
/// brackets. For every generated app the migration must be idempotent and must keep brackets
/// balanced; for a bounded sample, every output file must parse (`swiftc -parse`) when its
/// input did.
@Suite(.dedicatedThread) struct GeneratedProgramTests {
    @Test func migrationIsIdempotentAndKeepsBracketsBalanced() {
        var generator = AppGenerator(seed: 0x5EED)
        var changedApps = 0, warnedApps = 0
        for _ in 0..<150 {
            let app = generator.app()
            let result = Migration.migrate(app)
            if !result.changedFiles.isEmpty { changedApps += 1 }
            if !result.diagnostics.isEmpty { warnedApps += 1 }
            let output = result.files.map { MigrationSource(path: $0.path, text: $0.migratedText) }
            #expect(Migration.migrate(output).changedFiles.isEmpty, "not idempotent:\n\(output.map(\.text).joined(separator: "\n// ---\n"))")
            for (input, file) in zip(app, result.files) where isBalanced(input.text) {
                #expect(isBalanced(file.migratedText), "unbalanced output:\n\(file.migratedText)")
            }
        }
        // The generator exercises both paths: apps that migrate and apps with warnings.
        #expect(changedApps > 75 && warnedApps > 15, "changed \(changedApps), warned \(warnedApps) of 150")
    }

    @Test func outputsParseWhereInputsParse() throws {
        let swiftc = try #require(findSwiftc(), "swiftc is not on PATH")
        var generator = AppGenerator(seed: 0xC0FFEE)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("observation-migrate-parse-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var inputs: [URL] = [], outputs: [URL] = []
        for appIndex in 0..<12 {
            let app = generator.app()
            let result = Migration.migrate(app)
            for (fileIndex, (input, file)) in zip(app, result.files).enumerated() {
                let name = "app\(appIndex)_\(fileIndex)"
                let inputURL = directory.appendingPathComponent("\(name)_in.swift")
                let outputURL = directory.appendingPathComponent("\(name)_out.swift")
                try input.text.write(to: inputURL, atomically: true, encoding: .utf8)
                try file.migratedText.write(to: outputURL, atomically: true, encoding: .utf8)
                inputs.append(inputURL)
                outputs.append(outputURL)
            }
        }
        let inputErrors = try parseErrors(swiftc, inputs)
        let outputErrors = try parseErrors(swiftc, outputs)
        // The generator writes valid Swift: a failing input is a generator bug, and would hide
        // output failures.
        #expect(inputErrors.isEmpty, "inputs that do not parse: \(inputErrors)")
        #expect(outputErrors.isEmpty, "outputs that do not parse: \(outputErrors)")
    }

    private func isBalanced(_ text: String) -> Bool {
        let source = SourceText(text)
        var stack: [UInt8] = []
        for token in source.tokens where token.kind == .punctuation {
            let byte = source.bytes[token.start]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(byte)
            case UInt8(ascii: ")"): if stack.popLast() != UInt8(ascii: "(") { return false }
            case UInt8(ascii: "]"): if stack.popLast() != UInt8(ascii: "[") { return false }
            case UInt8(ascii: "}"): if stack.popLast() != UInt8(ascii: "{") { return false }
            default: break
            }
        }
        return stack.isEmpty
    }

    private func findSwiftc() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The files among `files` that `swiftc -parse` reports errors in.
    private func parseErrors(_ swiftc: URL, _ files: [URL]) throws -> [String] {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-parse"] + files.map(\.path)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let failing = files.filter { text.contains($0.lastPathComponent + ":") && text.contains("error:") }
        if process.terminationStatus != 0 && failing.isEmpty { return ["swiftc exited \(process.terminationStatus): \(text.prefix(500))"] }
        return failing.map { file in
            let lines = text.split(separator: "\n").filter { $0.contains(file.lastPathComponent) && $0.contains("error:") }
            return "\(file.lastPathComponent): \(lines.prefix(2).joined(separator: " | "))\n" + ((try? String(contentsOf: file, encoding: .utf8)) ?? "")
        }
    }
}

/// Writes small apps from the constructs the migration knows, in random combinations.
struct AppGenerator {
    private var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    private mutating func below(_ bound: Int) -> Int { random.below(bound) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    private mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

    /// A models file, an extensions file and a views file.
    mutating func app() -> [MigrationSource] {
        let modelCount = 1 + below(3)
        var models = chance(50) ? "import Combine\nimport Foundation\n\n" : "// Models.\n\n"
        var extensions = "import Combine\n"
        var properties: [[String]] = []
        for index in 0..<modelCount {
            let (text, names, conformsInExtension) = model(index)
            models += text + "\n"
            properties.append(names)
            if conformsInExtension { extensions += "\nextension Model\(index): ObservableObject {}\n" }
        }
        var views = pick(["import SwiftUI\n\n", "import Foundation\nimport SwiftUI\n\n", "// Views.\nimport SwiftUI\n\n"])
        for index in 0..<(1 + below(3)) {
            views += view(index, properties: properties) + "\n"
        }
        return [
            MigrationSource(path: "Models.swift", text: models),
            MigrationSource(path: "Extensions.swift", text: extensions),
            MigrationSource(path: "Views.swift", text: views),
        ]
    }

    private mutating func model(_ index: Int) -> (String, [String], Bool) {
        let conformsInExtension = chance(20)
        let inheritance = conformsInExtension ? "" : pick([": ObservableObject", ": NSObject, ObservableObject", ": ObservableObject, Identifiable"])
        var text = pick(["", "/// A model.\n", "@MainActor\n", "// {\n"]) + pick(["final class", "class", "public final class"])
            + " Model\(index)\(inheritance) {\n"
        var names: [String] = []
        for member in 0..<(1 + below(5)) {
            let name = "p\(member)"
            switch below(9) {
            case 0: text += "    @Published var \(name) = \(member)\n"; names.append(name)
            case 1: text += "    @Published private(set) var \(name): Int = 0 {\n        didSet { print(oldValue, \"}{\") }\n    }\n"; names.append(name)
            case 2: text += "    @Published\n    var \(name) = \"(\"  // )\n"; names.append(name)
            case 3: text += "    var \(name) = [\(member)]\n"
            case 4: text += "    let \(name) = \(member)\n"
            case 5: text += "    var \(name): Int { \(member) }\n"
            case 6: text += "    #if DEBUG\n    @Published var \(name) = 0\n    #endif\n"
            case 7: text += "    func f\(member)() { objectWillChange.send() }\n"
            default: text += "    /* { */ @Published /* } */ var \(name) = \"\\(1 + 1)\"\n"; names.append(name)
            }
        }
        if chance(15), let first = names.first {
            text += "    var bag = Set<AnyCancellable>()\n    init() { $\(first).sink { _ in }.store(in: &bag) }\n"
        }
        text += "}\n"
        return (text, names, conformsInExtension)
    }

    private mutating func view(_ index: Int, properties: [[String]]) -> String {
        let modelIndex = below(properties.count)
        let model = "Model\(modelIndex)"
        let property = properties[modelIndex].first
        // Sometimes nested in an enum whose view has the same name as another's.
        let nested = chance(20)
        var text = nested ? "enum Screen\(index) { struct Row: View {\n" : "struct View\(index): View {\n"
        switch below(6) {
        case 0: text += "    @StateObject private var model = \(model)()\n"
        case 1: text += "    @ObservedObject var model: \(model)\n"
        case 2: text += "    @EnvironmentObject var model: \(model)\n"
        case 3: text += "    let model: \(model)\n"
        case 4: text += "    #if DEBUG\n    @StateObject var model: \(model)\n    #else\n    @StateObject var model: \(model)\n    #endif\n    init() { _model = StateObject(wrappedValue: \(model)()) }\n"
        default: text += "    @StateObject var model: \(model)\n    init() { _model = StateObject(wrappedValue: \(model)()) }\n"
        }
        let close = nested ? "} }\n" : "}\n"
        if chance(20) {
            return text + "    var body: some View { Text(\"\\(model.self)\") }\n" + close
        }
        text += "\n    var body: some View {\n"
        var content: [String] = []
        for _ in 0..<(1 + below(4)) {
            switch below(7) {
            case 0: content.append(property.map { "Text(\"\\(model.\($0))\")" } ?? "Text(\"x\")")
            case 1: content.append(property.map { "Text(String(describing: $model.\($0)))" } ?? "EmptyView()")
            case 2: content.append("VStack {\n    Text(\"{\")\n}")
            case 3: content.append("List(0..<2) { item in\n    Text(\"\\(item) \\(model.self)\")\n}")
            case 4: content.append("#if os(iOS)\nText(\"iOS\")\n#endif")
            case 5: content.append("Text(\"\"\"\n  multi {\n  \"\"\")")
            default: content.append("Child().environmentObject(model)")
            }
        }
        let indented = content.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }
        text += indented.joined(separator: "\n") + "\n    }\n" + close
        return text
    }
}

/// Sources in the middle of an edit: the example app with characters deleted, duplicated or
/// swapped at random. The migration must not trap on any of them (a trap fails the whole run).
@Suite(.dedicatedThread) struct MangledSourceTests {
    @Test func mangledSourcesNeverTrap() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/ObservableObject")
        let originals = try ["GroceryModels.swift", "GroceryViews.swift"].map {
            Array(try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8).utf8)
        }
        var random = SeededRandom(seed: 0xBAD5EED)
        func next(_ bound: Int) -> Int { random.below(bound) }
        let bracketsAndAttributes = Array("{}()[]@:\"#/*<>$.,\n".utf8)
        var migrated = 0
        for _ in 0..<300 {
            var files = originals
            for _ in 0..<(1 + next(6)) {
                let file = next(files.count)
                guard !files[file].isEmpty else { continue }
                let at = next(files[file].count)
                switch next(3) {
                case 0: files[file].remove(at: at)
                case 1: files[file].insert(bracketsAndAttributes[next(bracketsAndAttributes.count)], at: at)
                default: files[file] = Array(files[file][..<at]) // truncated mid-edit
                }
            }
            let result = Migration.migrate(files.enumerated().map {
                MigrationSource(path: "File\($0.offset).swift", text: String(decoding: $0.element, as: UTF8.self))
            })
            migrated += result.changedFiles.count
        }
        #expect(migrated > 0, "no mangled source was migrated at all: the generator is too destructive")
    }
}
