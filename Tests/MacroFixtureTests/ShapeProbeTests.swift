import MacroFixtureApple
import MacroFixtureBackport
import Testing

/// The fixture of every declaration shape, expanded once by Swift's Observation macros and once
/// by ours: each tracked property must fire `onChange` exactly when Apple's does.
@Suite struct ShapeProbeTests {
    // Apple's Observation exists from macOS 14: on an older Mac, Swift Testing reports the
    // tests that need it as skipped.
    @MainActor @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func everyShapeFiresExactlyWhenApplesDoes() {
        let apple = MacroFixtureApple.runShapeProbes()
        let backport = MacroFixtureBackport.runShapeProbes()
        #expect(apple.count > 100)
        for (index, (expected, actual)) in zip(apple, backport).enumerated() {
            #expect(actual == expected, "entry \(index)")
        }
        #expect(backport.count == apple.count)
    }

    @MainActor @Test func knownFactsHoldInTheFixture() {
        let log = MacroFixtureBackport.runShapeProbes()
        #expect(!log.contains("plain = 0: fired"))
        #expect(log.contains("plain = 5: fired"))
        #expect(log.contains("generic same: fired"))
        #expect(!log.contains("identity same: fired"))
        #expect(!log.contains("ignored: fired"))
        #expect(log.contains("array append kept its buffer: true"))
        let observerOrder = log.drop { $0 != "observed = 6: fired" }.prefix(4)
        #expect(Array(observerOrder) == [
            "observed = 6: fired", "observed.willSet 0 -> 6", "observed.didSet 0 -> 6", "observed = 6: now 6",
        ])
    }

    @Test func theTypesConform() {
        #expect(MacroFixtureBackport.shapesConformToObservable() == [true, true, true, true])
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func applesTypesConform() {
        #expect(MacroFixtureApple.shapesConformToObservable() == [true, true, true, true])
    }
}

@Suite struct BackportOnlyShapeTests {
    @MainActor @Test func backtickedNamesAndOverriddenPropertiesAreTracked() {
        #expect(MacroFixtureBackport.runBackportOnlyProbes() == [
            "default: now 1", "default = 2: fired", "default: now 2", "class += b: fired", "class: now ab",
            "overridden baseValue: fired", "override didSet 0 -> 1",
        ])
    }
}

@Suite struct BothModulesTests {
    @MainActor @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func aFileMayImportObservationAndTheBackport() {
        #expect(MacroFixtureBackport.runBothModulesProbe() == [
            "count: Apple's tracking fired", "count: fired", "conforms: true", "conforms to Apple's: true",
        ])
    }
}
