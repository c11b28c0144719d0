import DeclarationSyntax
import Foundation
import Testing
@testable import ObservationMacroSupport

/// Generated declarations with nested brackets, every string form, comments, Unicode and
/// backticked names: the plugin must track each, produce exactly the expected storage and
/// accessors, and everything it produces must parse.
@Suite(.dedicatedThread, DeadlineTrait(seconds: 900)) struct LexerFuzzTests {
    private static let declarations: [DeclarationGenerator.Declaration] = {
        var generator = DeclarationGenerator(seed: 0x0B5E_4AB1E)
        return (0..<1500).map { _ in generator.declaration() }
    }()

    @Test func everyGeneratedPropertyIsTrackedWithTheExpectedStorage() {
        let harness = PluginHarness()
        for declaration in Self.declarations {
            let attribute = harness.expand(.observable, "memberAttribute", declaration.text, parent: "@Observable class M {}")
            #expect(attribute.source == "@ObservationBackport.ObservationTracked", "\(declaration.text)")
            #expect(harness.expand(.tracked, "peer", declaration.text).source == declaration.expectedPeer)
            let accessors = harness.expand(.tracked, "accessor", declaration.text).source ?? ""
            #expect(accessors.contains("return \(declaration.storageName)\n"), "\(declaration.text)")
            #expect(accessors.hasPrefix("{") == declaration.observers.isEmpty, "\(declaration.text)")
        }
    }

    /// Every byte is in exactly one token or in trivia (whitespace and comments), in order.
    @Test func tokensCoverTheInput() {
        for declaration in Self.declarations {
            let source = SourceText(declaration.text)
            var covered = 0
            for token in source.tokens {
                #expect(token.start < token.end, "empty token in \(declaration.text)")
                #expect(Self.isTrivia(source.bytes[covered..<token.start]), "\(declaration.text)")
                covered = token.end
            }
            #expect(covered <= source.bytes.count)
            #expect(Self.isTrivia(source.bytes[covered...]), "\(declaration.text)")
        }
    }

    /// The generated text is balanced, so every `(`, `[` and `{` of code pairs with its own
    /// kind of closer, and the closers are all used.
    @Test func bracketsBalance() {
        let pairs: [UInt8: UInt8] = [UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"), UInt8(ascii: "{"): UInt8(ascii: "}")]
        for declaration in Self.declarations {
            let source = SourceText(declaration.text)
            var openers = 0
            var closers = 0
            for index in source.tokens.indices where source.tokens[index].kind == .punctuation {
                let byte = source.bytes[source.tokens[index].start]
                if let closer = pairs[byte] {
                    openers += 1
                    let partner = source.skipGroup(at: index) - 1
                    let closed = partner < source.tokens.count && source.bytes[source.tokens[partner].start] == closer
                    #expect(closed, "\(declaration.text)")
                } else if pairs.values.contains(byte) {
                    closers += 1
                }
            }
            #expect(openers == closers, "\(declaration.text)")
        }
    }

    /// Whitespace and comments only (`//` to the end of the line, nested `/* */`).
    private static func isTrivia(_ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        while let first = rest.first {
            if first == .space || first == .newline || first == .tab {
                rest = rest.dropFirst()
            } else if rest.starts(with: Array("//".utf8)) {
                rest = rest.drop { $0 != .newline }
            } else if rest.starts(with: Array("/*".utf8)) {
                var depth = 0
                repeat {
                    if rest.starts(with: Array("/*".utf8)) {
                        depth += 1
                        rest = rest.dropFirst(2)
                    } else if rest.starts(with: Array("*/".utf8)) {
                        depth -= 1
                        rest = rest.dropFirst(2)
                    } else if rest.isEmpty {
                        return false
                    } else {
                        rest = rest.dropFirst()
                    }
                } while depth > 0
            } else {
                return false
            }
        }
        return true
    }

    @Test func everyExpansionParses() throws {
        let swiftc = try #require(Self.findSwiftc(), "swiftc must be on PATH to check that expansions parse")
        let harness = PluginHarness()
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

/// A crash test: every prefix and suffix of generated declarations and classes — unterminated
/// strings, comments and brackets, text starting inside a literal — goes through every role.
/// What the plugin answers to such text is not checked; that it answers at all is.
@Suite(.dedicatedThread, DeadlineTrait(seconds: 900)) struct TruncationCrashTests {
    private static func request(_ role: String, _ typeName: String, _ source: String) -> PluginMessages.AttachedMacroRequest {
        let syntax = PluginMessages.Syntax(source: source, location: .init(fileName: "f.swift", offset: 0, line: 1))
        return PluginMessages.AttachedMacroRequest(
            macro: .init(typeName: typeName), macroRole: role, discriminator: "", attributeSyntax: syntax,
            declSyntax: syntax, lexicalContext: [syntax], extendedTypeSyntax: syntax, conformanceListSyntax: syntax)
    }

    private static let roles = [
        ("memberAttribute", "ObservableMacro"), ("member", "ObservableMacro"), ("extension", "ObservableMacro"),
        ("peer", "ObservationTrackedMacro"), ("accessor", "ObservationTrackedMacro"),
    ]

    @Test func everyPrefixAndSuffixOfEveryShapeIsAnswered() {
        var generator = DeclarationGenerator(seed: 42)
        for _ in 0..<120 {
            let declaration = generator.declaration().text
            let type = "@available(macOS 14, *) @Observable final class M<T>: Base where T: P {\n\(declaration)\nfunc access<M>(keyPath: KeyPath<M, M>) {}\n}"
            for text in [declaration, type] {
                let fragments = stride(from: 0, through: text.count, by: 2).flatMap {
                    [String(text.prefix($0)), String(text.suffix($0))]
                }
                for fragment in fragments {
                    for (role, macro) in Self.roles {
                        _ = MessageHandler.expand(Self.request(role, macro, fragment), cache: ReadingCache())
                    }
                }
            }
        }
    }

    /// One plugin process reads a text once (`ReadingCache`): every answer is the one a fresh
    /// process gives, whatever was asked before, in any role, about the same or other text.
    @Test func answersDoNotDependOnWhatTheProcessReadBefore() {
        var generator = DeclarationGenerator(seed: 7)
        let shared = ReadingCache()
        let contexts = ["@Observable final class M {}", "final class Plain {}", "struct S {}", "@Observable class C<T> {}"]
        for _ in 0..<150 {
            let declaration = generator.declaration().text
            for text in [declaration, String(declaration.prefix(declaration.count / 2))] {
                for (role, macro) in Self.roles.shuffled() {
                    var request = Self.request(role, macro, text)
                    request = PluginMessages.AttachedMacroRequest(
                        macro: .init(typeName: macro), macroRole: role, discriminator: "", attributeSyntax: request.attributeSyntax,
                        declSyntax: request.declSyntax,
                        lexicalContext: [.init(source: contexts.randomElement()!, location: request.declSyntax.location)],
                        extendedTypeSyntax: nil, conformanceListSyntax: nil)
                    #expect(MessageHandler.expand(request, cache: shared) == MessageHandler.expand(request, cache: ReadingCache()))
                }
            }
        }
    }
}
