import Testing

/// Messages other than attached expansions.
@Suite struct MessageProtocolTests {
    @Test func theHandshakeAnnouncesProtocolVersion7() {
        var harness = PluginHarness()
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
        var harness = PluginHarness()
        let answer = harness.send(message)
        #expect(answer.hasPrefix(#"{"expandMacroResult":{"diagnostics":[{"#))
        #expect(answer.contains(#""severity":"error""#))
    }

    @Test func anUnknownMacroTypeIsAnError() {
        var harness = PluginHarness()
        let answer = harness.expand(.tracked, "member", "var x = 1")
        #expect(answer.diagnostics.map(\.message) == ["ObservationBackportMacros has no 'member' expansion for 'ObservationTrackedMacro'"])
    }
}
