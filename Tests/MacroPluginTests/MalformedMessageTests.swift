import Foundation
import Testing
@testable import ObservationMacroSupport

/// Whatever a message holds, however deep or long, the plugin answers it and goes on serving:
/// a plugin that crashes or hangs takes the compiler job with it. One test per way a message can
/// be malformed or extreme; each ends with a handshake that must still be answered.
///
/// The handler runs on a thread of its own (a request the size of these takes long enough in a
/// sanitizer build to starve the cooperative pool), under a deadline: a regression to reading
/// that grows with the square of the size (hours here) fails the test instead of hanging the
/// run; one to recursion crashes the test process. The deadline is generous: these tests share
/// the machine's cores with every other long test of a parallel run.
@Suite(DeadlineTrait(seconds: 600), .dedicatedThread) struct MalformedMessageTests {
    private static let handshake = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#
    private static let handshakeAnswer = #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#

    /// The answers to `messages`, in one handler, then to a handshake, which must be answered.
    private func answers(_ messages: [[UInt8]]) -> [String] {
        let handler = MessageHandler()
        let answers = (messages + [Array(Self.handshake.utf8)]).map { String(decoding: handler.answer($0), as: UTF8.self) }
        #expect(answers.last == Self.handshakeAnswer, "the plugin stopped serving")
        return Array(answers.dropLast())
    }

    private func answer(_ message: String) -> String {
        answers([Array(message.utf8)])[0]
    }

    private static let location = #"{"fileID":"m/f.swift","fileName":"f.swift","offset":0,"line":1,"column":1}"#

    /// A request shaped as the compiler writes it, `extra` spliced in before the lexical context.
    private static func request(
        role: String, typeName: String, source: String, extra: String = "", location: String = location
    ) -> String {
        let syntax = { (source: String) in
            let escaped = source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")
            return #"{"kind":"declaration","source":"\#(escaped)","location":\#(location)}"#
        }
        return #"{"expandAttachedMacro":{"macro":{"moduleName":"M","typeName":"\#(typeName)","name":"Observable "},"#
            + #""macroRole":"\#(role)","discriminator":"$s1f5Model1xfMa_","attributeSyntax":\#(syntax("@Observable")),"#
            + #""declSyntax":\#(syntax(source)),\#(extra)"lexicalContext":[\#(syntax("@Observable class Model {}"))]}}"#
    }

    private func isError(_ answer: String, saying text: String) -> Bool {
        answer.hasPrefix(#"{"expandMacroResult":{"diagnostics":[{"message":""#) && answer.contains(#""severity":"error""#)
            && answer.contains(text)
    }

    // MARK: - Nesting

    /// A field the plugin does not read may nest without limit (a newer compiler may add one):
    /// it is stepped over without recursion, and the request expands.
    @Test func anUnknownFieldNestedAMillionLevelsDeepIsSkipped() throws {
        let depth = 1_000_000
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        let answers = answers([arrays, objects].map {
            Array(Self.request(role: "peer", typeName: "ObservationTrackedMacro", source: "var x = 1", extra: #""future":\#($0),"#).utf8)
        })
        for answer in answers {
            #expect(answer == #"{"expandMacroResult":{"expandedSource":"private var _x = 1","diagnostics":[]}}"#)
        }
    }

    @Test func jsonCutOffAMillionLevelsDeepIsAnError() throws {
        let answer = answer(#"{"expandAttachedMacro":{"future":"# + String(repeating: "[{\"a\":", count: 1_000_000))
        #expect(isError(answer, saying: "could not read the expansion request"), "\(answer)")
        let unknown = self.answer(#"{"x":"# + String(repeating: "[", count: 1_000_000))
        #expect(isError(unknown, saying: "it is not the JSON of the plugin protocol"), "\(unknown)")
    }

    /// String literals interpolated inside each other, 100,000 deep, are one literal: the
    /// property is read, and tracked.
    @Test func stringInterpolationsNestedAnyDepthAreOneLiteral() throws {
        let depth = 100_000
        let literal = String(repeating: #""\("#, count: depth) + String(repeating: #")""#, count: depth)
        for source in ["var x = \(literal)", "var x = \(literal.prefix(depth * 3))"] {
            let answer = answer(Self.request(role: "memberAttribute", typeName: "ObservableMacro", source: source))
            #expect(answer.contains(#""expandedSource":"@ObservationBackport.ObservationTracked""#), "\(answer.prefix(300))")
        }
    }

    /// A type nested 100,000 deep is read to the end: `[[…[Int]…]]` and `Int??…?` are of an
    /// `Equatable` standard type, so the setter compares through `_$observationSet`.
    @Test func typesNestedAnyDepthAreRead() throws {
        let depth = 100_000
        let types = [
            String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth),
            "Int" + String(repeating: "?", count: depth),
        ]
        for type in types {
            let answer = answer(
                Self.request(role: "accessor", typeName: "ObservationTrackedMacro", source: "var x: \(type)"))
            #expect(answer.contains(ExpansionTemplates.equatableSet), "\(answer.prefix(300))")
        }
    }

    // MARK: - Values out of range, wrong types, bytes

    /// An offset or line beyond any source file (or negative) would overflow once a diagnostic
    /// adds to it: the request is an error. (Before, `lazy var` at offset `Int.max` crashed.)
    @Test(arguments: [
        #"{"fileName":"f","offset":9223372036854775807,"line":1}"#,
        #"{"fileName":"f","offset":4294967296,"line":1}"#,
        #"{"fileName":"f","offset":-1,"line":1}"#,
        #"{"fileName":"f","offset":0,"line":9223372036854775807}"#,
        #"{"fileName":"f","offset":0,"line":-3}"#,
    ])
    func positionsBeyondAnySourceFileAreAnError(_ location: String) throws {
        let answer = answer(
            Self.request(role: "memberAttribute", typeName: "ObservableMacro", source: "lazy var x = 1", location: location))
        #expect(isError(answer, saying: "could not read the expansion request"), "\(answer)")
    }

    @Test func theLargestPositionIsRead() throws {
        let limit = PluginMessages.Location.maximumPosition
        let answer = answer(
            Self.request(
                role: "memberAttribute", typeName: "ObservableMacro", source: "lazy var x = 1",
                location: #"{"fileName":"f","offset":\#(limit),"line":\#(limit)}"#))
        #expect(answer.contains(#""offset":\#(limit)"#) && answer.contains("cannot track lazy property 'x'"), "\(answer)")
    }

    /// A field of the wrong type is an error, not a crash or a default.
    @Test(arguments: [
        #"{"fileName":5,"offset":0,"line":1}"#,
        #"{"fileName":"f","offset":"0","line":1}"#,
        #"{"fileName":"f","offset":0,"line":[]}"#,
        #"{"fileName":"f","offset":1.5,"line":1}"#,
        #"[]"#,
        #"null"#,
    ])
    func aFieldOfTheWrongTypeIsAnError(_ location: String) throws {
        let answer = answer(
            Self.request(role: "peer", typeName: "ObservationTrackedMacro", source: "var x = 1", location: location))
        #expect(isError(answer, saying: "could not read the expansion request"), "\(answer)")
    }

    /// JSON is UTF-8. Bytes that are not would be repaired silently, and the repaired name
    /// expanded to nothing without a word.
    @Test func aMessageThatIsNotUTF8IsAnError() throws {
        let request = Array(Self.request(role: "peer", typeName: "ObservationTrackedMacro", source: "var NAME = 1").utf8)
        let name = Array("NAME".utf8)
        let at = try #require((0...(request.count - name.count)).first { Array(request[$0..<($0 + name.count)]) == name })
        for bytes: [UInt8] in [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf0, 0x9f, 0x98]] {
            var message = request
            message.replaceSubrange(at..<(at + name.count), with: bytes)
            let answer = answers([message])[0]
            #expect(isError(answer, saying: "a message that is not UTF-8"), "\(answer)")
        }
    }

    // MARK: - Long runs that were read once per token

    /// Runs of 100,000 tokens that a reader used to read again from each of their tokens (each
    /// case says which); each now costs one pass. A cost that grows with the square of the run
    /// would take hours here. The cases are named, not spelled, so that the log stays short.
    enum LongRun: CaseIterable {
        /// Every `<` of an initializer was followed to the end of the text to decide whether it
        /// opens generic arguments.
        case comparisons
        /// Every attribute, or modifier, in an accessor block was read through the run after it.
        case attributesInAnAccessorBlock, modifiersInAnAccessorBlock
        /// Every `#` of a run was counted through the rest of the run.
        case pounds
        /// Every function without a body looked for its return type through the rest of the
        /// class, and the class's functions were compared with a template read again for each.
        case functionsWithoutBodies, functionsWithResultsWithoutBodies
        /// Every accessor body counted the lines before it from the start.
        case accessorBodies

        var request: (role: String, macro: String, source: String) {
            let run = { (text: String) in String(repeating: text, count: 100_000) }
            switch self {
            case .comparisons: return ("memberAttribute", "ObservableMacro", "var x = " + run("a < "))
            case .attributesInAnAccessorBlock: return ("memberAttribute", "ObservableMacro", "var x: Int { get \(run("@a ")) }")
            case .modifiersInAnAccessorBlock: return ("memberAttribute", "ObservableMacro", "var x: Int { get \(run("private ")) }")
            case .pounds: return ("memberAttribute", "ObservableMacro", "var x = " + run("#"))
            case .functionsWithoutBodies: return ("member", "ObservableMacro", "@Observable class C { \(run("func f() ")) }")
            case .functionsWithResultsWithoutBodies:
                return ("member", "ObservableMacro", "@Observable class C { \(run("func f() -> Int ")) }")
            case .accessorBodies: return ("peer", "ObservationTrackedMacro", "var x = 1 { \(run("didSet {}\n")) }")
            }
        }
    }

    @Test(arguments: LongRun.allCases)
    func longRunsAreReadInOnePass(_ run: LongRun) throws {
        let (role, macro, source) = run.request
        let answer = answer(Self.request(role: role, typeName: macro, source: source))
        #expect(answer.hasPrefix(#"{"expandMacroResult":{"#), "\(answer.prefix(300))")
    }

    /// `var a, b, b, …` with a long discriminator that names none of them: each name was
    /// searched for in the whole discriminator. The request still reports the mistake.
    @Test func manyBindingsAndALongDiscriminatorAreReadInOnePass() throws {
        let request = Self.request(
            role: "memberAttribute", typeName: "ObservableMacro", source: "var a" + String(repeating: ", b", count: 100_000)
        ).replacingOccurrences(of: "$s1f5Model1xfMa_", with: "$s1f5Model" + String(repeating: "1c", count: 100_000))
        let answer = answer(request)
        #expect(answer.contains("cannot track several properties declared together ('a', 'b', 'b'"), "\(answer.prefix(300))")
    }
}
