import Testing
@testable import ObservationMacroSupport

/// The accessor role: Swift 6.3's accessors, written out here from its expansion.
@Suite struct TrackedAccessorTests {
    private func accessors(_ declaration: String) -> String? {
        let harness = PluginHarness()
        return harness.expand(.tracked, "accessor", declaration).source
    }

    private let countAccessors = #"""
        @storageRestrictions(initializes: _count)
        init(initialValue) {
          _count = initialValue
        }
        get {
          access(keyPath: \.count)
          return _count
        }
        set {
          guard shouldNotifyObservers(_count, newValue) else {
            _count = newValue
            return
          }
          withMutation(keyPath: \.count) {
            _count = newValue
          }
        }
        _modify {
          access(keyPath: \.count)
          let _$modification = _$observationRegistrar._willModify(self, keyPath: \.count)
          defer {
            _$observationRegistrar._didModify(self, keyPath: \.count, _$modification)
          }
          yield &_count
        }
        """#

    @Test func aPlainStoredPropertyGetsAWholeAccessorBlock() {
        #expect(accessors("\n  /// Doc.\n  public var count: Int = 0 // trailing") == "{\n" + countAccessors + "\n}")
    }

    @Test func aPropertyWithoutInitializerGetsTheSameAccessors() {
        #expect(accessors("var count: Int") == "{\n" + countAccessors + "\n}")
    }

    @Test func observersAreReplacedByAccessorsWithoutBraces() {
        // The observers themselves move to the `_count` storage (see the peer tests).
        #expect(accessors("var count = 0 {\n  willSet { print(newValue) }\n  didSet { }\n}") == countAccessors)
    }

    @Test func backtickedNamesKeepTheirBackticksInKeyPaths() {
        let expansion = accessors("var `default` = 1")
        #expect(expansion?.contains(#"access(keyPath: \.`default`)"#) == true)
        #expect(expansion?.contains("return `_default`") == true)
        #expect(expansion?.contains("@storageRestrictions(initializes: `_default`)") == true)
    }

    @Test(arguments: ["let x = 1", "static var x = 1", "var x: Int { 1 }", "@ObservationIgnored var x = 1"])
    func untrackedShapesGetNoAccessors(_ declaration: String) {
        #expect(accessors(declaration) == "")
    }

    @Test func observationIgnoredExpandsToNothing() {
        let harness = PluginHarness()
        let answer = harness.expand(.ignored, "accessor", "@ObservationIgnored var x = 1")
        #expect(answer.source == "")
        #expect(answer.diagnostics.isEmpty)
    }
}
