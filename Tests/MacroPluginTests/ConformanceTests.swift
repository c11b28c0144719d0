import Testing
@testable import ObservationMacroSupport

/// The extension role adds the conformance only when the compiler says it is missing.
@Suite struct ConformanceTests {
    private func conformance(
        _ declaration: String, type: String = "Model", list: String = "struct Placeholder: Observable {}"
    ) -> String? {
        PluginHarness().expand(.observable, "extension", declaration, extendedType: type, conformances: list).source
    }

    @Test func aClassGetsANonisolatedConformance() {
        #expect(conformance("@Observable final class Model {}") == "extension Model: nonisolated ObservationBackport.Observable {\n}")
    }

    @Test func availabilityAttributesAreCopiedOthersAreNot() {
        let declaration = "\n/// Doc.\n@available(macOS 14, *)\n@MainActor\n@available(tvOS, unavailable)\n@Observable class Model {}"
        #expect(conformance(declaration, type: "Outer.Model") ==
            "@available(macOS 14, *) @available(tvOS, unavailable) extension Outer.Model: nonisolated ObservationBackport.Observable {\n}")
    }

    @Test func noExtensionWhenTheClassAlreadyConforms() {
        #expect(conformance("@Observable class Model: Base {}", list: "struct Placeholder {}") == "")
    }

    /// Swift 6.2 sends no build configuration; the plugin, built by the compiler that loads it,
    /// knows without one.
    @Test func theConformanceFollowsTheCompilerThatBuiltThePlugin() {
        #if compiler(>=6.2)
        let expected = "extension Model: nonisolated ObservationBackport.Observable {\n}"
        #else
        let expected = "extension Model: ObservationBackport.Observable {\n}"
        #endif
        #expect(conformance("@Observable class Model {}") == expected)
    }

    @Test func appleObservableIsAddedWhereApplesObservationExists() {
        #expect(conformance("@Observable final class Model {}", list: "struct Placeholder: Observable, _AppleObservable {}") ==
            "extension Model: nonisolated ObservationBackport.Observable {\n}\n\n"
            + "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) extension Model: nonisolated ObservationBackport._AppleObservable {\n}")
    }

    @Test func appleObservableAloneWhenTheClassHasOurs() {
        #expect(conformance("@Observable class Model: Base {}", list: "struct Placeholder: ObservationBackport._AppleObservable {}") ==
            "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) extension Model: nonisolated ObservationBackport._AppleObservable {\n}")
    }

    @Test func appleObservableKeepsTheClassAvailabilityAndItsOwn() {
        let declaration = "@available(macOS 15, *)\n@Observable class Model {}"
        #expect(conformance(declaration, list: "struct Placeholder: _AppleObservable {}") ==
            "@available(macOS 15, *) @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) extension Model: nonisolated ObservationBackport._AppleObservable {\n}")
    }

    @Test(arguments: ["@Observable struct S {}", "@Observable enum E {}", "@Observable actor A {}"])
    func invalidTypesGetNoExtensionSoTheTypeErrorIsTheOnlyOne(_ declaration: String) {
        #expect(conformance(declaration) == "")
    }
}

@Suite struct ConditionalAttributeTests {
    @Test func attributesInsideIfConfigAreSkippedAndNotCopied() {
        let harness = PluginHarness()
        let declaration = "#if os(iOS)\n@available(iOS 17, *)\n#elseif canImport(Foundation)\n@MainActor\n#endif\n@available(macOS 14, *)\n@Observable final class Model {}"
        let answer = harness.expand(
            .observable, "extension", declaration, extendedType: "Model", conformances: "struct Placeholder: Observable {}")
        #expect(answer.source == "@available(macOS 14, *) extension Model: nonisolated ObservationBackport.Observable {\n}")
        #expect(harness.expand(.observable, "member", declaration).source?.hasPrefix("private let _$observationRegistrar") == true)
    }
}
