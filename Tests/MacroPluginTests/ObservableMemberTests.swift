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

    /// The generic parameter the `index`th generated function takes (`access` has the first,
    /// `withMutation` the second): the names follow the functions generated.
    private func member(_ index: Int) -> String {
        "$s1f5Model10ObservablefMm_6MemberfMu\(index == 0 ? "" : String(index - 1))_"
    }

    /// The four overloads, with the generic parameters from `first` on.
    private func notifyOverloads(from first: Int = 2) -> [String] {
        let (a, b, c, d) = (member(first), member(first + 1), member(first + 2), member(first + 3))
        return [
            "private nonisolated func shouldNotifyObservers<\(a)>(_ lhs: \(a), _ rhs: \(a)) -> Bool {\n  true\n}",
            "private nonisolated func shouldNotifyObservers<\(b): Equatable>(_ lhs: \(b), _ rhs: \(b)) -> Bool {\n  lhs != rhs\n}",
            "private nonisolated func shouldNotifyObservers<\(c): AnyObject>(_ lhs: \(c), _ rhs: \(c)) -> Bool {\n  lhs !== rhs\n}",
            "private nonisolated func shouldNotifyObservers<\(d): Equatable & AnyObject>(_ lhs: \(d), _ rhs: \(d)) -> Bool {\n  lhs != rhs\n}",
        ]
    }

    private var notifyAlways: String { notifyOverloads()[0] }
    private var notifyObject: String { notifyOverloads()[2] }

    /// The three generic private members, with their generic parameters from `first` on, and
    /// `_$observationDidModify`, which has none. Without `mutation` (no setter calls
    /// `_$observationMutation`), `_$observationWillModify` takes the parameter after the access's.
    private func identified(from first: Int = 6, mutation hasMutation: Bool = true) -> (access: String, mutation: String, willModify: String, didModify: String) {
        let (a, m, w) = (member(first), member(first + 1), member(hasMutation ? first + 2 : first + 1))
        return (
            """
            private nonisolated func _$observationAccess<\(a)>(
              _ property: UInt64, keyPath: @autoclosure () -> KeyPath<Model, \(a)>
            ) {
              _$observationRegistrar._access(self, property: property, keyPath: keyPath())
            }
            """,
            """
            @inline(__always) private nonisolated func _$observationMutation<\(m)>(
              _ property: UInt64, keyPath: @autoclosure () -> KeyPath<Model, \(m)>,
              _ mutation: () -> Void
            ) {
              _$observationRegistrar._withMutation(of: self, property: property, keyPath: keyPath(), mutation)
            }
            """,
            """
            @inline(__always) private nonisolated func _$observationWillModify<\(w)>(
              _ property: UInt64, keyPath: @autoclosure () -> KeyPath<Model, \(w)>
            ) -> ObservationBackport._Modification {
              _$observationRegistrar._access(self, property: property, keyPath: keyPath())
              return _$observationRegistrar._willModify(self, property: property, keyPath: keyPath())
            }
            """,
            """
            @inline(__always) private nonisolated func _$observationDidModify(_ property: UInt64, _ modification: ObservationBackport._Modification) {
              _$observationRegistrar._didModify(self, property: property, modification)
            }
            """
        )
    }

    /// `_$observationSet` as most classes get it: the registrar compares and assigns.
    private func equatableSet(_ index: Int) -> String {
        let e = member(index)
        return """
            @inline(__always) private nonisolated func _$observationSet<\(e): Equatable>(
              _ property: UInt64, keyPath: @autoclosure () -> KeyPath<Model, \(e)>,
              _ oldValue: \(e), _ newValue: \(e), _ set: () -> Void
            ) {
              _$observationRegistrar._set(self, property: property, keyPath: keyPath(), oldValue, newValue, set)
            }
            """
    }

    /// `_$observationSet` comparing in the class, with `differ`, and assigning through
    /// `_$observationMutation` (which calls the class's own `withMutation` if it has one).
    private func equatableSetComparingInClass(_ index: Int, differ: String) -> String {
        equatableSet(index).replacingOccurrences(
            of: "  _$observationRegistrar._set(self, property: property, keyPath: keyPath(), oldValue, newValue, set)",
            with: "  if \(differ) {\n    _$observationMutation(property, keyPath: keyPath(), set)\n  } else {\n    set()\n  }")
    }

    /// When the class has a `shouldNotifyObservers` of its own, the comparison goes through the
    /// overloads, which include it.
    private func equatableSetThroughOverloads(_ index: Int) -> String {
        equatableSetComparingInClass(index, differ: "shouldNotifyObservers(oldValue, newValue)")
    }

    private func members(_ declaration: String) -> String? {
        let harness = PluginHarness()
        return harness.expand(.observable, "member", declaration).source
    }

    @Test func aClassGetsTheRegistrarAndAllHelpers() {
        let helpers = identified()
        let all = [registrar, access, withMutation] + notifyOverloads() + [
            helpers.access, helpers.mutation, helpers.willModify, helpers.didModify, equatableSet(9),
        ]
        let declaration = "\n/// A model.\n@Observable\nfinal class Model {\n  var count = 0\n  var item: Item\n}"
        #expect(members(declaration) == all.joined(separator: "\n\n"))
    }

    /// A setter calls the generic `_$observationSet` or compares through the overloads, by the
    /// property's type (`EquatableValueType`); a function no setter calls is not generated.
    @Test func onlyTheComparisonsTheSettersUseAreGenerated() {
        let helpers = identified(from: 2, mutation: false)
        let equatableOnly = [registrar, access, withMutation, helpers.access, helpers.willModify, helpers.didModify]
        #expect(
            members("@Observable final class Model {\n  var count = 0\n  var name: String?\n  let id: Item\n}")
                == (equatableOnly + [equatableSet(4)]).joined(separator: "\n\n"))
        let others = identified()
        #expect(
            members("@Observable final class Model {\n  var item: Item\n  var items = [Item]()\n}")
                == ([registrar, access, withMutation] + notifyOverloads()
                    + [others.access, others.mutation, others.willModify, others.didModify]).joined(separator: "\n\n"))
    }

    /// The declaration after a property ends its type: a nested type's or an initializer's body
    /// is not read as the property's accessors (which would make it computed, and untracked).
    @Test func thePropertysTypeIsReadUpToTheNextDeclaration() {
        for next in ["class Nested {}", "init() {}", "deinit {}", "struct S {}", "subscript(i: Int) -> Int { i }", "@MainActor func f() {}"] {
            let expansion = members("@Observable final class Model {\n  var item: Item\n  \(next)\n}")
            #expect(expansion?.contains("func shouldNotifyObservers") == true, "followed by \(next)")
            #expect(expansion?.contains("_$observationSet") == false, "followed by \(next)")
        }
    }

    /// Members in `#if` blocks are not read: both comparisons are generated.
    @Test func conditionalBlocksKeepBothComparisons() {
        let expansion = members("@Observable final class Model {\n  #if DEBUG\n  var item = Item()\n  #endif\n}")
        #expect(expansion?.contains("func shouldNotifyObservers") == true)
        #expect(expansion?.contains("_$observationSet") == true)
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
        let helpers = identified()
        let ownAccess = helpers.access.replacingOccurrences(
            of: "_$observationRegistrar._access(self, property: property, keyPath: keyPath())", with: "access(keyPath: keyPath())")
        let ownAccessBeforeModify = helpers.willModify.replacingOccurrences(
            of: "_$observationRegistrar._access(self, property: property, keyPath: keyPath())", with: "access(keyPath: keyPath())")
        #expect(ownAccess != helpers.access && ownAccessBeforeModify != helpers.willModify)
        let expected = [
            withMutation, notifyAlways, notifyObject, ownAccess, helpers.mutation, ownAccessBeforeModify, helpers.didModify,
        ]
        #expect(members(declaration) == expected.joined(separator: "\n\n"))
    }

    /// A class with its own `withMutation(keyPath:_:)` gets it called by every setter: its
    /// `_$observationSet` compares in the class and assigns through `_$observationMutation`,
    /// which calls it, instead of through the registrar's `_set`.
    @Test func aClassWithItsOwnWithMutationHasItCalledByEquatableSetters() {
        let declaration = """
            @Observable final class Model {
              internal nonisolated func withMutation<M, R>(keyPath: KeyPath<Model, M>, _ mutation: () throws -> R) rethrows -> R {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
              }
              var count = 0
            }
            """
        let helpers = identified(from: 2)
        let ownMutation = helpers.mutation.replacingOccurrences(
            of: "_$observationRegistrar._withMutation(of: self, property: property, keyPath: keyPath(), mutation)",
            with: "withMutation(keyPath: keyPath(), mutation)")
        #expect(ownMutation != helpers.mutation)
        let expected = [
            registrar, access, helpers.access, ownMutation, helpers.willModify, helpers.didModify,
            equatableSetComparingInClass(5, differ: "oldValue != newValue"),
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
        let helpers = identified()
        let all = [access, withMutation] + notifyOverloads() + [
            helpers.access, helpers.mutation, helpers.willModify, helpers.didModify, equatableSetThroughOverloads(9),
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
