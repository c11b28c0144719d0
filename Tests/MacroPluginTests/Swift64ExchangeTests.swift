#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import ObservationMacroSupport

/// The messages a Swift 6.4 compiler (Xcode 27) sends, as swift-syntax's `release/6.4` and the
/// compiler's 6.4 changes shape them: a capability of protocol version 8, syntax nodes of the new
/// kind `accessor`, lexical contexts that carry the `VariableDecl` of an enclosing pattern
/// binding, and requests in the `body` role, which 6.4 makes public. The plugin announces 7 (so
/// a 6.4 compiler sends it no `accessor` node in its own requests), skips what it does not read
/// and answers a role it lacks with an error; these tests keep it so.
@Suite struct Swift64ExchangeTests {
    /// A syntax node as the compiler writes it, with its kind and full location.
    private func node(_ kind: String, _ source: String, offset: Int) -> String {
        let escaped = source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return #"{"kind":"\#(kind)","source":"\#(escaped)","location":{"fileID":"App/Screen.swift","#
            + #""fileName":"/app/Screen.swift","offset":\#(offset),"line":4,"column":9}}"#
    }

    /// An `expandAttachedMacro` request with the fields a 6.4 compiler sends.
    private func request(
        macro: String, role: String, declaration: String, declarationKind: String = "declaration",
        context: [String], discriminator: String = "$s6Screen5LocalfMa_"
    ) -> String {
        #"{"expandAttachedMacro":{"macro":{"moduleName":"ObservationBackport","typeName":"\#(macro)","name":"\#(macro)"},"#
            + #""macroRole":"\#(role)","discriminator":"\#(discriminator)","#
            + #""attributeSyntax":\#(node("attribute", "@ObservationTracked", offset: 200)),"#
            + #""declSyntax":\#(node(declarationKind, declaration, offset: 220)),"#
            + #""parentDeclSyntax":\#(node("declaration", localClass, offset: 150)),"#
            + #""extendedTypeSyntax":null,"conformanceListSyntax":null,"#
            + #""lexicalContext":[\#(context.joined(separator: ","))],"#
            + #""staticBuildConfiguration":"{\"languageVersion\":{\"components\":[6]},\"compilerVersion\":{\"components\":[6,4]}}"}}"#
    }

    private func answer(_ message: String) throws -> PluginMessages.ExpansionResult.Body {
        let bytes = PluginHarness().send(message)
        return try JSONDecoder().decode(PluginMessages.ExpansionResult.self, from: Data(bytes.utf8)).expandMacroResult
    }

    /// An `@Observable` class declared inside a computed property's getter: from 6.4 its members'
    /// lexical context runs class → accessor → the property's `VariableDecl` → the enclosing type.
    private let localClass = "@Observable final class Local {}"
    private var localContext: [String] {
        [
            node("declaration", localClass, offset: 150),
            node("accessor", "get {\n    @Observable final class Local { var count = 0 }\n    return Local()\n}", offset: 120),
            node("declaration", "var model: AnyObject {}", offset: 100),
            node("declaration", "struct Screen {}", offset: 80),
        ]
    }

    @Test func aCapabilityOfProtocolVersion8IsAnsweredWith7() {
        let message = #"{"getCapability":{"capability":{"protocolVersion":8,"features":["load-plugin-library"]}}}"#
        #expect(PluginHarness().send(message) == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }

    /// The accessors of a member of the class above are those of a member of an `@Observable`
    /// class (they call the class's own members with the property's number), exactly as with the
    /// class as the only context.
    @Test func accessorsOfAMemberInsideAPatternBindingAreThoseOfItsClass() throws {
        let declaration = "var count = 0"
        let with64Context = try answer(request(
            macro: "ObservationTrackedMacro", role: "accessor", declaration: declaration, context: localContext))
        let withClassOnly = try answer(request(
            macro: "ObservationTrackedMacro", role: "accessor", declaration: declaration, context: [localContext[0]]))
        #expect(with64Context.diagnostics.isEmpty)
        #expect(with64Context.expandedSource?.contains("_$observationWillModify(") == true,
                "\(with64Context.expandedSource ?? "nil")")
        #expect(with64Context.expandedSource == withClassOnly.expandedSource)
    }

    @Test func aMemberInsideAPatternBindingIsTracked() throws {
        let tracked = try answer(request(
            macro: "ObservableMacro", role: "memberAttribute", declaration: "var count = 0", context: localContext))
        #expect(tracked.expandedSource == "@ObservationBackport.ObservationTracked" && tracked.diagnostics.isEmpty)
    }

    /// A `VariableDecl` as the innermost context names no class: the member attribute stays away,
    /// and the accessors call only the registrar, as Apple's do (not the class's own members).
    @Test func aVariableDeclAsTheInnermostContextIsNoClass() throws {
        let context = [node("declaration", "let factory = {}", offset: 100)]
        let attribute = try answer(request(
            macro: "ObservableMacro", role: "memberAttribute", declaration: "var count = 0", context: context))
        #expect(attribute.expandedSource == "" && attribute.diagnostics.isEmpty)
        let accessors = try answer(request(
            macro: "ObservationTrackedMacro", role: "accessor", declaration: "var count = 0", context: context))
        #expect(accessors.diagnostics.isEmpty)
        #expect(accessors.expandedSource?.contains("withMutation(keyPath: \\.count)") == true)
        #expect(accessors.expandedSource?.contains("_$observationRegistrar._willModify(self, property: 0") == true)
        #expect(accessors.expandedSource?.contains("_$observationWillModify(") == false, "\(accessors.expandedSource ?? "nil")")
    }

    /// 6.4's public `body` role, asked of one of our macros for an accessor node: one error at the
    /// attribute, in the answer the compiler expects, never a crash or a silent empty body.
    @Test func aBodyRoleRequestForAnAccessorIsAnsweredWithOneError() throws {
        let body = try answer(request(
            macro: "ObservationTrackedMacro", role: "body", declaration: "get { count }", declarationKind: "accessor",
            context: localContext))
        #expect(body.expandedSource == nil)
        #expect(body.diagnostics.count == 1)
        #expect(body.diagnostics.first?.message == "ObservationBackportMacros has no 'body' expansion for 'ObservationTrackedMacro'")
        #expect(body.diagnostics.first?.severity == .error)
        #expect(body.diagnostics.first?.position == .init(fileName: "/app/Screen.swift", offset: 200))
    }
}
