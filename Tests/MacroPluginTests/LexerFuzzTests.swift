import Foundation
import Testing
@testable import ObservationMacroSupport

/// Generated declarations with nested brackets, every string form, comments, Unicode and
/// backticked names: the plugin must track each, produce exactly the expected storage and
/// accessors, and everything it produces must parse.
@Suite struct LexerFuzzTests {
    private static let declarations: [DeclarationGenerator.Declaration] = {
        var generator = DeclarationGenerator(seed: 0x0B5E_4AB1E)
        return (0..<1500).map { _ in generator.declaration() }
    }()

    @Test func everyGeneratedPropertyIsTrackedWithTheExpectedStorage() {
        var harness = PluginHarness()
        for declaration in Self.declarations {
            let attribute = harness.expand(.observable, "memberAttribute", declaration.text, parent: "@Observable class M {}")
            #expect(attribute.source == "@ObservationBackport.ObservationTracked", "\(declaration.text)")
            #expect(harness.expand(.tracked, "peer", declaration.text).source == declaration.expectedPeer)
            let accessors = harness.expand(.tracked, "accessor", declaration.text).source ?? ""
            #expect(accessors.contains("return \(declaration.storageName)\n"), "\(declaration.text)")
            #expect(accessors.hasPrefix("{") == declaration.observers.isEmpty, "\(declaration.text)")
        }
    }

    @Test func theLexerNeverLosesBytes() {
        for declaration in Self.declarations {
            let source = SourceText(declaration.text)
            let ordered = zip(source.tokens, source.tokens.dropFirst()).allSatisfy { $0.end <= $1.start }
            #expect(ordered && source.tokens.allSatisfy { $0.start < $0.end && $0.end <= source.bytes.count })
        }
    }

    @Test func everyExpansionParses() throws {
        let swiftc = try #require(Self.findSwiftc(), "swiftc must be on PATH to check that expansions parse")
        var harness = PluginHarness()
        var file = ""
        for (index, declaration) in Self.declarations.enumerated() {
            let peer = harness.expand(.tracked, "peer", declaration.text).source ?? ""
            let accessors = harness.expand(.tracked, "accessor", declaration.text).source ?? ""
            let block = declaration.observers.isEmpty ? accessors : "{\n" + accessors + "\n}"
            let members = harness.expand(
                .observable, "member", "@Observable class C\(index) {\n    \(declaration.text)\n}",
                discriminator: "").source ?? ""
            file += "class C\(index) {\n\(peer)\nvar \(declaration.name): Int \(block)\n\(members)\n}\n"
            file += "extension C\(index) {\n\(declaration.text)\n}\n"
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString).swift")
        try file.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-frontend", "-parse", url.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output.prefix(3000))")
    }

    private static func findSwiftc() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// Every prefix and suffix of generated declarations and classes — unterminated strings, comments
/// and brackets, text starting inside a literal — goes through every role: the plugin must
/// answer, never trap.
@Suite struct TruncationFuzzTests {
    private static func request(_ role: String, _ typeName: String, _ source: String, parent: String)
        -> PluginMessages.AttachedMacroRequest
    {
        let syntax = { (text: String) in
            PluginMessages.Syntax(source: text, location: .init(fileName: "f.swift", offset: 0, line: 1))
        }
        return PluginMessages.AttachedMacroRequest(
            macro: .init(typeName: typeName), macroRole: role, discriminator: "",
            attributeSyntax: syntax("@Observable"), declSyntax: syntax(source), parentDeclSyntax: syntax(parent),
            extendedTypeSyntax: syntax("M"), conformanceListSyntax: syntax(source), staticBuildConfiguration: source)
    }

    private static let roles = [
        ("memberAttribute", "ObservableMacro"), ("member", "ObservableMacro"), ("extension", "ObservableMacro"),
        ("peer", "ObservationTrackedMacro"), ("accessor", "ObservationTrackedMacro"),
    ]

    @Test func everyPrefixAndSuffixOfEveryShapeIsAnswered() {
        var generator = DeclarationGenerator(seed: 42)
        var answered = 0
        for _ in 0..<120 {
            let declaration = generator.declaration().text
            let type = "@available(macOS 14, *) @Observable final class M<T>: Base where T: P {\n\(declaration)\nfunc access<M>(keyPath: KeyPath<M, M>) {}\n}"
            for text in [declaration, type] {
                let fragments = stride(from: 0, through: text.count, by: 2).flatMap {
                    [String(text.prefix($0)), String(text.suffix($0))]
                }
                for fragment in fragments {
                    for (role, macro) in Self.roles {
                        _ = MessageHandler.expand(Self.request(role, macro, fragment, parent: fragment))
                        answered += 1
                    }
                }
            }
        }
        #expect(answered > 20_000)
    }
}
