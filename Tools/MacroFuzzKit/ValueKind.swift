/// A property type the probes know how to write: a new value, and an in-place mutation when
/// the type has one. `equatable` and `identity` say what Swift's `shouldNotifyObservers`
/// compares, which the programs do not need to know: both engines are run and compared.
struct ValueKind {
    /// As written in a type annotation.
    let type: String
    /// Initializers of this type in the shapes real code has (`NAME` is not used here).
    let initializers: [String]
    /// A different value.
    let newValue: String
    /// A statement mutating the property in place; `$` stands for the property access.
    let inPlace: String?

    static let all: [ValueKind] = [
        ValueKind(
            type: "Int",
            initializers: [
                "0", "1_000", "{ () -> Int in 5 }()", "make { 3 }", "-1", "Int(\"7\") ?? 0",
                "{\n        #if FUZZ_NEVER_DEFINED\n        return 1\n        #else\n        return 2 // }\n        #endif\n    }()",
            ],
            newValue: "42", inPlace: "$ += 1"),
        ValueKind(
            type: "String",
            initializers: [
                #""a{b}//c""#, #""escaped \" quote {""#, ##"#"raw "{" \(not) }"#"##, "\"\"\"\n        multi { line \"\n        \"\"\"",
                #""interpolated \(1 + 2) \("nested \("deep")") }""#, ###"##"has "# inside"##"###, "String(repeating: \"}\", count: 2)",
            ],
            newValue: "\"changed\"", inPlace: "$.append(\"!\")"),
        ValueKind(type: "[Int]", initializers: ["[1, 2]", "[\n        1, // one }\n        2,\n    ]", "[]", "(0..<3).map { $0 * 2 }"], newValue: "[9]", inPlace: "$.append(4)"),
        ValueKind(type: "[String: [Int]]", initializers: ["[\"k{\": [1]]", "[:]"], newValue: "[\"n\": []]", inPlace: "$[\"x\"] = [2]"),
        ValueKind(type: "Set<Int>", initializers: ["[]", "Set([1, 2])"], newValue: "[5]", inPlace: "$.insert(8)"),
        ValueKind(type: "Double?", initializers: ["nil", "2.5e10", "0x1p-3"], newValue: "1.5", inPlace: nil),
        ValueKind(type: "Bool", initializers: ["false", "true"], newValue: "true", inPlace: "$.toggle()"),
        ValueKind(type: "Int!", initializers: ["nil", "3"], newValue: "4", inPlace: nil),
        ValueKind(type: "Point", initializers: ["Point(x: 1, y: 2)", ".origin"], newValue: "Point(x: 3, y: 4)", inPlace: "$.x += 1"),
        ValueKind(type: "Ref", initializers: ["Ref()", "sharedRef"], newValue: "Ref()", inPlace: "$.count += 1"),
        ValueKind(type: "EquatableRef", initializers: ["EquatableRef(1)"], newValue: "EquatableRef(2)", inPlace: nil),
        ValueKind(type: "(Int, String)", initializers: ["(1, \"a\")", "(0, \"}\")"], newValue: "(2, \"b\")", inPlace: "$.0 += 1"),
        ValueKind(
            type: "Pair<Int, String>", initializers: ["Pair<Int, String>(a: 1, b: \"x\")", "Pair(a: 0, b: \"y, z\")"],
            newValue: "Pair<Int, String>(a: 2, b: \"w\")", inPlace: "$.a += 1"),
        ValueKind(
            type: "Router<Home.Destination, Home.Page>", initializers: ["Router<Home.Destination, Home.Page>()"],
            newValue: "Router<Home.Destination, Home.Page>(depth: 1)", inPlace: "$.depth += 1"),
        ValueKind(type: "() -> Int", initializers: ["{ 1 }", "{ () -> Int in\n        // }\n        return 2\n    }"], newValue: "{ 3 }", inPlace: nil),
        ValueKind(type: "() throws(FuzzError) -> Int", initializers: ["{ 1 }"], newValue: "{ throw FuzzError.failed }", inPlace: nil),
        ValueKind(type: "Ref?", initializers: ["nil"], newValue: "sharedRef", inPlace: nil),
    ]
}
