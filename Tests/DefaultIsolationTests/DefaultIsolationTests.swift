import DefaultIsolationFixtureApple
import DefaultIsolationFixtureBackport
import Testing

/// An app built as a new Xcode 27 app target is (`-default-isolation MainActor`,
/// `NonisolatedNonsendingByDefault`, `InferIsolatedConformances`) compiles against ours as against
/// Apple's Observation, and its flows log the same with both. The expected entries are what
/// Observation promises: one `onChange` per tracking, at the first change of what was read; the
/// view model's receipt also says that the upcoming features are on.
@Suite(.unbridged) struct DefaultIsolationTests {
    @Test @MainActor @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func trackingLogsTheSameAsApples() {
        let ours = DefaultIsolationFixtureBackport.trackingFlow()
        #expect(ours == DefaultIsolationFixtureApple.trackingFlow())
        #expect(ours == [
            "read 3", "coupon set", "ignored property changed", "total will change",
            "after quantity: cart of 1, total 6", "after second change: 9",
        ])
    }

    @Test @MainActor @available(macOS 26, iOS 26, tvOS 26, watchOS 26, *)
    func observationsLogTheSameAsApples() async {
        let ours = await DefaultIsolationFixtureBackport.observationsFlow()
        #expect(ours == (await DefaultIsolationFixtureApple.observationsFlow()))
        #expect(ours == ["first 0", "next 7", "next 11"])
    }

    @Test @MainActor @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func aViewModelsAsyncActionLogsTheSameAsApples() async {
        let ours = await DefaultIsolationFixtureBackport.viewModelFlow()
        #expect(ours == (await DefaultIsolationFixtureApple.viewModelFlow()))
        #expect(ours == ["status will change", "done: charged 3 on the caller's thread"])
    }

    /// Only ours here: the toolchain's Apple Observation is 6.3's. The events are SE-0506's:
    /// willSet then didSet of the one change (then the tracking ends), one deinit event per object
    /// the second tracking read (the cart and its two items), and a continuous observation's
    /// initial call and one call per change until its token is cancelled. Apple's 6.4 code, built
    /// from source by the oracle, logs the same when this app is compiled against it.
    @Test @MainActor func swift64APILogsSE0506sEvents() async {
        let ours = await DefaultIsolationFixtureBackport.swift64Flow()
        #expect(ours == [
            "willSet, matches items: true", "didSet", "deinit event: true", "deinit event: true", "deinit event: true",
            "continuous on the main actor: 0, matches items: false",
            "continuous on the main actor: 3, matches items: true", "cancelled",
        ])
    }
}
