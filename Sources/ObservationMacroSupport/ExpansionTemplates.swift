/// Every piece of text the macros generate, in one place so the generated code can be read and
/// retuned as a whole. It follows Swift 6.3's Observation expansion, with each reference to this
/// package's types spelled `ObservationBackport.` so a file may import both modules, and one
/// change for speed: the generated `access` and `withMutation` take the key path as an
/// autoclosure and `_modify` asks the registrar first, so that a read while nobody tracks and a
/// write to an object nobody observes never create a key path (creating one costs more than the
/// whole read; see the README's performance section). Call sites read the same as Apple's.
enum ExpansionTemplates {
    static let registrarName = "_$observationRegistrar"
    static let ignoredAttribute = "@ObservationBackport.ObservationIgnored"
    static let trackedAttribute = "@ObservationBackport.ObservationTracked"
    /// The access modifier the backing storage gets in place of the property's own.
    static let storageAccess = "private"

    // MARK: - @Observable, member role

    static func registrar() -> String {
        "\(ignoredAttribute) private let \(registrarName) = ObservationBackport.ObservationRegistrar()"
    }

    static func accessFunction(type: String, member: String) -> String {
        """
        internal nonisolated func access<\(member)>(
          keyPath: @autoclosure () -> KeyPath<\(type), \(member)>
        ) {
          \(registrarName)._access(self, keyPath: keyPath())
        }
        """
    }

    static func withMutationFunction(type: String, member: String, result: String) -> String {
        """
        internal nonisolated func withMutation<\(member), \(result)>(
          keyPath: @autoclosure () -> KeyPath<\(type), \(member)>,
          _ mutation: () throws -> \(result)
        ) rethrows -> \(result) {
          try \(registrarName)._withMutation(of: self, keyPath: keyPath(), mutation)
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
    /// backing variable.
    static func accessors(property: String, storage: String) -> String {
        """
        @storageRestrictions(initializes: \(storage))
        init(initialValue) {
          \(storage) = initialValue
        }
        get {
          access(keyPath: \\.\(property))
          return \(storage)
        }
        set {
          guard shouldNotifyObservers(\(storage), newValue) else {
            \(storage) = newValue
            return
          }
          withMutation(keyPath: \\.\(property)) {
            \(storage) = newValue
          }
        }
        _modify {
          access(keyPath: \\.\(property))
          let _$modification = \(registrarName)._willModify(self, keyPath: \\.\(property))
          defer {
            \(registrarName)._didModify(self, keyPath: \\.\(property), _$modification)
          }
          yield &\(storage)
        }
        """
    }

    /// A property without accessors receives a whole accessor block; one with `willSet`/`didSet`
    /// (which move to the storage) receives the accessors alone, as the compiler expects.
    static func accessorBlock(_ accessors: String, replacingObservers: Bool) -> String {
        replacingObservers ? accessors : "{\n" + accessors + "\n}"
    }
}
