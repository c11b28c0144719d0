import Foundation
import Testing

/// The built plugin executable, driven as the compiler drives it.
@Suite(.unbridged, .dedicatedThread) struct PluginProcessTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// This test target depends on ObservationBackport, so the plugin has been built: next to
    /// the test binary (whatever `--scratch-path` or `--sanitize`), or in the default `.build`.
    private static func plugin() throws -> URL {
        let binaries = [Bundle.main.executableURL].compactMap { $0 } + Bundle.allBundles.map(\.bundleURL)
        let buildDirectories = binaries.filter { $0.pathExtension == "xctest" }.map { $0.deletingLastPathComponent() }
            + ["debug", "release"].map { packageRoot.appendingPathComponent(".build/\($0)") }
        let candidates = buildDirectories.map { $0.appendingPathComponent("ObservationBackportMacros-tool") }
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

    private struct Session {
        let answers: [String]?
        let errors: String
        let status: Int32
    }

    /// Starts the plugin with an empty environment (as the compiler does), writes `input` and
    /// closes it, then collects what the plugin wrote.
    private static func run(input data: Data) throws -> Session {
        let process = Process()
        process.executableURL = try plugin()
        process.environment = [:]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stopped = stopIfStillRunning(process)
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let answers = unframe(output.fileHandleForReading.readDataToEndOfFile())
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(!stopped.isSet, "the plugin did not exit within \(deadlineSeconds) s of its input's end")
        return Session(answers: answers, errors: errorText, status: process.terminationStatus)
    }

    /// How long the plugin, or the compiler driving it, may take.
    private static let deadlineSeconds = 120

    /// Terminates `process` if it is still running after `deadlineSeconds`, so that the reads
    /// that wait for its end get it; the flag says whether that happened.
    private static func stopIfStillRunning(_ process: Process) -> OnceFlag {
        let flag = OnceFlag()
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(deadlineSeconds)) {
            if process.isRunning {
                flag.set()
                process.terminate()
            }
        }
        return flag
    }


    private static func request(role: String, typeName: String, source: String, discriminator: String = "d") -> String {
        let location = #"{"fileID":"m/f.swift","fileName":"f.swift","offset":0,"line":1,"column":1}"#
        let escaped = source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return #"""
            {"expandAttachedMacro":{"macro":{"moduleName":"ObservationBackportMacros","typeName":"\#(typeName)","name":"Observable "},"macroRole":"\#(role)","discriminator":"\#(discriminator)","attributeSyntax":{"kind":"attribute","source":"@Observable","location":\#(location)},"declSyntax":{"kind":"declaration","source":"\#(escaped)","location":\#(location)},"lexicalContext":[],"futureField":{"ignored":true}}}
            """#
    }

    @Test func framedMessagesInFramedAnswersOutAndNothingElseOnStdout() throws {
        let peer = Self.request(role: "peer", typeName: "ObservationTrackedMacro", source: #"public var x = "}""#)
        let messages = [#"{"getCapability":{"capability":{"protocolVersion":7}}}"#, peer, #"{"mystery":{}}"#]
        let session = try Self.run(input: messages.map(Self.frame).reduce(Data(), +))

        #expect(session.status == 0)
        let received = try #require(session.answers)
        #expect(received.count == 3)
        #expect(received.first == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
        #expect(received.dropFirst().first?.contains(#"private var _x = \"}\""#) == true)
        #expect(received.last?.contains(#""severity":"error""#) == true)
    }

    /// An editor sends the same request again after each edit, to the same process.
    @Test func theSameRequestTwiceInOneProcessReportsTwice() throws {
        let request = Self.request(role: "member", typeName: "ObservableMacro", source: "@Observable struct Point { var x = 0 }")
        let session = try Self.run(input: Self.frame(request) + Self.frame(request))
        let received = try #require(session.answers)
        #expect(received.count == 2)
        for answer in received {
            #expect(answer.contains("'@Observable' cannot be applied to struct type 'Point'"), "\(answer)")
        }
    }

    /// A header announcing 1 TiB: the bytes are read past as they come, never allocated; the
    /// input ends inside the message, which ends the session with a message and exit status 1.
    @Test func anAbsurdFrameLengthIsReadPastNotAllocated() throws {
        var length = UInt64(1 << 40).littleEndian
        let session = try Self.run(input: Data(bytes: &length, count: 8) + Data("{}".utf8))
        #expect(session.status == 1)
        #expect(session.answers == [])
        #expect(session.errors.contains("the input ended inside a message"), "\(session.errors)")
    }

    /// Messages that once crashed the plugin (a JSON request nested 100,000 levels deep, an
    /// offset that overflowed) are answered with errors, and the session goes on to its end.
    @Test func malformedRequestsAreAnsweredAndTheSessionGoesOn() throws {
        let deep = #"{"expandAttachedMacro":{"future":"# + String(repeating: "[", count: 100_000)
        let overflowing = Self.request(role: "memberAttribute", typeName: "ObservableMacro", source: "lazy var x = 1")
            .replacingOccurrences(of: #""offset":0"#, with: #""offset":9223372036854775807"#)
        let handshake = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#
        let session = try Self.run(input: [deep, overflowing, handshake].map(Self.frame).reduce(Data(), +))
        #expect(session.status == 0, "\(session.errors)")
        let received = try #require(session.answers)
        #expect(received.count == 3)
        #expect(received.prefix(2).allSatisfy { $0.contains("could not read the expansion request") }, "\(received)")
        #expect(received.last == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }

    @Test func aFrameCutShortEndsTheSessionWithAMessage() throws {
        var length = UInt64(100).littleEndian
        let session = try Self.run(input: Data(bytes: &length, count: 8) + Data("{}".utf8))
        #expect(session.status == 1)
        #expect(session.errors.contains("the input ended inside a message"), "\(session.errors)")
    }

    private static let macroDeclarations = """
        @attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers))
        @attached(memberAttribute)
        @attached(extension, conformances: ObservationBackport.Observable)
        macro Observable() = #externalMacro(module: "ObservationBackportMacros", type: "ObservableMacro")
        @attached(accessor, names: named(init), named(get), named(set), named(_modify))
        @attached(peer, names: prefixed(`_`))
        macro ObservationTracked() = #externalMacro(module: "ObservationBackportMacros", type: "ObservationTrackedMacro")
        protocol Observable {}


        """

    /// Type-checks `source` (after the macro declarations) with the plugin; the diagnostics.
    private static func compile(_ source: String, arguments: [String] = []) throws -> String {
        let swiftc = try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try (macroDeclarations + source).write(
            to: directory.appendingPathComponent("mistakes.swift"), atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = swiftc
        process.currentDirectoryURL = directory
        process.arguments = [
            "-typecheck", "mistakes.swift", "-module-name", "ObservationBackport",
            "-load-plugin-executable", try plugin().path + "#ObservationBackportMacros",
        ] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let stopped = Self.stopIfStillRunning(process)
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(!stopped.isSet, "swiftc did not finish within \(Self.deadlineSeconds) s")
        return output
    }

    @Test func theCompilerReportsEachMistakeOnceAtTheDeclaration() throws {
        let output = try Self.compile("""
            /// A struct.
            @Observable struct Point { var x = 0 }
            @Observable class Model {
                // A comment first.
                lazy var cache = 0
                var a = 1, b = 2
            }
            """)
        // The compiler prints the macro's name with a trailing space, for Apple's macros too.
        let reported = output.split(separator: "\n").filter { $0.hasPrefix("mistakes.swift:") }.map(String.init)
        #expect(reported == [
            "mistakes.swift:11:1: error: '@Observable' cannot be applied to struct type 'Point' (from macro 'Observable ')",
            "mistakes.swift:14:5: error: '@Observable' cannot track lazy property 'cache'; remove 'lazy' or mark it '@ObservationIgnored' (from macro 'Observable ')",
            "mistakes.swift:15:5: error: '@Observable' cannot track several properties declared together ('a', 'b'); declare each with its own 'var' (from macro 'Observable ')",
        ], "\(output)")
    }

    /// Highlights and fix-its as the compiler receives them: it shows the range under the
    /// code and each fix-it as a note with its replacement text.
    @Test func highlightsAndFixItsReachTheCompiler() throws {
        let output = try Self.compile("""
            @Observable class Model {
                lazy  var cache = 0
            }
            """, arguments: ["-diagnostic-style", "llvm"])
        let expected = """
            mistakes.swift:11:5: error: '@Observable' cannot track lazy property 'cache'; remove 'lazy' or mark it '@ObservationIgnored' (from macro 'Observable ')
                lazy  var cache = 0
                ^~~~
            mistakes.swift:11:5: note: mark the property '@ObservationIgnored'
                lazy  var cache = 0
                ^
                @ObservationIgnored\u{20}
            mistakes.swift:11:5: note: remove 'lazy'
                lazy  var cache = 0
                ^~~~~~
            """
        #expect(output.contains(expected), "\(output)")
    }
}
