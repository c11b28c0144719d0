import Foundation
import Testing

/// Linux builds check no platform availability, so this guard reads the library products'
/// sources for constructs whose runtime support is newer than the package's floor (iOS 13,
/// macOS 10.15, tvOS 13, watchOS 6). The Apple-SDK type-check is the full check; this one runs in
/// every `swift test`.
@Suite struct AvailabilityGuardTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func manifest() throws -> PackageManifest { try PackageManifest(root: packageRoot) }

    @Test func theLibraryProductsNeedNothingNewerThanTheFloor() throws {
        let manifest = try Self.manifest()
        let guardian = AvailabilityGuard(floor: manifest.floor)
        #expect(manifest.libraryTargets == ["ObservationBackport", "ViewHost", "ObservationCombine", "TextViews", "TextTerminal"])
        #expect(manifest.linkedTargets.contains("TextRendering"))
        #expect(!manifest.linkedTargets.contains("ObservationBackportMacros"))
        for target in manifest.linkedTargets {
            let directory = manifest.root.appendingPathComponent("Sources/\(target)")
            let findings = try guardian.findings(inDirectory: directory, relativeTo: manifest.root)
            #expect(findings.isEmpty, "\(target) needs a newer runtime than the package's floor:\n\(Self.report(findings))")
        }
    }

    @Test func theFloorIsReadFromThePackage() throws {
        let floor = try Self.manifest().floor
        #expect(floor == [.iOS: OSVersion(13), .macOS: OSVersion(10, 15), .tvOS: OSVersion(13), .watchOS: OSVersion(6)])
    }

    /// The done-when of the Apple-platform issue: a variadic generic type planted among a library
    /// target's real sources is reported, at its line, with the rule's explanation.
    @Test func aVariadicTypePlantedInALibraryTargetIsReported() throws {
        let manifest = try Self.manifest()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("availability-guard-\(UUID())")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: manifest.root.appendingPathComponent("Sources/ViewHost"), to: copy)
        try "// planted\nstruct X<each T> {}\n".write(
            to: copy.appendingPathComponent("Planted.swift"), atomically: true, encoding: .utf8)

        let findings = try AvailabilityGuard(floor: manifest.floor).findings(inDirectory: copy, relativeTo: copy)
        #expect(findings.map(\.file) == ["Planted.swift"])
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.rule == "variadic generic type")
        #expect(findings.first?.explanation.hasPrefix("needs iOS 17, macOS 14, tvOS 17, watchOS 10") == true)
    }

    /// The library an iOS app links for `ObservationHost` must not make the app import the
    /// parameter-pack runtime entry points; a pack-based `buildBlock` planted among ViewHost's real
    /// sources is reported at its lines (the signature and the `repeat each` in its body).
    @Test func aParameterPackPlantedInViewHostIsReported() throws {
        let manifest = try Self.manifest()
        #expect(manifest.libraryTargets.contains("ViewHost"))
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("availability-guard-\(UUID())")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: manifest.root.appendingPathComponent("Sources/ViewHost"), to: copy)
        try """
            // planted
            enum Builder {
                static func buildBlock<each Content>(_ content: repeat each Content) -> (repeat each Content) {
                    (repeat each content)
                }
            }

            """.write(to: copy.appendingPathComponent("Planted.swift"), atomically: true, encoding: .utf8)

        let findings = try AvailabilityGuard(floor: manifest.floor).findings(inDirectory: copy, relativeTo: copy)
        #expect(findings.map(\.file) == ["Planted.swift", "Planted.swift"])
        #expect(findings.map(\.line) == [3, 4])
        #expect(findings.allSatisfy { $0.rule == "parameter pack in a function" })
    }

    @Test(arguments: RuntimeFeatureRule.all.map(\.name))
    func everyRuleFindsItsExampleUnlessGated(rule name: String) throws {
        let rule = try #require(RuntimeFeatureRule.all.first { $0.name == name })
        let guardian = AvailabilityGuard(floor: try Self.manifest().floor, rules: [rule])
        #expect(guardian.findings(in: rule.example, file: "Example.swift").map(\.line) == [1], "\(rule.example)")
        #expect(!rule.explanation.contains("\n"))

        let versions = rule.runtime.firstOS
        let gate = ApplePlatform.allCases.map { "\($0) \(versions[$0]!)" }.joined(separator: ", ")
        if !rule.example.hasPrefix("import") {
            let gated = "@available(\(gate), *)\nenum Gated {\n    \(rule.example)\n}\n"
            #expect(guardian.findings(in: gated, file: "Gated.swift").isEmpty, "\(gated)")
        }
    }

    @Test func aGateMustCoverEveryDeclaredPlatform() {
        let guardian = AvailabilityGuard(floor: [.iOS: OSVersion(13), .macOS: OSVersion(10, 15)])
        let macOSOnly = "@available(macOS 14, *)\nstruct X<each T> {}\n"
        #expect(guardian.findings(in: macOSOnly, file: "A.swift").map(\.line) == [2])
        let both = "@available(iOS 17, macOS 14, *)\nstruct X<each T> {}\n"
        #expect(guardian.findings(in: both, file: "A.swift").isEmpty)
        let tooLow = "@available(iOS 16, macOS 14, *)\nstruct X<each T> {}\n"
        #expect(guardian.findings(in: tooLow, file: "A.swift").map(\.line) == [2])
    }

    @Test func runtimeChecksGateTheirBlocks() {
        let guardian = AvailabilityGuard(floor: [.iOS: OSVersion(13)])
        let source = """
            func f() {
                if #available(iOS 18, *) {
                    _ = (@isolated(any) () -> Void).self
                }
                _ = [() throws(CancellationError) -> Void]()
            }
            func g() {
                guard #available(iOS 18, *) else { return }
                _ = [() throws(CancellationError) -> Void]()
            }
            func h() {
                _ = [() throws(CancellationError) -> Void]()
            }
            """
        #expect(guardian.findings(in: source, file: "A.swift").map(\.line) == [5, 12])
    }

    /// A stored property or enum payload of such a function type is found (its field metadata
    /// needs the Swift 6.0 runtime); a struct only cast through, named `…CastLayout`, is not.
    @Test func storedFunctionTypesAreFoundButCastLayoutsAreNot() {
        let guardian = AvailabilityGuard(floor: [.iOS: OSVersion(13)])
        let source = """
            struct Body<Value, Failure: Error> {
                let function: @isolated(any) @Sendable () throws(Failure) -> Value
                enum Emit { case element(@isolated(any) @Sendable () throws(Failure) -> Value?) }
                private nonisolated(unsafe) var plain: @Sendable () -> Value
                static let shared: @isolated(any) () -> Void = {}
                func local() { let f: @isolated(any) () -> Void = {}; _ = f }
            }
            private struct BodyCastLayout<Value> {
                let function: @isolated(any) @Sendable () -> Value
            }
            """
        let findings = guardian.findings(in: source, file: "A.swift")
        #expect(Set(findings.map(\.line)) == [2, 3], "\(findings)")
    }

    /// The uses that need no metadata stay allowed: what the library itself relies on.
    @Test func passedFunctionTypesAreAllowed() {
        let guardian = AvailabilityGuard(floor: [.iOS: OSVersion(13)])
        let source = """
            struct Body<Value, Failure: Error> {
                func call(_ f: @escaping @isolated(any) () throws(Failure) -> Value) async throws(Failure) -> Value { try await f() }
                func sum(_ values: some Sequence<Int>) -> Int { values.reduce(0, +) }
            }
            // struct Commented<each T> {}
            let text = "struct Quoted<each T> {} \\(String("[() throws(E) -> V]"))"
            func compare(a: Int, b: Int) -> Bool { a < b && b > 0 }
            """
        #expect(guardian.findings(in: source, file: "A.swift") == [])
    }

    @Test func castsAndMetatypesOfTheseTypesAreFound() {
        let guardian = AvailabilityGuard(floor: [.iOS: OSVersion(13)])
        let source = """
            let a = unsafeBitCast(f, to: (@Sendable () throws(E) -> V).self)
            let b = f as? (@isolated(any) () -> Void)
            let c: [String: (any Collection<Int>)] = [:]
            let d = Optional<(@isolated(any) () -> Void)>.none
            """
        let findings = guardian.findings(in: source, file: "A.swift")
        #expect(findings.map(\.line) == [1, 2, 3, 4])
    }

    private static func report(_ findings: [AvailabilityGuard.Finding]) -> String {
        findings.map { "  \($0)" }.joined(separator: "\n")
    }
}
