/// A construct whose runtime support is newer than some OS the package deploys to, as listed by
/// the compiler's runtime feature table (swiftlang/swift `include/swift/AST/FeatureAvailability.def`)
/// and the availability of standard library API. The compiler checks these only when it builds
/// for an Apple platform; on Linux nothing does, hence this guard.
///
/// Rules read text, not types, so each finds its construct where it is spelled out: a type
/// erased to `Any` through a variable or a generic parameter is beyond them (the Apple-SDK
/// type-check catches those).
struct RuntimeFeatureRule: Sendable {
    let name: String
    let runtime: SwiftRuntime
    /// One line: what needs the newer runtime and what to do instead.
    let explanation: String
    /// Code that breaks the rule, for the guard's own tests.
    let example: String
    /// The offsets in `code` where the construct appears.
    let find: @Sendable (CodeText, Brackets) -> [Int]

    static let all: [RuntimeFeatureRule] = [
        RuntimeFeatureRule(
            name: "variadic generic type", runtime: .swift5_9,
            explanation: "a type generic over a parameter pack (`struct X<each T>`) needs variadic generic metadata; "
                + "keep the pack in a function and store `(repeat each T)` in a type generic over one tuple",
            example: "struct Planted<each T> { let value: (repeat each T) }",
            find: { code, brackets in brackets.genericClauses(of: typeDeclarationKeywords, in: code, containing: "each") }),
        RuntimeFeatureRule(
            name: "parameter pack in a function", runtime: .swift5_9,
            explanation: "a generic function over a parameter pack (`func f<each T>`, `repeat each`) makes its callers "
                + "call `swift_allocateMetadataPack`/`swift_allocateWitnessTablePack`, which iOS 13–16 get only from the "
                + "static compatibility archive Xcode may leave out (the app then dies at launch); keep packs out of "
                + "library products (the text views' `ViewBuilder` builds a row a view at a time with `buildPartialBlock`)",
            example: "func planted<each T>(_ value: repeat each T) {}",
            find: { code, brackets in
                let types = Set(brackets.genericClauses(of: typeDeclarationKeywords, in: code, containing: "each"))
                let packs = words("each")(code).filter { offset in
                    var before = offset - 1
                    while before > 0, CodeText.isSpace(code.bytes[before]) { before -= 1 }
                    return before >= 0 && (code.bytes[before] == UInt8(ascii: "<") || code.bytes[before] == UInt8(ascii: ","))
                }
                return packs.filter { !types.contains($0) } + words("repeat each")(code)
            }),
        RuntimeFeatureRule(
            name: "value generic type", runtime: .swift6_2,
            explanation: "a type generic over a value (`struct X<let n: Int>`) needs value generic metadata",
            example: "struct Planted<let count: Int> {}",
            find: { code, brackets in brackets.genericClauses(of: typeDeclarationKeywords, in: code, containing: "let") }),
        RuntimeFeatureRule(
            name: "typed-throws function type as a type argument or metatype", runtime: .swift6_0,
            explanation: "the metadata of a function type with `throws(E)` (a generic argument, `.self`, a cast) "
                + "needs the Swift 6.0 runtime; wrap the function in a struct and pass or cast the struct",
            example: "let planted = [() throws(CancellationError) -> Void]()",
            find: { code, brackets in brackets.metadataUses(of: words("throws("), in: code) }),
        RuntimeFeatureRule(
            name: "@isolated(any) function type as a type argument or metatype", runtime: .swift6_0,
            explanation: "the metadata of an `@isolated(any)` function type (a generic argument, `.self`, a cast) "
                + "needs the Swift 6.0 runtime; wrap the function in a struct and pass or cast the struct",
            example: "let planted = (@isolated(any) () -> Void).self",
            find: { code, brackets in brackets.metadataUses(of: words("@isolated(any)"), in: code) }),
        RuntimeFeatureRule(
            name: "stored @isolated(any) or typed-throws function type", runtime: .swift6_0,
            explanation: "the field metadata of a stored `@isolated(any)` or `throws(E)` function type (what `dump`, "
                + "`print` and `Mirror` read) needs `swift_getExtendedFunctionTypeMetadata` (Swift 6.0 runtime); "
                + "store the isolation and a plain closure instead (see DroppingIsolation)",
            example: "struct Planted { let body: @isolated(any) @Sendable () -> Void }",
            find: StoredFunctionTypes.find),
        RuntimeFeatureRule(
            name: "parameterized existential as a type argument or metatype", runtime: .swift5_7,
            explanation: "the metadata of `any P<T>` (a generic argument, `.self`, a cast) needs the Swift 5.7 "
                + "runtime; use a generic parameter or an unparameterized existential",
            example: "let planted: [any Sequence<Int>] = []",
            find: { code, brackets in brackets.metadataUses(of: parameterizedExistentials, in: code) }),
        RuntimeFeatureRule(
            name: "noncopyable generics", runtime: .swift6_0,
            explanation: "a generic type whose parameter or constraint suppresses `Copyable` or `Escapable` needs "
                + "the Swift 6.0 runtime for its metadata (a generic function's does not: nothing at run time reads it)",
            example: "struct Planted<T: ~Copyable> {}",
            find: { code, brackets in
                ["~Copyable", "~Escapable"].flatMap { brackets.genericClauses(of: typeDeclarationKeywords, in: code, containing: $0) }
                    + (words("~Copyable")(code) + words("~Escapable")(code)).filter { code.followsWhere($0) && code.lineDeclaresAType($0) }
            }),
        RuntimeFeatureRule(
            name: "isolated deinit", runtime: .swift6_1,
            explanation: "an `isolated deinit` needs the Swift 6.1 runtime; hop to the actor from a plain `deinit`",
            example: "@MainActor final class Planted { isolated deinit {} }",
            find: { code, _ in words("isolated deinit")(code) }),
        RuntimeFeatureRule(
            name: "Synchronization", runtime: .swift6_0,
            explanation: "the Synchronization module (`Mutex`, `Atomic`) needs the Swift 6.0 runtime; use a lock "
                + "(`os_unfair_lock`/`pthread_mutex_t`) or the package's C atomics",
            example: "import Synchronization",
            find: { code, _ in ["import Synchronization", "Mutex<", "Atomic<"].flatMap { words($0)(code) } }),
        RuntimeFeatureRule(
            name: "clocks, durations and regexes", runtime: .swift5_7,
            explanation: "`Duration`, `ContinuousClock`, `SuspendingClock`, `Task.sleep(for:)` and `Regex` need the "
                + "Swift 5.7 runtime; use `Task.sleep(nanoseconds:)` and `DispatchTime`",
            example: "func planted() async throws { try await Task.sleep(for: .seconds(1)) }",
            find: { code, _ in
                ["Duration", "ContinuousClock", "SuspendingClock", "Task.sleep(for:", "Regex<"].flatMap { words($0)(code) }
            }),
        RuntimeFeatureRule(
            name: "discarding task groups", runtime: .swift5_9,
            explanation: "`withDiscardingTaskGroup` needs the Swift 5.9 runtime; use a task group",
            example: "func planted() async { await withDiscardingTaskGroup { _ in } }",
            find: { code, _ in ["withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup"].flatMap { words($0)(code) } }),
        RuntimeFeatureRule(
            name: "task executors", runtime: .swift6_0,
            explanation: "`withTaskExecutorPreference` and `TaskExecutor` need the Swift 6.0 runtime",
            example: "func planted(_ executor: any TaskExecutor) async { await withTaskExecutorPreference(executor) {} }",
            find: { code, _ in ["withTaskExecutorPreference", "TaskExecutor"].flatMap { words($0)(code) } }),
        RuntimeFeatureRule(
            name: "Swift 6.2 standard library API", runtime: .swift6_2,
            explanation: "`InlineArray`, `Span`, `RawSpan` and `Task.immediate` need the Swift 6.2 runtime",
            example: "let planted: InlineArray<2, Int> = [1, 2]",
            find: { code, _ in ["InlineArray", "Span<", "RawSpan", "Task.immediate"].flatMap { words($0)(code) } }),
    ]

    private static let typeDeclarationKeywords = ["struct", "class", "enum", "actor", "typealias"]

    /// A finder for `text` standing on its own (not inside a longer identifier).
    private static func words(_ text: String) -> @Sendable (CodeText) -> [Int] {
        let utf8 = Array(text.utf8)
        return { code in
            guard code.bytes.count >= utf8.count else { return [] }
            return (0...(code.bytes.count - utf8.count)).filter { offset in
                code.bytes[offset] == utf8[0] && code.hasPrefix(text, at: offset)
                    && (offset == 0 || !CodeText.isIdentifier(code.bytes[offset - 1]) || !CodeText.isIdentifier(utf8[0]))
                    && (offset + utf8.count == code.bytes.count || !CodeText.isIdentifier(utf8.last!)
                        || !CodeText.isIdentifier(code.bytes[offset + utf8.count]))
            }
        }
    }

    /// `any` followed by a protocol name with generic arguments.
    private static let parameterizedExistentials: @Sendable (CodeText) -> [Int] = { code in
        words("any")(code).filter { offset in
            var index = code.skipSpace(from: offset + 3)
            while index < code.bytes.count, CodeText.isIdentifier(code.bytes[index]) || code.bytes[index] == UInt8(ascii: ".") {
                index += 1
            }
            return index > offset + 4 && index < code.bytes.count && code.bytes[index] == UInt8(ascii: "<")
        }
    }
}

extension CodeText {
    /// Whether the line of `offset` declares a type (not a function).
    func lineDeclaresAType(_ offset: Int) -> Bool {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        let line = String(decoding: bytes[start..<offset], as: UTF8.self)
        let words = line.split(whereSeparator: { " \t<:".contains($0) })
        return !words.contains("func") && !words.contains("init")
            && ["struct", "class", "enum", "actor", "typealias"].contains { words.contains(Substring($0)) }
    }

    /// Whether a `where` clause is open on the line of `offset`, before it.
    func followsWhere(_ offset: Int) -> Bool {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") {
            index -= 1
            if hasPrefix("where ", at: index) { return true }
        }
        return false
    }
}
