import ConformanceKit

/// Generates `@Observable` classes from a grammar of the shapes real models have: attributes of
/// every kind (with arguments, on their own lines), access modifiers with details and odd
/// spacing, comments and `#if` blocks between members, initializers with generic arguments,
/// closures and every kind of string literal, observed, weak, unowned, optional, tuple and
/// typed-throws closure properties, members `@Observable` leaves alone, nested types,
/// extensions, generic classes and subclasses — and, rarely, shapes neither macro accepts.
public struct ClassGenerator {
    private var random: SeededGenerator
    private var counter = 0
    public let prefix: String

    public init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        prefix = "F\(String(seed, radix: 36))_"
    }

    /// The next class; now and then two, a base and its subclass.
    public mutating func next() -> [ClassShape] {
        let base = makeClass(superclass: nil)
        guard random.chance(10), !base.isFinal else { return [base] }
        var subclass = makeClass(superclass: base.name)
        subclass.superclassIsGeneric = !base.genericClause.isEmpty
        return [base, subclass]
    }

    private mutating func makeClass(superclass: String?) -> ClassShape {
        counter += 1
        let name = "\(prefix)\(counter)"
        var attributes = random.pick(["", "/// A model { with \"quotes\".\n", "// MARK: - Model }\n", "/* block /* nested */ */\n"])
        if random.chance(20) { attributes += "@available(macOS 14, iOS 17, *)\n" }
        if random.chance(15) { attributes += "@MainActor\n" }
        attributes += random.pick(["@Observable\n", "@Observable ", "@Observable // trailing {\n"])
        let memberCount = random.count(1...12)
        var members: [ClassShape.Member] = []
        for index in 0..<memberCount { members.append(member(index, className: name)) }
        let extensionMembers = random.chance(30)
            ? [random.pick(["var extended: Int { 1 }", "func extendedFunction() -> String { \"}\" }", "static let extendedConstant = 1"])]
            : []
        return ClassShape(
            name: name, attributes: attributes, isFinal: superclass != nil || random.chance(50),
            genericClause: superclass == nil && random.chance(10) ? "<Element>" : "", superclass: superclass,
            members: members, extensionMembers: extensionMembers)
    }

    private mutating func member(_ index: Int, className: String) -> ClassShape.Member {
        let roll = random.next() % 100
        if roll < 62 { return storedProperty(index) }
        if roll < 66 { return observedProperty(index) }
        if roll < 70 { return conditionalProperty(index) }
        if roll < 73 { return referenceProperty(index) }
        if roll < 98 { return untrackedMember(index, className: className) }
        return invalidMember(index)
    }

    private mutating func leadingTrivia() -> String {
        random.pick([
            "", "", "\n", "    /// Doc { comment \" with quote.\n", "    // line } comment\n", "    /* block { */\n",
            "    // MARK: - Section\n\n",
        ])
    }

    private mutating func attributes() -> String {
        var attributes: [String] = []
        for attribute in [
            "@available(*, deprecated, message: \"no {\")", "@MainActor", "@SpeziBluetooth",
            "@available(macOS, introduced: 10.15)",
        ] where random.chance(6) {
            attributes.append(attribute)
        }
        return attributes.map { $0 + random.pick([" ", "\n    ", " /* } */ "]) }.joined()
    }

    private mutating func accessModifier() -> String {
        guard random.chance(45) else { return "" }
        return random.pick([
            "public ", "private(set) ", "private (set) ", "fileprivate(set) ", "internal ", "public private(set) ",
            "public  internal(set)  ", "package ", "fileprivate ",
        ])
    }

    private mutating func otherModifiers() -> String {
        random.chance(10) ? random.pick(["final ", "nonisolated(unsafe) ", "dynamic "]) : ""
    }

    private mutating func storedProperty(_ index: Int) -> ClassShape.Member {
        let kind = random.pick(ValueKind.all)
        let name = random.pick(["count", "title", "items", "router", "handler", "value", "state", "café", "selection"]) + "\(index)"
        let initializer = random.pick(kind.initializers)
        var initialization: String?
        var declaration = "    " + leadingTrivia() + attributes() + accessModifier() + otherModifiers() + "var " + name
        if random.chance(60) || Self.needsTypeAnnotation(initializer) { declaration += ": " + kind.type }
        if declaration.hasSuffix(kind.type), random.chance(15) {
            initialization = "\(name) = \(kind.initializers[0])"
        } else {
            declaration += " = " + initializer
        }
        declaration += random.pick(["", "", " // trailing { \"", " /* } */"])
        let probe = ClassShape.Probe(name: name, newValue: kind.newValue, inPlace: kind.inPlace)
        return ClassShape.Member(text: declaration, probe: declaration.contains("@SpeziBluetooth") ? nil : probe, initialization: initialization)
    }

    private mutating func observedProperty(_ index: Int) -> ClassShape.Member {
        let name = "observed\(index)"
        let observers = random.pick([
            " {\n        didSet { fuzzLog(\"didSet \\(oldValue) -> \\(\(name))\") }\n    }",
            " {\n        willSet(next) { fuzzLog(\"willSet { \\(next)\") }\n        didSet { }\n    }",
            " { willSet { _ = newValue } }",
            " {\n        didSet {\n            #if FUZZ_NEVER_DEFINED\n            fuzzLog(\"never\")\n            #else\n            fuzzLog(\"didSet #else\")\n            #endif\n        }\n    }",
        ])
        return ClassShape.Member(
            text: "    " + leadingTrivia() + accessModifier() + "var \(name): Int = 0" + observers,
            probe: .init(name: name, newValue: "5", inPlace: "$ += 1"))
    }

    /// Literals whose type comes from the annotation (`nil`, `[]`, `.origin`, a closure).
    private static func needsTypeAnnotation(_ initializer: String) -> Bool {
        initializer.hasPrefix(".") || ["nil", "[]", "[:]"].contains(initializer)
            || (initializer.hasPrefix("{") && !initializer.hasSuffix("()"))
    }

    /// A property declared differently in an inactive `#if` branch, as platform code does.
    private mutating func conditionalProperty(_ index: Int) -> ClassShape.Member {
        let name = "conditional\(index)"
        return ClassShape.Member(
            text: "    #if FUZZ_NEVER_DEFINED\n    var \(name): String = \"other\"\n    #else\n    var \(name): Int = 0\n    #endif",
            probe: .init(name: name, newValue: "1", inPlace: "$ += 1"))
    }

    private mutating func referenceProperty(_ index: Int) -> ClassShape.Member {
        let name = "reference\(index)"
        if random.chance(50) {
            return ClassShape.Member(
                text: "    weak var \(name): Ref?", probe: .init(name: name, newValue: "sharedRef", inPlace: nil))
        }
        return ClassShape.Member(
            text: "    unowned\(random.pick(["", "(unsafe)", " (unsafe)"])) var \(name): Ref = sharedRef",
            probe: .init(name: name, newValue: "otherRef", inPlace: nil))
    }

    /// Members `@Observable` leaves alone; the ignored one is still probed (it must never fire).
    private mutating func untrackedMember(_ index: Int, className: String) -> ClassShape.Member {
        let texts = [
            "let constant\(index) = \"{\"",
            "static var shared\(index) = 0",
            "class var computedType\(index): Int { 1 }",
            "var computed\(index): Int { 1 }",
            "var computedGetSet\(index): Int {\n        get { 1 }\n        set { _ = newValue }\n    }",
            "func helper\(index)(_ value: Int) -> Int { value }",
            "struct Nested\(index) { var inner = 1 }",
            "enum Kind\(index) { case a, b }",
            "typealias Alias\(index) = [String: Int]",
            "subscript(index\(index): Int) -> Int { index\(index) }",
            "static func make\(index)() -> Int { 1 }",
            "#if FUZZ_NEVER_DEFINED\n    lazy var never\(index) = 0\n    #endif",
            // Helpers the macro would generate, declared by hand: the macro must not add them again.
            "internal nonisolated func access<Member>(\n        keyPath: KeyPath<\(className), Member>\n    ) {\n        _$observationRegistrar.access(self, keyPath: keyPath)\n    }",
            "private nonisolated func shouldNotifyObservers<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool { true }",
            "internal nonisolated func withMutation<Member, MutationResult>(\n        keyPath: KeyPath<\(className), Member>,\n        _ mutation: () throws -> MutationResult\n    ) rethrows -> MutationResult {\n        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)\n    }",
        ]
        if random.chance(25) {
            let name = "ignored\(index)"
            return ClassShape.Member(
                text: "    " + leadingTrivia() + "@ObservationIgnored " + accessModifier() + "var \(name) = 0",
                probe: .init(name: name, newValue: "1", inPlace: "$ += 1"))
        }
        return ClassShape.Member(text: "    " + leadingTrivia() + random.pick(texts), probe: nil)
    }

    /// Shapes Swift's macro rejects (the build fails): ours must reject them too.
    private mutating func invalidMember(_ index: Int) -> ClassShape.Member {
        ClassShape.Member(
            text: "    " + random.pick([
                "lazy var lazy\(index) = 0", "var first\(index) = 1, second\(index) = 2", "@Clamped var clamped\(index) = 0",
            ]),
            probe: nil)
    }
}
