/// Random stored-property declarations for the fuzz test, built from parts so the expected
/// expansion can be assembled from the same parts (not from the code under test).
struct DeclarationGenerator {
    struct Declaration {
        var leadingTrivia = ""
        var attributes: [String] = []
        var accessModifier: String?
        var otherModifiers: [String] = []
        var name = ""
        /// `: Type`, `= initializer`, ` { observers }`, each with its leading space, or empty.
        var type = ""
        var initializer = ""
        /// ` { willSet { … } didSet { … } }`: text pieces and the contents of accessor bodies.
        var observerParts: [ObserverPart] = []
        var trailingTrivia = ""

        enum ObserverPart {
            case text(String)
            case body(String)
        }

        var observers: String { observerText(sourceLocationLine: nil) }

        /// The observers; with `sourceLocationLine` (the line the observers start on), with the
        /// `#sourceLocation` directives the storage's copy gets around each body.
        private func observerText(sourceLocationLine: Int?) -> String {
            var text = ""
            var line = sourceLocationLine ?? 0
            for part in observerParts {
                switch part {
                case .text(let piece):
                    text += piece
                    line += piece.filter { $0 == "\n" }.count
                case .body(let content):
                    if sourceLocationLine != nil {
                        text += "{\n#sourceLocation(file: \"f.swift\", line: \(line))\n" + content + "\n#sourceLocation()\n}"
                    } else {
                        text += "{" + content + "}"
                    }
                    line += content.filter { $0 == "\n" }.count
                }
            }
            return text
        }

        var text: String { head + observers + trailingTrivia }

        /// Everything before the observers.
        private var head: String {
            let modifiers = ([accessModifier].compactMap { $0 } + otherModifiers).map { $0 + " " }.joined()
            return leadingTrivia + attributes.map { $0 + " " }.joined() + modifiers + "var " + name + type + initializer
        }

        var storageName: String { name.hasPrefix("`") ? "`_" + name.dropFirst() : "_" + name }

        /// The peer the macro must produce: comments kept, `private` before
        /// the modifiers, the access modifier gone, everything after the name unchanged.
        var expectedPeer: String {
            let comments = leadingTrivia.drop { $0 == " " || $0 == "\n" }
            let observersLine = 1 + head.filter { $0 == "\n" }.count
            return comments + attributes.map { $0 + " " }.joined() + "private "
                + otherModifiers.map { $0 + " " }.joined() + "var " + storageName + type + initializer
                + observerText(sourceLocationLine: observersLine)
        }
    }

    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64: a fixed seed gives the same declarations on every run.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
    private mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }

    mutating func declaration() -> Declaration {
        var declaration = Declaration()
        declaration.leadingTrivia = pick(["", "\n    ", "\n    /// Doc { comment.\n    ", "\n  // line \" comment\n  ", "/* block /* nested */ } */ "])
        for attribute in ["@MainActor", "@available(*, deprecated, message: \"no {\")", "@objc", "@CustomActor"] where chance(20) {
            declaration.attributes.append(attribute)
        }
        if chance(50) { declaration.accessModifier = pick(["public", "private(set)", "internal", "fileprivate", "package", "open"]) }
        if chance(30) { declaration.otherModifiers.append(pick(["final", "weak", "nonisolated(unsafe)", "dynamic", "unowned(unsafe)"])) }
        declaration.name = pick(["count", "café", "π", "名前", "𝒳value", "`default`", "`class`", "_private", "value2", "a"])
        if chance(60) { declaration.type = ": " + type(depth: 0) }
        if declaration.type.isEmpty || chance(70) { declaration.initializer = " = " + expression(depth: 0) }
        if chance(25) {
            declaration.observerParts = pick([
                [.text(" {\n        willSet "), .body(" print(\"{\", newValue) "), .text("\n    }")],
                [.text(" {\n        didSet "), .body("\n            // }\n            print(oldValue) // \"\n        "), .text("\n    }")],
                [.text(" { willSet(next) "), .body(" _ = next "), .text(" didSet "), .body(" "), .text(" }")],
            ])
        }
        declaration.trailingTrivia = pick(["", " ", " // trailing { \"", " /* } */"])
        return declaration
    }

    private mutating func type(depth: Int) -> String {
        guard depth < 3, chance(50) else { return pick(["Int", "String", "Double", "Any", "Model"]) }
        let inner = type(depth: depth + 1)
        return pick([
            "[\(inner)]", "[String: \(inner)]", "\(inner)?", "\(inner)!", "Dictionary<String, Array<\(inner)>>",
            "(\(inner), Int)", "(\(inner)) -> Void", "Set<\(inner)>", "@Sendable () -> \(inner)",
        ])
    }

    private mutating func expression(depth: Int) -> String {
        guard depth < 3, chance(55) else { return literal() }
        let inner = expression(depth: depth + 1)
        let other = expression(depth: depth + 1)
        return pick([
            "[\(inner), \(other)]",
            "[\n        \(inner), // element }\n        \(other),\n    ]",
            "[\"key {\": \(inner)]",
            "{ (x: Int) -> Int in x }",
            "{\n        // { not code\n        \(inner)\n    }()",
            "make(\(inner)) { $0 }",
            "(\(inner), \(other))",
            "\(inner) + \(other)",
            "f(label: \(inner), \(other))",
            "\"prefix \\(\(singleLineLiteral())) suffix\"",
        ])
    }

    private mutating func literal() -> String {
        chance(80) ? singleLineLiteral() : pick([
            "\"\"\"\n        multi { line\n        with \"quotes\" and \\(interpolation)\n        \"\"\"",
            ##"#"""\#n    raw multi "{"\#n    """#"##,
        ])
    }

    private mutating func singleLineLiteral() -> String {
        pick([
            "0", "1_000", "0x1p-3", "2.5e10", "-1", "nil", "true", ".none",
            #""plain""#, #""braces { } and // slashes""#, #""escaped \" quote {""#,
            #""interpolated \(f("}")) \("nested \("deep")")""#,
            ##"#"raw "quoted" \(not) {"#"##, ###"##"has "# inside"##"###,
            "#/a{2}/#", "\"\"", "[]", "[:]", "Model()", "`default`",
        ])
    }
}
