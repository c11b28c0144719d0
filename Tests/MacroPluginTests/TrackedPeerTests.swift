import Testing
@testable import ObservationMacroSupport

/// The peer role: the backing storage is the declaration's own text with `private` added
/// (no `@ObservationIgnored`: the compiler applies no member attribute to generated members), access modifiers removed and the name prefixed — everything else byte
/// for byte.
@Suite struct TrackedPeerTests {
    private func peer(_ declaration: String) -> String? {
        let harness = PluginHarness()
        return harness.expand(.tracked, "peer", declaration).source
    }

    @Test func accessModifiersBecomePrivate() {
        #expect(peer("public var count: Int = 0") == "private var _count: Int = 0")
        #expect(peer("public private(set) var count = 0") == "private var _count = 0")
        #expect(peer("open internal(set) var count = 0") == "private var _count = 0")
        #expect(peer("package var count = 0") == "private var _count = 0")
        #expect(peer("private (set) var count = 0") == "private var _count = 0")
    }

    @Test func otherModifiersAndAttributesStay() {
        #expect(peer("weak var delegate: AnyObject?") == "private weak var _delegate: AnyObject?")
        #expect(peer("unowned(unsafe) var owner: Owner") == "private unowned(unsafe) var _owner: Owner")
        #expect(peer("@MainActor final var count = 0") == "@MainActor private final var _count = 0")
        #expect(peer("nonisolated(unsafe) var count = 0") == "private nonisolated(unsafe) var _count = 0")
        #expect(peer("@available(*, deprecated) var count = 0") == "@available(*, deprecated) private var _count = 0")
    }

    @Test func anExplicitObservationTrackedIsNotCopied() {
        #expect(peer("@ObservationTracked var count = 0") == "private var _count = 0")
    }

    @Test func commentsInTheLeadingTriviaSurviveAndTrailingTriviaIsDropped() {
        #expect(peer("\n\n    /// The count.\n    /* block */\n    var count = 0 // trailing") ==
            "/// The count.\n    /* block */\n    private var _count = 0")
    }

    @Test(arguments: [
        #" = "a{b}//c""#,
        #" = "quote \" and \(f("}")) interpolation""#,
        ##" = #"raw "{" \(not) }"#"##,
        " = \"\"\"\n    multi { line\n    \"\"\"",
        " = [\n      1, // one\n      2,\n    ]",
        ": [String: Int] = [\"a\": 1, \"b\": 2]",
        " = { (x: Int) -> Int in\n      x + 1\n    }",
        " = makeList { $0 * 2 }",
        ": (Int) -> Void = { _ in }",
        ": Dictionary<String, Array<Int>> = [:]",
        #" = #/a{2}/#"#,
        ": Int! = nil",
        " = Router<Home.Destination, Home.Page>()",
        " = Outer<Inner<A, B>, C>(x: 1) { $0 }",
    ])
    func initializersAndTypesAreKeptExactly(_ rest: String) {
        #expect(peer("var value" + rest) == "private var _value" + rest)
    }

    @Test func observersMoveToTheStorageWithTheirSourceLocation() {
        let declaration = "var count = 0 {\n    willSet { print(\"will\", newValue) }\n    didSet {\n      print(oldValue)\n    }\n  }"
        #expect(peer(declaration) == """
            private var _count = 0 {
                willSet {
            #sourceLocation(file: "f.swift", line: 2)
             print("will", newValue) 
            #sourceLocation()
            }
                didSet {
            #sourceLocation(file: "f.swift", line: 3)

                  print(oldValue)
                
            #sourceLocation()
            }
              }
            """)
    }

    @Test func namesKeepTheirSpelling() {
        #expect(peer("var `default` = 1") == "private var `_default` = 1")
        #expect(peer("var café = 1") == "private var _café = 1")
    }

    @Test(arguments: ["let x = 1", "static var x = 1", "var x: Int { 1 }", "lazy var x = 1", "var a = 1, b = 2"])
    func untrackedOrInvalidShapesGetNoPeerAndNoError(_ declaration: String) {
        let harness = PluginHarness()
        let answer = harness.expand(.tracked, "peer", declaration)
        #expect(answer.source == "")
        #expect(answer.diagnostics.isEmpty)
    }
}
