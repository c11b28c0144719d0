import Testing
@testable import ObservationMacroSupport

/// The member role: the registrar and helpers of Swift 6.3's expansion, with generic parameter
/// names made unique from the discriminator and this package's registrar type; `access` and
/// `withMutation` take the key path as an autoclosure (created only when tracked or observed),
/// and two private members pass the tracked accessors' property numbers to the registrar.
@Suite struct ObservableMemberTests {
    private let registrar = """
        private let _$observationRegistrar = ObservationBackport.ObservationRegistrar()
        """

    private let access = #"""
        internal nonisolated func access<$s1f5Model10ObservablefMm_6MemberfMu_>(
          keyPath: @autoclosure () -> KeyPath<Model, $s1f5Model10ObservablefMm_6MemberfMu_>
        ) {
          _$observationRegistrar._access(self, property: 0, keyPath: keyPath())
        }
        """#

    private let withMutation = #"""
        internal nonisolated func withMutation<$s1f5Model10ObservablefMm_6MemberfMu0_, $s1f5Model10ObservablefMm_14MutationResultfMu_>(
          keyPath: @autoclosure () -> KeyPath<Model, $s1f5Model10ObservablefMm_6MemberfMu0_>,
          _ mutation: () throws -> $s1f5Model10ObservablefMm_14MutationResultfMu_
        ) rethrows -> $s1f5Model10ObservablefMm_14MutationResultfMu_ {
          try _$observationRegistrar._withMutation(of: self, property: 0, keyPath: keyPath(), mutation)
        }
        """#

    private let notifyAlways = #"""
        private nonisolated func shouldNotifyObservers<$s1f5Model10ObservablefMm_6MemberfMu1_>(_ lhs: $s1f5Model10ObservablefMm_6MemberfMu1_, _ rhs: $s1f5Model10ObservablefMm_6MemberfMu1_) -> Bool {
          true
        }
        """#

    private let notifyEquatable = #"""
        private nonisolated func shouldNotifyObservers<$s1f5Model10ObservablefMm_6MemberfMu2_: Equatable>(_ lhs: $s1f5Model10ObservablefMm_6MemberfMu2_, _ rhs: $s1f5Model10ObservablefMm_6MemberfMu2_) -> Bool {
          lhs != rhs
        }
        """#

    private let notifyObject = #"""
        private nonisolated func shouldNotifyObservers<$s1f5Model10ObservablefMm_6MemberfMu3_: AnyObject>(_ lhs: $s1f5Model10ObservablefMm_6MemberfMu3_, _ rhs: $s1f5Model10ObservablefMm_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }
        """#

    private let notifyEquatableObject = #"""
        private nonisolated func shouldNotifyObservers<$s1f5Model10ObservablefMm_6MemberfMu4_: Equatable & AnyObject>(_ lhs: $s1f5Model10ObservablefMm_6MemberfMu4_, _ rhs: $s1f5Model10ObservablefMm_6MemberfMu4_) -> Bool {
          lhs != rhs
        }
        """#

    private let identifiedAccess = #"""
        private nonisolated func _$observationAccess<$s1f5Model10ObservablefMm_6MemberfMu5_>(
          _ property: UInt64, keyPath: @autoclosure () -> KeyPath<Model, $s1f5Model10ObservablefMm_6MemberfMu5_>
        ) {
          _$observationRegistrar._access(self, property: property, keyPath: keyPath())
        }
        """#

    private let identifiedMutation = #"""
        @inline(__always) private nonisolated func _$observationMutation<$s1f5Model10ObservablefMm_6MemberfMu6_>(
          _ property: UInt64, keyPath: @autoclosure () -> KeyPath<Model, $s1f5Model10ObservablefMm_6MemberfMu6_>,
          _ mutation: () -> Void
        ) {
          _$observationRegistrar._withMutation(of: self, property: property, keyPath: keyPath(), mutation)
        }
        """#

    private let identifiedWillModify = #"""
        @inline(__always) private nonisolated func _$observationWillModify<$s1f5Model10ObservablefMm_6MemberfMu7_>(
          _ property: UInt64, keyPath: @autoclosure () -> KeyPath<Model, $s1f5Model10ObservablefMm_6MemberfMu7_>
        ) -> ObservationBackport._Modification {
          _$observationRegistrar._access(self, property: property, keyPath: keyPath())
          return _$observationRegistrar._willModify(self, property: property, keyPath: keyPath())
        }
        """#

    private let identifiedDidModify = #"""
        @inline(__always) private nonisolated func _$observationDidModify<$s1f5Model10ObservablefMm_6MemberfMu8_>(
          _ property: UInt64, keyPath: @autoclosure () -> KeyPath<Model, $s1f5Model10ObservablefMm_6MemberfMu8_>,
          _ modification: ObservationBackport._Modification
        ) {
          _$observationRegistrar._didModify(self, property: property, keyPath: keyPath(), modification)
        }
        """#

    private let equatableShouldNotify = #"""
        private nonisolated func _$observationShouldNotify<$s1f5Model10ObservablefMm_6MemberfMu9_: Equatable>(_ lhs: $s1f5Model10ObservablefMm_6MemberfMu9_, _ rhs: $s1f5Model10ObservablefMm_6MemberfMu9_) -> Bool {
          lhs != rhs
        }
        """#

    /// When the class has a `shouldNotifyObservers` of its own, the comparison goes through the
    /// overloads, which include it.
    private var equatableShouldNotifyThroughOverloads: String {
        equatableShouldNotify.replacingOccurrences(of: "  lhs != rhs", with: "  shouldNotifyObservers(lhs, rhs)")
    }

    private func members(_ declaration: String) -> String? {
        let harness = PluginHarness()
        return harness.expand(.observable, "member", declaration).source
    }

    @Test func aClassGetsTheRegistrarAndAllHelpers() {
        let all = [
            registrar, access, withMutation, notifyAlways, notifyEquatable, notifyObject, notifyEquatableObject,
            identifiedAccess, identifiedMutation, identifiedWillModify, identifiedDidModify, equatableShouldNotify,
        ]
        #expect(members("\n/// A model.\n@Observable\nfinal class Model {\n  var count = 0\n}") == all.joined(separator: "\n\n"))
    }

    @Test func genericClassesAreReferredToByTheirBareName() {
        let expansion = members("@Observable class Model<Element: Hashable>: Base where Element: Sendable { var x = 1 }")
        #expect(expansion?.contains("keyPath: @autoclosure () -> KeyPath<Model, $s1f5Model10ObservablefMm_6MemberfMu_>") == true)
    }

    @Test func membersTheClassDeclaresAreNotGeneratedAgain() {
        let declaration = """
            @Observable final class Model {
              @ObservationIgnored private let _$observationRegistrar = ObservationBackport.ObservationRegistrar()
              internal nonisolated func access<M>(keyPath: KeyPath<Model, M>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
              }
              private func shouldNotifyObservers<T: Equatable>(_ a: T, _ b: T) -> Bool { a != b }
            }
            """
        // Constrained generics compare as `some Constraint`, so the user's Equatable overload also
        // stands for the `Equatable & AnyObject` one, as in Swift's Observation. The getters then
        // call the class's own `access`, as Apple's do.
        let ownAccess = identifiedAccess.replacingOccurrences(
            of: "_$observationRegistrar._access(self, property: property, keyPath: keyPath())", with: "access(keyPath: keyPath())")
        let ownAccessBeforeModify = identifiedWillModify.replacingOccurrences(
            of: "_$observationRegistrar._access(self, property: property, keyPath: keyPath())", with: "access(keyPath: keyPath())")
        #expect(ownAccess != identifiedAccess && ownAccessBeforeModify != identifiedWillModify)
        let expected = [
            withMutation, notifyAlways, notifyObject, ownAccess, identifiedMutation, ownAccessBeforeModify, identifiedDidModify,
            equatableShouldNotifyThroughOverloads,
        ]
        #expect(members(declaration) == expected.joined(separator: "\n\n"))
    }

    @Test func functionsWithOtherSignaturesOrInConditionalBlocksDoNotCount() {
        let declaration = """
            @Observable class Model {
              func withMutation(_ value: Int) {}
              static func access<M>(keyPath: KeyPath<Model, M>) {}
              var _$observationRegistrar: Int { 0 } // a computed one counts: same name
              #if DEBUG
              func shouldNotifyObservers<T>(_ a: T, _ b: T) -> Bool { true }
              #endif
            }
            """
        let all = [
            access, withMutation, notifyAlways, notifyEquatable, notifyObject, notifyEquatableObject, identifiedAccess,
            identifiedMutation, identifiedWillModify, identifiedDidModify, equatableShouldNotifyThroughOverloads,
        ]
        #expect(members(declaration) == all.joined(separator: "\n\n"))
    }

    @Test func nestedTypesAndStaticMembersDoNotHideInstanceMembers() {
        let declaration = """
            @Observable class Model {
              class Nested { func access<M>(keyPath: KeyPath<Model, M>) {} }
              static let _$observationRegistrar = 0
            }
            """
        #expect(members(declaration)?.hasPrefix(registrar + "\n\n" + access) == true)
    }
}
