import Testing
@testable import ObservationMacroSupport

/// Messages other than attached expansions.
@Suite struct MessageProtocolTests {
    @Test func theHandshakeAnnouncesProtocolVersion7() {
        let harness = PluginHarness()
        let answer = harness.send(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
        #expect(answer == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }

    @Test(arguments: [
        #"{"expandFreestandingMacro":{"macro":{}}}"#,
        #"{"somethingNew":{}}"#,
        #"{"expandAttachedMacro":{"macroRole":"member"}}"#,
        "not json",
        "[1, 2]",
    ])
    func anythingElseIsAnsweredWithAnError(_ message: String) {
        let harness = PluginHarness()
        let answer = harness.send(message)
        #expect(answer.hasPrefix(#"{"expandMacroResult":{"diagnostics":[{"#))
        #expect(answer.contains(#""severity":"error""#))
    }

    @Test func anUnknownMacroTypeIsAnError() {
        let harness = PluginHarness()
        let answer = harness.expand(.tracked, "member", "var x = 1")
        #expect(answer.diagnostics.map(\.message) == ["ObservationBackportMacros has no 'member' expansion for 'ObservationTrackedMacro'"])
    }
}
