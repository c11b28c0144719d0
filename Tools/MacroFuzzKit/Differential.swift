import Foundation

/// One way the two engines disagreed about a generated class.
public struct Difference: CustomStringConvertible {
    public let className: String
    public let what: String

    public var description: String { "\(className): \(what)" }
}

/// Compiles a batch of generated classes with Swift's macros and with ours, and compares what
/// the compiler did (type-check outcome per class, tracked members, generated members, peers,
/// accessors, conformance) and what the programs do (`onChange` per property on a write, an
/// equal write and an in-place mutation).
public struct DifferentialRunner: Sendable {
    public let buildDirectory: URL
    private let workDirectory: URL
    private let swiftc: URL
    /// With an oracle: the flags that make `import Observation` Apple's 6.4 code built from source.
    private let appleSixFourFlags: [String]?

    /// Whether the Apple engine is Swift 6.4's, built from source, and the programs also probe
    /// the 6.4 API (`FUZZ_SWIFT64`).
    public var comparesSwift64: Bool { appleSixFourFlags != nil }

    /// `buildDirectory` is a SwiftPM build directory (`.build/debug`) holding the built
    /// ObservationBackport objects and plugin. With `appleSixFour`, the folder of the
    /// apple-observation-6.4 oracle, its `build.sh` builds Apple's 6.4 Observation into the work
    /// directory and the Apple engine is that build instead of the toolchain's Observation (its
    /// macros stay the toolchain's).
    public init(buildDirectory: URL, appleSixFour oracle: URL? = nil) throws {
        self.buildDirectory = buildDirectory
        workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("macro-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard let swiftc = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw FuzzError.message("swiftc is not on PATH") }
        self.swiftc = swiftc
        if let oracle {
            let script = oracle.appendingPathComponent("build.sh")
            guard FileManager.default.isExecutableFile(atPath: script.path) else {
                throw FuzzError.message("no executable build.sh in \(oracle.path): is it the apple-observation-6.4 oracle folder?")
            }
            let built = try ProcessResult.run(script, [workDirectory.appendingPathComponent("oracle").path], in: workDirectory)
            guard built.status == 0 else {
                throw FuzzError.message("building the oracle failed (status \(built.status)): \(built.errors.suffix(2000))")
            }
            appleSixFourFlags = built.output.split(whereSeparator: \.isWhitespace).map(String.init)
        } else {
            appleSixFourFlags = nil
        }
    }

    public func removeWorkDirectory() {
        try? FileManager.default.removeItem(at: workDirectory)
    }

    /// The differences for `classes`, compiled and run as one program per engine.
    public func differences(_ classes: [ClassShape]) throws -> [Difference] {
        var remaining = classes
        var differences: [Difference] = []
        // Classes that fail to compile with both engines agree; they are dropped and the rest
        // compiled again, until a program compiles with both.
        for _ in 0..<4 {
            let program = Program(remaining)
            let compiled = try compileWithBothEngines(program)
            let (apple, backport) = (compiled[0], compiled[1])
            for name in Set(apple.report.otherErrors + backport.report.otherErrors) {
                differences.append(Difference(className: "(program)", what: "error outside any class: \(name)"))
            }
            guard differences.isEmpty else { return differences }
            var failedInBoth: Set<String> = []
            for shape in remaining {
                let appleErrors = apple.report.errorsByClass[shape.name] ?? []
                let backportErrors = backport.report.errorsByClass[shape.name] ?? []
                if appleErrors.isEmpty != backportErrors.isEmpty {
                    let (failing, errors) = appleErrors.isEmpty ? ("ours", backportErrors) : ("Swift's", appleErrors)
                    differences.append(Difference(
                        className: shape.name, what: "only \(failing) fails to compile: \(errors.prefix(3).joined(separator: " | "))"))
                } else if !appleErrors.isEmpty {
                    failedInBoth.insert(shape.name)
                } else {
                    differences += compare(apple.report.expansionsByClass[shape.name], backport.report.expansionsByClass[shape.name], shape.name)
                }
            }
            guard differences.isEmpty else { return differences }
            if failedInBoth.isEmpty {
                return try compareRuns(apple: apple.executable, backport: backport.executable)
            }
            remaining.removeAll { failedInBoth.contains($0.name) }
            if remaining.isEmpty { return [] }
        }
        return [Difference(className: "(program)", what: "still failing after dropping the classes both engines reject")]
    }

    fileprivate struct Compilation {
        let report: CompilerReport
        let executable: URL
    }

    /// The two compilations run at the same time: each is one single-threaded compiler.
    private func compileWithBothEngines(_ program: Program) throws -> [Compilation] {
        let results = CompilationResults()
        DispatchQueue.concurrentPerform(iterations: Engine.allCases.count) { index in
            results.set(index, Result { try compile(program, Engine.allCases[index]) })
        }
        return try results.values.map { try $0.get() }
    }

    private func compile(_ program: Program, _ engine: Engine) throws -> Compilation {
        // The same file name for both: private names are mangled with a hash of it.
        let directory = workDirectory.appendingPathComponent(engine.rawValue)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fileName = "program.swift"
        let executable = directory.appendingPathComponent("program")
        try? FileManager.default.removeItem(at: executable)
        try program.source.write(to: directory.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
        let arguments = [
            "-swift-version", "5", "-parse-as-library", "-module-name", Program.moduleName, "-Onone",
            "-diagnostic-style", "llvm", "-Xfrontend", "-dump-macro-expansions", fileName, "-o", executable.path,
        ] + (try engine.arguments(buildDirectory: buildDirectory))
            + (appleSixFourFlags.map { ["-D", "FUZZ_SWIFT64"] + (engine == .apple ? $0 : []) } ?? [])
        let result = try ProcessResult.run(swiftc, arguments, in: directory)
        let report = CompilerReport(compilerOutput: result.errors, program: program, fileName: fileName)
        if result.status != 0, report.errorsByClass.isEmpty, report.otherErrors.isEmpty {
            throw FuzzError.message("swiftc failed without an error message (\(engine)): \(result.errors.suffix(2000))")
        }
        return Compilation(report: report, executable: executable)
    }

    private func compare(_ apple: CompilerReport.Expansions?, _ backport: CompilerReport.Expansions?, _ name: String) -> [Difference] {
        let apple = apple ?? .init()
        let backport = backport ?? .init()
        var differences: [Difference] = []
        func check<T: Equatable>(_ aspect: String, _ value: (CompilerReport.Expansions) -> T) {
            if value(apple) != value(backport) {
                differences.append(Difference(className: name, what: "\(aspect): Swift's \(value(apple)), ours \(value(backport))"))
            }
        }
        check("tracked members") { $0.trackedMembers.sorted() }
        check("storage peers") { $0.peers.sorted() }
        check("accessors") { $0.accessors.sorted() }
        check("generated members") { $0.generatedMembers }
        check("conformance") { $0.conformance }
        if !backport.conformance.isEmpty && !backport.addsAppleConformance {
            differences.append(Difference(
                className: name, what: "ours adds '\(backport.conformance)' but not the conformance to Apple's Observable"))
        }
        if !backport.generatedMembers.isEmpty && !backport.addsIdentifiedAccess {
            differences.append(Difference(
                className: name, what: "ours writes the registrar's helpers but not the members its accessors call"))
        }
        return differences
    }

    private func compareRuns(apple: URL, backport: URL) throws -> [Difference] {
        // The programs print values (a continuous observation's reads): a set's order must not
        // depend on the process's hash seed.
        let runs = try [apple, backport].map {
            try ProcessResult.run($0, [], in: workDirectory, environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
        }
        for (run, engine) in zip(runs, Engine.allCases) where run.status != 0 {
            return [Difference(className: "(program)", what: "the \(engine) program exited with \(run.status): \(run.errors.suffix(500))")]
        }
        let appleLines = runs[0].output.split(separator: "\n")
        let backportLines = runs[1].output.split(separator: "\n")
        guard appleLines != backportLines else { return [] }
        let index = zip(appleLines, backportLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(appleLines.count, backportLines.count)
        let label = appleLines[..<min(index + 1, appleLines.count)].last { !$0.hasPrefix(" ") } ?? ""
        let className = label.split(separator: ".").first.map(String.init) ?? "(program)"
        let expected = index < appleLines.count ? String(appleLines[index]) : "(end)"
        let actual = index < backportLines.count ? String(backportLines[index]) : "(end)"
        return [Difference(className: className, what: "behaviour: Swift's \"\(expected)\", ours \"\(actual)\"")]
    }
}

/// The two engines' results, filled in from two threads.
private final class CompilationResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Int: Result<DifferentialRunner.Compilation, any Error>] = [:]

    func set(_ index: Int, _ result: Result<DifferentialRunner.Compilation, any Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    var values: [Result<DifferentialRunner.Compilation, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return results.keys.sorted().compactMap { results[$0] }
    }
}

public enum FuzzError: Error, CustomStringConvertible {
    case message(String)

    public var description: String {
        switch self {
        case .message(let text): return text
        }
    }
}
