import TextViews

extension Sample {
    static let playground = Sample(
        name: "playground",
        summary: "\"Swift Observation: in-depth analysis\": TestClass str1/str2, \"Change both\" gives one update, a replaced ref re-evaluates View1 and View2",
        hint: "Try: Change both, then Change ref and New ref. Watch (^R): one update for two writes; Change ref re-evaluates nothing in Swift 6.3",
        demoScript: "tap Change str1, tap Change str2, tap Change both, tap Change ref, tap New ref",
        makeHost: { _ in TextHost(PlaygroundView()) })
}

struct PlaygroundView: View {
    let now = Timestamps()

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            StringsView(now: now)
            RefView()
        }
    }
}
