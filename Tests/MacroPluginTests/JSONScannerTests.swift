import Testing
@testable import ObservationMacroSupport

/// The request reader: the fields the macros use, from JSON shaped as the compiler writes it,
/// with every other field skipped whatever its type.
@Suite struct JSONScannerTests {
    private func request(_ json: String) throws -> PluginMessages.AttachedMacroRequest {
        try JSONScanner.scan(Array(json.utf8)) { try PluginMessages.AttachedMacroRequest(scanning: &$0) }
    }

    private let syntax = #"{"kind":"declaration","source":"var x = 1","location":{"fileID":"m/f.swift","fileName":"/p/f.swift","offset":42,"line":3,"column":5}}"#

    @Test func theUsedFieldsAreReadAndTheOthersSkipped() throws {
        let json = """
            {"macro":{"moduleName":"M","typeName":"ObservableMacro","name":"Observable "},"macroRole":"member",
             "discriminator":"$s1f5Model10ObservablefMm_","attributeSyntax":\(syntax),"declSyntax":\(syntax),
             "parentDeclSyntax":\(syntax),"staticBuildConfiguration":"{\\"a\\":[1,2.5e3,-4,true,false,null]}",
             "future":{"list":[{"nested":[[]]},{}],"flag":true,"none":null,"n":-1.25E-2},
             "lexicalContext":[\(syntax),\(syntax)],"extendedTypeSyntax":null}
            """
        let read = try request(json)
        #expect(read.macro.typeName == "ObservableMacro")
        #expect(read.macroRole == "member")
        #expect(read.discriminator == "$s1f5Model10ObservablefMm_")
        #expect(read.declSyntax.source == "var x = 1")
        #expect(read.declSyntax.location.fileName == "/p/f.swift")
        #expect(read.declSyntax.location.offset == 42 && read.declSyntax.location.line == 3)
        #expect(read.lexicalContext?.count == 2)
        #expect(read.extendedTypeSyntax == nil && read.conformanceListSyntax == nil)
    }

    @Test func readingStopsOnceTheRoleHasWhatItUses() throws {
        let head = #"{"macro":{"typeName":"T"},"macroRole":"ROLE","discriminator":"d","attributeSyntax":\#(syntax),"#
            + #""declSyntax":\#(syntax),"lexicalContext":[\#(syntax)],"#
        // Whatever follows the last field a member role uses is not read, so not even checked.
        #expect(try request(head.replacingOccurrences(of: "ROLE", with: "member") + #""staticBuildConfiguration":"{\"cut"#)
            .macroRole == "member")
        // The extension role also needs the fields that may come after the lexical context.
        let tail = #""extendedTypeSyntax":\#(syntax),"conformanceListSyntax":\#(syntax)}"#
        let read = try request(head.replacingOccurrences(of: "ROLE", with: "extension") + tail)
        #expect(read.extendedTypeSyntax?.source == "var x = 1" && read.conformanceListSyntax != nil)
    }

    @Test func stringsAreUnescaped() throws {
        let escaped = #"a\"b\\c\/d\n\t\r\b\f \u00e9 \u4e2d \ud83d\ude00 é"#
        let json = #"{"macro":{"typeName":"T"},"macroRole":"peer","discriminator":"d","attributeSyntax":"#
            + #"{"source":"@A","location":{"fileName":"f","offset":0,"line":1}},"declSyntax":{"source":""#
            + escaped + #"","location":{"fileName":"f","offset":0,"line":1}}}"#
        #expect(try request(json).declSyntax.source == "a\"b\\c/d\n\t\r\u{8}\u{c} é 中 😀 é")
    }

    /// Keys are compared with the names byte by byte: a longer or shorter key, or one spelled
    /// with an escape (the compiler never writes one), is another key and is skipped.
    @Test func keysMatchWholeNamesOnly() throws {
        let json = #"{"macro":{"typeName":"T"},"macroRole":"peer","macroRoles":"no","macroRol":"no","macro\u0052ole":"no","#
            + #""discriminator":"d","attributeSyntax":\#(syntax),"declSyntax":\#(syntax)}"#
        #expect(try request(json).macroRole == "peer")
    }

    /// Numbers are read digit by digit; one that does not fit is malformed.
    @Test func integersAreReadExactly() throws {
        func integer(_ json: String) throws -> Int {
            try JSONScanner.scan(Array(json.utf8)) { try $0.integer() }
        }
        #expect(try integer("9223372036854775807") == Int.max)
        #expect(try integer(" -7,") == -7)
        #expect(throws: JSONScanner.Malformed.self) { try integer("9223372036854775808") }
        #expect(throws: JSONScanner.Malformed.self) { try integer("-") }
    }

    @Test(arguments: [
        #"{"macro":{"typeName":"T"}"#,  // unterminated
        #"{"macro":{"typeName":"T"},"macroRole":"peer"}"#,  // fields missing
        #"{"macro":{"typeName":"T\u12"}}"#,  // short escape
        #"{"macro":{"typeName":"T"},,}"#,
    ])
    func malformedRequestsAreRejected(_ json: String) {
        #expect(throws: JSONScanner.Malformed.self) { try request(json) }
    }
}
