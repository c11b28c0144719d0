/// Every piece of text the macros generate, in one place so the generated code can be read and
/// retuned as a whole. It follows Swift 6.3's Observation expansion, with each reference to this
/// package's types spelled `ObservationBackport.` so a file may import both modules, and two
/// changes for speed (see the DocC article "Performance"):
/// - the generated `access` and `withMutation` take the key path as an autoclosure and `_modify`
///   asks the registrar first, so that a read while nobody tracks and a write to an object
///   nobody observes never create a key path (creating one costs more than the whole read);
/// - in an `@Observable` class, each property's accessors also pass the registrar a number
///   derived from the property's name (`propertyIdentity`), through private members the class
///   gets (`identifiedAccess`, `identifiedMutation`, and for `_modify` `identifiedWillModify`,
///   `identifiedDidModify`), so that a repeated read in a scope, and a write next to observers
///   of other properties, are decided without a key path. Those members call the class's own
///   `access`/`withMutation` when it declares them, as Apple's accessors would.
/// Also for compile time: the storage and the registrar are not marked `@ObservationIgnored`,
/// `_modify` spells one key path where Apple's spells three, the setter of a standard-library
/// `Equatable` value is one call (`equatableSet`: the registrar compares, or the class when it
/// declares its own `withMutation` or mentions `shouldNotifyObservers`), and the
/// setters' comparison functions and `identifiedMutation` are generated only when a setter calls
/// them (`ObservableExpansion.SetterComparisons`).
enum ExpansionTemplates {
    static let registrarName = "_$observationRegistrar"
    static let trackedAttribute = "@ObservationBackport.ObservationTracked"
    /// The access modifier the backing storage gets in place of the property's own.
    static let storageAccess = "private"

    // MARK: - @Observable, member role

    /// Without Apple's `@ObservationIgnored`: the compiler applies no member attribute to the
    /// members a macro generates, so the attribute would only cost an (empty) expansion request.
    static func registrar() -> String {
        "private let \(registrarName) = ObservationBackport.ObservationRegistrar()"
    }

    static func accessFunction(type: String, member: String) -> String {
        """
        internal nonisolated func access<\(member)>(
          keyPath: @autoclosure () -> KeyPath<\(type), \(member)>
        ) {
          \(registrarName)._access(self, property: 0, keyPath: keyPath())
        }
        """
    }

    static func withMutationFunction(type: String, member: String, result: String) -> String {
        """
        internal nonisolated func withMutation<\(member), \(result)>(
          keyPath: @autoclosure () -> KeyPath<\(type), \(member)>,
          _ mutation: () throws -> \(result)
        ) rethrows -> \(result) {
          try \(registrarName)._withMutation(of: self, property: 0, keyPath: keyPath(), mutation)
        }
        """
    }

    static let identifiedAccess = "_$observationAccess"
    static let identifiedMutation = "_$observationMutation"
    static let identifiedWillModify = "_$observationWillModify"
    static let identifiedDidModify = "_$observationDidModify"
    static let equatableSet = "_$observationSet"

    /// What a tracked property's getter and `_modify` call: the registrar with the property's
    /// number, or, when the class declares its own `access(keyPath:)`, that function.
    static func identifiedAccessFunction(type: String, member: String, classDeclaresAccess: Bool) -> String {
        """
        private nonisolated func \(identifiedAccess)<\(member)>(
          _ property: UInt64, keyPath: @autoclosure () -> KeyPath<\(type), \(member)>
        ) {
          \(accessCall(classDeclaresAccess: classDeclaresAccess))
        }
        """
    }

    /// The call that tells of a read inside those functions: the registrar with the property's
    /// number, or the class's own `access(keyPath:)`.
    private static func accessCall(classDeclaresAccess: Bool) -> String {
        classDeclaresAccess
            ? "access(keyPath: keyPath())"
            : "\(registrarName)._access(self, property: property, keyPath: keyPath())"
    }

    /// What a tracked property's setter calls: the registrar with the property's number, or,
    /// when the class declares its own `withMutation(keyPath:_:)`, that function. The setter's
    /// mutation neither throws nor returns a value, so this takes `() -> Void`: a result type
    /// and `rethrows` would only give the compiler more to infer in every setter. Always
    /// inlined, so that an unobserved write costs what it cost with the registrar called in the
    /// setter.
    static func identifiedMutationFunction(type: String, member: String, classDeclaresMutation: Bool) -> String {
        let call = classDeclaresMutation
            ? "withMutation(keyPath: keyPath(), mutation)"
            : "\(registrarName)._withMutation(of: self, property: property, keyPath: keyPath(), mutation)"
        return """
            @inline(__always) private nonisolated func \(identifiedMutation)<\(member)>(
              _ property: UInt64, keyPath: @autoclosure () -> KeyPath<\(type), \(member)>,
              _ mutation: () -> Void
            ) {
              \(call)
            }
            """
    }

    /// What a tracked property's `_modify` calls first: the access (as `identifiedAccessFunction`),
    /// then the registrar's `willSet`. One call and one key path where Apple's `_modify` has two
    /// of each: key-path literals are among the costliest code to type-check. Always inlined, so
    /// that an unobserved `+=` costs what it cost with the two calls written in `_modify`.
    static func identifiedWillModifyFunction(type: String, member: String, classDeclaresAccess: Bool) -> String {
        let access = accessCall(classDeclaresAccess: classDeclaresAccess)
        return """
            @inline(__always) private nonisolated func \(identifiedWillModify)<\(member)>(
              _ property: UInt64, keyPath: @autoclosure () -> KeyPath<\(type), \(member)>
            ) -> ObservationBackport._Modification {
              \(access)
              return \(registrarName)._willModify(self, property: property, keyPath: keyPath())
            }
            """
    }

    /// What a tracked property's `_modify` calls last: the registrar's `didSet`, if
    /// `identifiedWillModifyFunction` promised one. It takes no key path: the modification
    /// carries it when the didSet may need it.
    static func identifiedDidModifyFunction() -> String {
        """
        @inline(__always) private nonisolated func \(identifiedDidModify)(_ property: UInt64, _ modification: ObservationBackport._Modification) {
          \(registrarName)._didModify(self, property: property, modification)
        }
        """
    }

    /// The four overloads the `set` accessor picks from statically: Equatable values compare
    /// with `!=`, objects with `!==`, anything else always notifies.
    static func shouldNotifyObserversFunctions(member: () -> String) -> [String] {
        [("", "true"), (": Equatable", "lhs != rhs"), (": AnyObject", "lhs !== rhs"),
         (": Equatable & AnyObject", "lhs != rhs")].map { constraint, comparison in
            let generic = member()
            return """
                private nonisolated func shouldNotifyObservers<\(generic)\(constraint)>(_ lhs: \(generic), _ rhs: \(generic)) -> Bool {
                  \(comparison)
                }
                """
        }
    }

    /// What the setter of a property of a standard-library `Equatable` value type
    /// (`EquatableValueType`) is: one call, given the old and new value and the assignment,
    /// which the registrar's `_set` makes through the mutation when they differ and directly
    /// otherwise, as the setter of any other property does with its `guard`. A `guard`, a
    /// comparison and a call cost the compiler more in every setter, and Apple's four overloads
    /// an overload resolution. With `comparesInClass` (see
    /// `ObservableExpansion.SetterComparisons.equatableSetComparesInClass`) it compares here and
    /// assigns through `identifiedMutation`, which calls the class's own `withMutation`; a class
    /// that mentions `shouldNotifyObservers` compares through the overloads, so that its own is
    /// still chosen where it applies to every `Equatable` type. Always inlined, as
    /// `identifiedMutation`.
    static func equatableSetFunction(
        type: String, member: String, comparesInClass: Bool, classMentionsShouldNotify: Bool
    ) -> String {
        let differ = classMentionsShouldNotify ? "shouldNotifyObservers(oldValue, newValue)" : "oldValue != newValue"
        let body = comparesInClass
            ? """
                  if \(differ) {
                    \(identifiedMutation)(property, keyPath: keyPath(), set)
                  } else {
                    set()
                  }
                """
            : "  \(registrarName)._set(self, property: property, keyPath: keyPath(), oldValue, newValue, set)"
        return """
            @inline(__always) private nonisolated func \(equatableSet)<\(member): Equatable>(
              _ property: UInt64, keyPath: @autoclosure () -> KeyPath<\(type), \(member)>,
              _ oldValue: \(member), _ newValue: \(member), _ set: () -> Void
            ) {
            \(body)
            }
            """
    }

    // MARK: - @Observable, extension role

    /// `nonisolated` keeps the conformance usable outside a global actor; compilers before 6.2
    /// do not know the syntax.
    static func conformanceExtension(attributes: [String], type: String, nonisolatedConformance: Bool) -> String {
        let prefix = attributes.map { $0 + " " }.joined()
        let isolation = nonisolatedConformance ? "nonisolated " : ""
        return "\(prefix)extension \(type): \(isolation)ObservationBackport.Observable {\n}"
    }

    /// The protocol by which ObservationBackport names Apple's `Observation.Observable` (it
    /// refines it), so that the conformance resolves in a file that imports only
    /// ObservationBackport. The compiler lists it by this name when the class lacks it.
    static let appleObservable = "_AppleObservable"

    /// The conformance to Apple's `Observable`, where Apple's Observation exists at run time: it
    /// lets SwiftUI's `@Bindable` and `.environment(_:)` take the model; the registrar forwards
    /// reads and writes to Apple's tracking (`AppleObservationBridge`).
    static func appleConformanceExtension(attributes: [String], type: String, nonisolatedConformance: Bool) -> String {
        let prefix = (attributes + ["@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)"]).map { $0 + " " }.joined()
        let isolation = nonisolatedConformance ? "nonisolated " : ""
        return "\(prefix)extension \(type): \(isolation)ObservationBackport.\(appleObservable) {\n}"
    }

    // MARK: - @ObservationTracked, peer role

    /// Put around the body of each `willSet`/`didSet` moved to the storage, so diagnostics and
    /// `#line` inside it refer to the user's file.
    static func sourceLocation(file: String, line: Int) -> String {
        let escaped = file.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : String($0) }.joined()
        return "\n#sourceLocation(file: \"\(escaped)\", line: \(line))\n"
    }

    static let sourceLocationEnd = "\n#sourceLocation()\n"

    // MARK: - @ObservationTracked, accessor role

    /// `property` is the name as spelled (backticks kept, for the key path); `storage` is the
    /// backing variable. With an `identity` (in an `@Observable` class, which has the members
    /// the accessors then call), the accessors pass it to the registrar; without one (a
    /// property tracked by hand in another class), they call `access`/`withMutation` as Apple's
    /// do, and the registrar knows the property by its key path alone. `equatableValue` (with an
    /// identity) makes the setter one call to `equatableSetFunction`.
    static func accessors(property: String, storage: String, identity: UInt64?, equatableValue: Bool = false) -> String {
        let keyPath = "\\.\(property)"
        let access = identity.map { "\(identifiedAccess)(\(literal($0)), keyPath: \(keyPath))" }
            ?? "access(keyPath: \(keyPath))"
        let mutation = identity.map { "\(identifiedMutation)(\(literal($0)), keyPath: \(keyPath))" }
            ?? "withMutation(keyPath: \(keyPath))"
        let willModify = identity.map { "\(identifiedWillModify)(\(literal($0)), keyPath: \(keyPath))" }
            ?? "\(registrarName)._willModify(self, property: 0, keyPath: \(keyPath))"
        let didModify = identity.map { "\(identifiedDidModify)(\(literal($0)), _$modification)" }
            ?? "\(registrarName)._didModify(self, property: 0, _$modification)"
        let setter = identity.flatMap { equatableValue ? $0 : nil }.map {
            """
              \(equatableSet)(\(literal($0)), keyPath: \(keyPath), \(storage), newValue) {
                \(storage) = newValue
              }
            """
        } ?? """
              guard shouldNotifyObservers(\(storage), newValue) else {
                \(storage) = newValue
                return
              }
              \(mutation) {
                \(storage) = newValue
              }
            """
        // Without an identity the access is its own call, as in Apple's `_modify`.
        let modifyAccess = identity == nil ? "\n  " + access : ""
        return """
            @storageRestrictions(initializes: \(storage))
            init(initialValue) {
              \(storage) = initialValue
            }
            get {
              \(access)
              return \(storage)
            }
            set {
            \(setter)
            }
            _modify {\(modifyAccess)
              let _$modification = \(willModify)
              defer {
                \(didModify)
              }
              yield &\(storage)
            }
            """
    }

    /// The number a property is known by in the registrar: the 64-bit FNV-1a hash of its name
    /// (without backticks), never 0 (which means "known by key path alone"). Names are unique
    /// within a class, so only a hash collision, never seen but possible, makes two properties
    /// one: their observers then also hear of each other's changes.
    static func propertyIdentity(_ name: String) -> UInt64 {
        let bare = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
        return propertyIdentity(utf8: bare.utf8)
    }

    /// `propertyIdentity` of a name's bytes; its own function so that the guard against 0 can be
    /// tested with a known zero-hash input (no short identifier hashes to 0).
    static func propertyIdentity(utf8: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash == 0 ? 1 : hash
    }

    private static func literal(_ identity: UInt64) -> String {
        "0x" + String(identity, radix: 16)
    }

    /// A property without accessors receives a whole accessor block; one with `willSet`/`didSet`
    /// (which move to the storage) receives the accessors alone, as the compiler expects.
    static func accessorBlock(_ accessors: String, replacingObservers: Bool) -> String {
        replacingObservers ? accessors : "{\n" + accessors + "\n}"
    }
}
