import Testing
@testable import ObservationMacroSupport

/// The accessor role: Swift 6.3's accessors, written out here from its expansion; in an
/// `@Observable` class, the same accessors passing the property's number.
@Suite struct TrackedAccessorTests {
    /// Accessors for a property of a type that is not known to be `@Observable` (`parent`).
    private func accessors(_ declaration: String, parent: String? = nil) -> String? {
        let harness = PluginHarness()
        return harness.expand(.tracked, "accessor", declaration, parent: parent).source
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
          let _$modification = _$observationRegistrar._willModify(self, property: 0, keyPath: \.count)
          defer {
            _$observationRegistrar._didModify(self, property: 0, _$modification)
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

    /// FNV-1a of "count", worked out by hand from its definition (offset basis
    /// 0xcbf29ce484222325, prime 0x100000001b3) with Python's arbitrary-precision integers.
    private let countIdentity = "0xb1e5e28e4479a274"

    @Test func inAnObservableClassTheAccessorsPassThePropertysNumber() {
        // `_modify` makes one call where it made an access and a `_willModify` call.
        let expected = countAccessors
            .replacingOccurrences(
                of: "  access(keyPath: \\.count)\n  let _$modification = _$observationRegistrar._willModify(self, property: 0, keyPath: \\.count)",
                with: "  let _$modification = _$observationWillModify(\(countIdentity), keyPath: \\.count)")
            .replacingOccurrences(
                of: "_$observationRegistrar._didModify(self, property: 0, _$modification)",
                with: "_$observationDidModify(\(countIdentity), _$modification)")
            .replacingOccurrences(of: #"access(keyPath: \.count)"#, with: "_$observationAccess(\(countIdentity), keyPath: \\.count)")
            .replacingOccurrences(
                of: "  guard shouldNotifyObservers(_count, newValue) else {\n    _count = newValue\n    return\n  }\n  withMutation(keyPath: \\.count) {",
                with: "  _$observationSet(\(countIdentity), keyPath: \\.count, _count, newValue) {")
        #expect(expected.contains("_$observationWillModify") && expected.contains("_$observationDidModify"))
        #expect(expected.contains("_$observationSet"))
        for parent in ["@Observable final class Model {}", "@available(iOS 13, *)\n@ObservationBackport.Observable\nclass Model<T>: Base {}"] {
            #expect(accessors("var count = 0", parent: parent) == "{\n" + expected + "\n}")
        }
    }

    /// The setter is one call to a generic function for standard-library `Equatable` value
    /// types, read from the annotation or a lone literal; it compares through Apple's overloads
    /// otherwise.
    @Test(arguments: [
        ("var count = 0", true), ("var count = -1.5", true), ("var count = \"\"", true), ("var count = false", true),
        ("var count: Int", true), ("var count: Swift.Int = 1", true), ("var count: [String: [Int?]]? = nil", true),
        ("var count: Count = 0", false), ("var count = Count()", false), ("var count: [Count]", false),
        ("var count: Int!", false), ("var count = 1 + 2", false), ("var count: Optional<Int>", false),
        ("var count = nil as Int?", false),
    ])
    func equatableStandardLibraryValuesCompareThroughOneFunction(_ declaration: String, _ recognized: Bool) {
        let expansion = accessors(declaration, parent: "@Observable final class Model {}")
        #expect(expansion?.contains("_$observationSet(\(countIdentity), keyPath: \\.count, _count, newValue) {") == recognized)
        #expect(expansion?.contains("guard shouldNotifyObservers(_count, newValue) else {") == !recognized)
        // Outside an @Observable class, which has no such member, always Apple's overloads.
        #expect(accessors(declaration)?.contains("guard shouldNotifyObservers(_count, newValue) else {") == true)
    }

    @Test func inAClassWithoutObservableTheAccessorsUseKeyPathsAlone() {
        #expect(accessors("var count = 0", parent: "final class Model {}") == "{\n" + countAccessors + "\n}")
        #expect(accessors("var count = 0", parent: "@Observation.Observable final class Model {}") == "{\n" + countAccessors + "\n}")
    }

    @Test func theNumberDependsOnTheNameAloneAndIsNeverZero() {
        #expect(ExpansionTemplates.propertyIdentity("count") == ExpansionTemplates.propertyIdentity("`count`"))
        #expect(ExpansionTemplates.propertyIdentity("count") != ExpansionTemplates.propertyIdentity("counts"))
        #expect(ExpansionTemplates.propertyIdentity("") == 0xcbf2_9ce4_8422_2325)  // the offset basis
        // An 8-byte input whose 64-bit FNV-1a hash is 0 (checked with Python): the guard makes it 1.
        // No identifier is known to hash to 0, so the bytes are given directly.
        #expect(ExpansionTemplates.propertyIdentity(utf8: [0xd5, 0x6b, 0xb9, 0x53, 0x42, 0x87, 0x08, 0x36]) == 1)
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
