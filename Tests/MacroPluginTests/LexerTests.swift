import DeclarationSyntax
import Testing
@testable import ObservationMacroSupport

@Suite struct LexerTests {
    private func texts(_ code: String) -> [String] {
        let source = SourceText(code)
        return source.tokens.indices.map(source.text)
    }

    @Test func stringsWithBracesAndSlashesAreOneToken() {
        #expect(texts(#"x = "a{b}//c" + y"#) == ["x", "=", #""a{b}//c""#, "+", "y"])
    }

    @Test func interpolationMayHoldStringsAndParentheses() {
        #expect(texts(#"f("\(g(")")) }")"#) == ["f", "(", #""\(g(")")) }""#, ")"])
    }

    @Test func rawStringsEndOnlyAtTheirDelimiter() {
        #expect(texts(##"x = #"a"b\"#{ ;"##) == ["x", "=", ##"#"a"b\"#"##, "{", ";"])
        #expect(texts(###"x = ##"a"#b"## }"###) == ["x", "=", ###"##"a"#b"##"###, "}"])
    }

    @Test func multilineStringsSpanLines() {
        let code = "x = \"\"\"\n  \"quoted\" { \n  \"\"\" ]"
        #expect(texts(code) == ["x", "=", "\"\"\"\n  \"quoted\" { \n  \"\"\"", "]"])
    }

    @Test func commentsAreTriviaIncludingNestedBlockComments() {
        #expect(texts("a /* x /* { */ } */ b // }\nc") == ["a", "b", "c"])
    }

    @Test func genericClosersAreSeparateTokens() {
        #expect(texts("A<B<C>>") == ["A", "<", "B", "<", "C", ">", ">"])
    }

    @Test func identifiersMayBeUnicodeBacktickedOrDollar() {
        #expect(texts("été `class` $0 -> #if") == ["été", "`class`", "$0", "->", "#if"])
    }

    @Test func unterminatedLiteralsEndAtTheEnd() {
        #expect(texts(#"x = "abc"#) == ["x", "=", #""abc"#])
        #expect(texts("a /* never closed") == ["a"])
    }
}
