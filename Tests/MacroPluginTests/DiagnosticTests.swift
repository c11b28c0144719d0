import DeclarationSyntax
import Testing
@testable import ObservationMacroSupport

/// Errors use Swift's wording where Swift has one, point at the first token (not the leading
/// trivia), highlight what is wrong and offer the fix-its that make the code compile.
@Suite struct DiagnosticTests {
    typealias Diagnostic = PluginHarness.Diagnostic

    private func range(_ start: Int, _ end: Int) -> Diagnostic.PositionRange {
        .init(fileName: "f.swift", startOffset: start, endOffset: end)
    }

    @Test(arguments: [("struct", "struct"), ("enum", "enumeration"), ("actor", "actor")])
    func observableRejectsNonClassTypesAtTheAttribute(keyword: String, description: String) {
        let answer = PluginHarness().expand(
            .observable, "member", "\n// note\n@Observable \(keyword) Thing { }", attribute: "\n// note\n@Observable ",
            attributeOffset: 40)
        #expect(answer.source == nil)
        #expect(answer.diagnostics == [
            Diagnostic(
                message: "'@Observable' cannot be applied to \(description) type 'Thing'", severity: .error,
                position: .init(fileName: "f.swift", offset: 40 + 9))
        ])
    }

    @Test func lazyPropertiesAreRejectedWithFixIts() throws {
        let answer = PluginHarness().expand(
            .observable, "memberAttribute", "\n    /// Doc.\n    lazy  var x = 1", offset: 200,
            parent: "@Observable class Model {}")
        #expect(answer.source == nil)
        let diagnostic = try #require(answer.diagnostics.first)
        #expect(answer.diagnostics.count == 1)
        #expect(diagnostic.message == "'@Observable' cannot track lazy property 'x'; remove 'lazy' or mark it '@ObservationIgnored'")
        #expect(diagnostic.position.offset == 200 + 18)
        #expect(diagnostic.highlights == [range(218, 222)])
        #expect(diagnostic.fixIts == [
            .init(message: "mark the property '@ObservationIgnored'", changes: [.init(range: range(218, 218), newText: "@ObservationIgnored ")]),
            .init(message: "remove 'lazy'", changes: [.init(range: range(218, 224), newText: "")]),
        ])
    }

    @Test func severalBindingsAreReportedByTheRequestForTheFirstName() {
        let harness = PluginHarness()
        let message = "'@Observable' cannot track several properties declared together ('a', 'b'); declare each with its own 'var'"
        let parent = "@Observable class Model {}"
        let first = harness.expand(
            .observable, "memberAttribute", "var a = 1, b = 2", parent: parent, discriminator: "$s1f5ModelC1a10ObservablefMr_")
        let second = harness.expand(
            .observable, "memberAttribute", "var a = 1, b = 2", parent: parent, discriminator: "$s1f5ModelC1b10ObservablefMr0_")
        #expect(first.diagnostics.map(\.message) == [message])
        #expect(first.diagnostics.first?.highlights == [range(100, 116)])
        #expect(second.diagnostics.isEmpty)
        #expect(second.source == "")
    }

    /// An editor asks again after each edit, in the same plugin process: each answer reports.
    @Test func theSameRequestTwiceReportsTwice() {
        let harness = PluginHarness()
        for _ in 0..<2 {
            let structAnswer = harness.expand(.observable, "member", "@Observable struct S {}", attribute: "@Observable")
            #expect(structAnswer.diagnostics.map(\.message) == ["'@Observable' cannot be applied to struct type 'S'"])
            let lazyAnswer = harness.expand(.observable, "memberAttribute", "lazy var x = 1", parent: "@Observable class M {}")
            #expect(lazyAnswer.diagnostics.count == 1)
        }
    }

    /// Text cannot tell a property wrapper from a global actor or an attached macro; Swift's
    /// macro tracks all of them (a wrapper then fails to type-check), and so does ours.
    @Test(arguments: [
        "@SpeziBluetooth", "@MainActor", "@CustomActor", "@Published", "@SwiftUI.State", "@Wrapper(wrappedValue: 2)",
        "@objc", "@NSManaged", "@available(*, deprecated)",
    ])
    func customAttributesAreTrackedAsBySwiftsMacro(_ attribute: String) {
        let answer = PluginHarness().expand(.observable, "memberAttribute", "\(attribute) var x = 1", parent: "@Observable class Model {}")
        #expect(answer.diagnostics.isEmpty)
        #expect(answer.source == "@ObservationBackport.ObservationTracked")
    }

    @Test func anExplicitObservationTrackedReportsFromTheAccessorRoleOnly() {
        let harness = PluginHarness()
        let accessor = harness.expand(.tracked, "accessor", "@ObservationTracked lazy var x = 1")
        #expect(accessor.diagnostics.count == 1)
        let peer = harness.expand(.tracked, "peer", "@ObservationTracked lazy var y = 1")
        #expect(peer.diagnostics.isEmpty)
    }
}

/// Where the plugin cannot read a declaration, the build fails with an error naming it: a
/// property is never silently left untracked.
@Suite struct UnreadableDeclarationTests {
    @Test func aTypeThatCannotBeReadIsAnError() {
        let answer = PluginHarness().expand(.observable, "member", "@Observable ??? {", attribute: "@Observable ", attributeOffset: 7)
        #expect(answer.diagnostics.map(\.message) == ["'@Observable' could not read the declaration it is attached to"])
        #expect(answer.diagnostics.map(\.position.offset) == [7])
    }

    @Test(arguments: [
        ("var count: Int { didSet {} } = 0", "'@Observable' could not read the declaration of property 'count'; mark it '@ObservationIgnored' or declare it more simply"),
        ("unknownModifier var count = 0", "'@Observable' could not read this property declaration; mark it '@ObservationIgnored' or declare it more simply"),
        ("@Attribute var", "'@Observable' could not read this property declaration; mark it '@ObservationIgnored' or declare it more simply"),
    ])
    func aPropertyThatCannotBeReadIsAnError(_ declaration: String, _ message: String) {
        let answer = PluginHarness().expand(.observable, "memberAttribute", declaration, parent: "@Observable class M {}")
        #expect(answer.source == nil)
        #expect(answer.diagnostics.map(\.message) == [message])
        #expect(answer.diagnostics.first?.fixIts.first?.changes.first?.newText == "@ObservationIgnored ")
    }

    @Test func theFixItMakesItAcceptable() {
        let answer = PluginHarness().expand(
            .observable, "memberAttribute", "@ObservationIgnored unknownModifier var count = 0", parent: "@Observable class M {}")
        #expect(answer.diagnostics.isEmpty)
        #expect(answer.source == "")
    }
}
