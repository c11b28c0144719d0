import Testing
@testable import ObservationMacroSupport

/// The member-attribute role decides which members `@Observable` tracks.
@Suite struct MemberAttributeTests {
    private let tracked = "@ObservationBackport.ObservationTracked"

    private func attribute(_ member: String, in parent: String = "@Observable final class Model {}") -> String? {
        let harness = PluginHarness()
        return harness.expand(.observable, "memberAttribute", member, parent: parent).source
    }

    @Test(arguments: [
        "var count = 0",
        "\n  /// Doc comment.\n  var count: Int = 0 // trailing comment",
        "weak var delegate: AnyObject?",
        "unowned var owner: Owner",
        "unowned(unsafe) var owner: Owner",
        "var value: Int!",
        "var name: String?",
        "private(set) var count = 0",
        "public private(set) var count = 0",
        "final var count = 0",
        "@MainActor var count = 0",
        "nonisolated(unsafe) var count = 0",
        "var count = 0 { didSet { print(count) } }",
        "var count: Int = 0 {\n  willSet { }\n}",
        "var `default` = 1",
        "var café = 1",
        "var handler = { (x: Int) -> Int in x }",
        "var numbers = [1, 2].map { $0 * 2 }",
        "dynamic var count = 0",
        "private (set) var count = 0",
        "public  private  (set)  var count = 0",
        "unowned (unsafe) var owner: Owner",
        "@SpeziBluetooth var devices: Set<UUID> = []",
        "var router = Router<Home.Destination, Home.Page>()",
        "var cache = Dictionary<String, [Int]>.init()",
        "var pair = Pair<A, B>.make(1, 2)",
        "var nested = Outer<Inner<A, B>, C>(x: 1)",
        "var optionalBox = Box<A, B>?.none",
        "var isSmall = count < limit",
        "var tuple = (a < b, c > d)",
        "var choice = a < b ? 1 : 2",
        "var shifted = a << 2",
    ])
    func storedInstanceVariablesAreTracked(_ member: String) {
        #expect(attribute(member) == tracked)
    }

    @Test(arguments: [
        "let constant = 1",
        "static var shared = 1",
        "class var shared: Int { 1 }",
        "var computed: Int { 1 }",
        "var computed: Int { get { 1 } set { } }",
        "@ObservationIgnored var ignored = 1",
        "@ObservationBackport.ObservationIgnored var ignored = 1",
        "@ObservationTracked var already = 1",
        "var (a, b) = (1, 2)",
        "override var inherited: Int { didSet { } }",
        "func f() {}",
        "init() {}",
        "struct Nested { var x = 1 }",
    ])
    func otherMembersAreLeftAlone(_ member: String) {
        #expect(attribute(member) == "")
    }

    @Test(arguments: ["@Observable struct S {}", "@Observable enum E {}", "@Observable actor A {}"])
    func membersOfInvalidTypesAreLeftAloneSoTheTypeErrorIsTheOnlyOne(_ parent: String) {
        #expect(attribute("var x = 1", in: parent) == "")
    }

    /// Compilers from 6.0 send the lexical context; without one, the member is tracked (the
    /// member role still rejects a type that is not a class, so nothing goes unreported).
    @Test func withoutALexicalContextAStoredPropertyIsTracked() {
        #expect(PluginHarness().expand(.observable, "memberAttribute", "var x = 1").source == tracked)
    }
}
