import Testing

/// Errors use Swift's wording where Swift has one, point at the first token (not the leading
/// trivia) and are reported once.
@Suite struct DiagnosticTests {
    typealias Diagnostic = PluginHarness.Diagnostic

    private func error(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(message: message, severity: "error", position: .init(fileName: "f.swift", offset: offset))
    }

    @Test(arguments: [("struct", "struct"), ("enum", "enumeration"), ("actor", "actor")])
    func observableRejectsNonClassTypesAtTheAttribute(keyword: String, description: String) {
        var harness = PluginHarness()
        let answer = harness.expand(
            .observable, "member", "\n// note\n@Observable \(keyword) Thing { }", attribute: "\n// note\n@Observable ",
            attributeOffset: 40)
        #expect(answer.source == nil)
        #expect(answer.diagnostics == [error("'@Observable' cannot be applied to \(description) type 'Thing'", at: 40 + 9)])
    }

    @Test func lazyPropertiesAreRejectedAtTheDeclaration() {
        var harness = PluginHarness()
        let answer = harness.expand(
            .observable, "memberAttribute", "\n    /// Doc.\n    lazy var x = 1", offset: 200,
            parent: "@Observable class Model {}")
        #expect(answer.diagnostics == [
            error("'@Observable' cannot track lazy property 'x'; remove 'lazy' or mark it '@ObservationIgnored'", at: 200 + 18)
        ])
        #expect(answer.source == nil)
    }

    @Test func severalBindingsAreRejectedOnce() {
        var harness = PluginHarness()
        let message = "'@Observable' cannot track several properties declared together ('a', 'b'); declare each with its own 'var'"
        let first = harness.expand(.observable, "memberAttribute", "var a = 1, b = 2", parent: "@Observable class Model {}")
        let second = harness.expand(.observable, "memberAttribute", "var a = 1, b = 2", parent: "@Observable class Model {}")
        #expect(first.diagnostics == [error(message, at: 100)])
        #expect(second.diagnostics.isEmpty)
    }

    @Test(arguments: ["@Published", "@SwiftUI.State", "@Wrapper(wrappedValue: 2)"])
    func propertyWrappersAreRejected(_ wrapper: String) {
        var harness = PluginHarness()
        let answer = harness.expand(.observable, "memberAttribute", "\(wrapper) var x = 1", parent: "@Observable class Model {}")
        let name = wrapper.dropFirst().prefix { $0 != "(" }
        #expect(answer.diagnostics.map(\.message) == [
            "'@Observable' cannot track property 'x' with property wrapper '@\(name)'; remove the wrapper or mark the property '@ObservationIgnored'"
        ])
    }

    @Test(arguments: ["@MainActor", "@CustomActor", "@objc", "@NSManaged", "@available(*, deprecated)"])
    func globalActorsAndBuiltInAttributesAreNotTakenForWrappers(_ attribute: String) {
        var harness = PluginHarness()
        let answer = harness.expand(.observable, "memberAttribute", "\(attribute) var x = 1", parent: "@Observable class Model {}")
        #expect(answer.diagnostics.isEmpty)
        #expect(answer.source == "@ObservationBackport.ObservationTracked")
    }

    @Test func anExplicitObservationTrackedReportsFromTheAccessorRoleOnly() {
        var harness = PluginHarness()
        let accessor = harness.expand(.tracked, "accessor", "@ObservationTracked lazy var x = 1")
        #expect(accessor.diagnostics.count == 1)
        let peer = harness.expand(.tracked, "peer", "@ObservationTracked lazy var y = 1")
        #expect(peer.diagnostics.isEmpty)
    }
}

@Suite struct UnreadableDeclarationTests {
    @Test func aDeclarationThatCannotBeReadIsAnErrorNotASilentNoOp() {
        var harness = PluginHarness()
        let answer = harness.expand(.observable, "member", "@Observable ??? {", attribute: "@Observable ", attributeOffset: 7)
        #expect(answer.diagnostics.map(\.message) == ["'@Observable' could not read the declaration it is attached to"])
        #expect(answer.diagnostics.map(\.position.offset) == [7])
    }
}
