import Foundation
import Testing

/// The built plugin executable, driven as the compiler drives it.
@Suite struct PluginProcessTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// This test target depends on ObservationBackport, so the plugin has been built.
    private static func plugin() throws -> URL {
        let candidates = ["debug", "release"].map {
            packageRoot.appendingPathComponent(".build/\($0)/ObservationBackportMacros-tool")
        }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    }

    private static func frame(_ json: String) -> Data {
        var length = UInt64(json.utf8.count).littleEndian
        return Data(bytes: &length, count: 8) + Data(json.utf8)
    }

    private static func unframe(_ data: Data) -> [String]? {
        var messages: [String] = []
        var rest = data[...]
        while !rest.isEmpty {
            guard rest.count >= 8 else { return nil }
            let length = rest.prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
            rest = rest.dropFirst(8)
            guard rest.count >= length else { return nil }
            messages.append(String(decoding: rest.prefix(length), as: UTF8.self))
            rest = rest.dropFirst(length)
        }
        return messages
    }

    @Test func framedMessagesInFramedAnswersOutAndNothingElseOnStdout() throws {
        let process = Process()
        process.executableURL = try Self.plugin()
        process.environment = [:]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let peerRequest = #"""
            {"expandAttachedMacro":{"macro":{"moduleName":"ObservationBackportMacros","typeName":"ObservationTrackedMacro","name":"ObservationTracked "},"macroRole":"peer","discriminator":"d","attributeSyntax":{"kind":"attribute","source":"","location":{"fileID":"m/f.swift","fileName":"f.swift","offset":0,"line":1,"column":1}},"declSyntax":{"kind":"declaration","source":"public var x = \"}\"","location":{"fileID":"m/f.swift","fileName":"f.swift","offset":0,"line":1,"column":1}},"lexicalContext":[],"futureField":{"ignored":true}}}
            """#
        let messages = [#"{"getCapability":{"capability":{"protocolVersion":7}}}"#, peerRequest, #"{"mystery":{}}"#]
        input.fileHandleForWriting.write(messages.map(Self.frame).reduce(Data(), +))
        try input.fileHandleForWriting.close()
        let answers = Self.unframe(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        let received = try #require(answers)
        #expect(received.count == 3)
        #expect(received.first == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
        #expect(received.dropFirst().first?.contains(#"private var _x = \"}\""#) == true)
        #expect(received.last?.contains(#""severity":"error""#) == true)
    }

    @Test func theCompilerReportsEachMistakeOnceAtTheDeclaration() throws {
        let swiftc = try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) })
        let source = """
            @attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers))
            @attached(memberAttribute)
            @attached(extension, conformances: ObservationBackport.Observable)
            macro Observable() = #externalMacro(module: "ObservationBackportMacros", type: "ObservableMacro")
            @attached(accessor, names: named(init), named(get), named(set), named(_modify))
            @attached(peer, names: prefixed(`_`))
            macro ObservationTracked() = #externalMacro(module: "ObservationBackportMacros", type: "ObservationTrackedMacro")
            protocol Observable {}

            /// A struct.
            @Observable struct Point { var x = 0 }
            @Observable class Model {
                // A comment first.
                lazy var cache = 0
                var a = 1, b = 2
            }
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("mistakes.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = swiftc
        process.currentDirectoryURL = directory
        process.arguments = [
            "-c", "mistakes.swift", "-module-name", "ObservationBackport", "-o", "mistakes.o",
            "-load-plugin-executable", try Self.plugin().path + "#ObservationBackportMacros",
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // The compiler prints the macro's name with a trailing space, for Apple's macros too.
        let reported = output.split(separator: "\n").filter { $0.hasPrefix("mistakes.swift:") }.map(String.init)
        #expect(reported == [
            "mistakes.swift:11:1: error: '@Observable' cannot be applied to struct type 'Point' (from macro 'Observable ')",
            "mistakes.swift:14:5: error: '@Observable' cannot track lazy property 'cache'; remove 'lazy' or mark it '@ObservationIgnored' (from macro 'Observable ')",
            "mistakes.swift:15:5: error: '@Observable' cannot track several properties declared together ('a', 'b'); declare each with its own 'var' (from macro 'Observable ')",
        ], "\(output)")
    }
}
