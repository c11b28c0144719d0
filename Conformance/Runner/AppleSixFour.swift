// Builds and runs programs: only where processes can be started (Linux, macOS).
#if os(Linux) || os(macOS)
import ConformanceKit
import Foundation

/// `--apple-6.4 DIR`: Apple's Swift 6.4 Observation, built from its published sources by the
/// oracle folder's `build.sh` as a module named `Observation`, runs the same case sources as a
/// program of its own; this process reads the logs it recorded.
///
/// Everything is built under `.build/apple-observation-6.4` of this package: the oracle's module,
/// `ConformanceKit` compiled again with the same `swiftc` (the oracle's module can only be imported
/// by the compiler that built it), and the cases with ENGINE_APPLE and ENGINE_APPLE_64.
struct AppleSixFour {
    /// How long one step (a build, the cases' run) may take on a loaded two-core machine before
    /// it counts as hung.
    static let stepDeadlineSeconds: TimeInterval = 900

    let oracle: URL
    let filter: String?
    private let conformance = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    private var scratch: URL {
        conformance.deletingLastPathComponent().appendingPathComponent(".build/apple-observation-6.4")
    }

    /// Builds the oracle and the cases against it, runs them, and returns their logs.
    func recordedLogs() throws(AppleSixFourFailure) -> [RecordedLog] {
        let buildScript = oracle.appendingPathComponent("build.sh")
        guard FileManager.default.isExecutableFile(atPath: buildScript.path) else {
            throw AppleSixFourFailure(message: "no executable build.sh in \(oracle.path): is it the apple-observation-6.4 oracle folder?")
        }
        let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
        let module = scratch.appendingPathComponent("oracle"), kit = scratch.appendingPathComponent("kit")
        let program = scratch.appendingPathComponent("cases-apple-6.4")
        let logFile = scratch.appendingPathComponent("logs.json")
        try? FileManager.default.removeItem(at: logFile)

        let flags = try run(buildScript.path, [module.path], "building the oracle")
            .split(whereSeparator: \.isWhitespace).map(String.init)
        try run(swiftc, ["-swift-version", "6", "-parse-as-library", "-module-name", "ConformanceKit",
                         "-emit-library", "-static", "-emit-module",
                         "-emit-module-path", kit.appendingPathComponent("ConformanceKit.swiftmodule").path,
                         "-o", kit.appendingPathComponent("libConformanceKit.a").path]
                + sources(in: "Kit"), "compiling ConformanceKit")
        try run(swiftc, ["-swift-version", "6", "-D", "ENGINE_APPLE", "-D", "ENGINE_APPLE_64",
                         "-module-name", "ConformanceCasesApple64", "-I", kit.path, "-L", kit.path,
                         "-lConformanceKit", "-o", program.path]
                + flags + sources(in: "Cases") + sources(in: "Oracle64"), "compiling the cases against the oracle")
        try run(program.path, [logFile.path] + (filter.map { [$0] } ?? []), "running the cases against the oracle")
        do {
            return try JSONDecoder().decode([RecordedLog].self, from: Data(contentsOf: logFile))
        } catch {
            throw AppleSixFourFailure(message: "reading the oracle's logs in \(logFile.path): \(error)")
        }
    }

    /// The Swift files under `Conformance/folder`, sorted.
    private func sources(in folder: String) -> [String] {
        let root = conformance.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") } ?? []
        return files.sorted()
    }

    /// Runs `tool` to its end and returns its standard output; standard error is kept and shown
    /// only when the step fails (the oracle's sources compile with warnings of Apple's).
    @discardableResult
    private func run(_ tool: String, _ arguments: [String], _ step: String) throws(AppleSixFourFailure) -> String {
        let output = scratch.appendingPathComponent("step.out"), errors = scratch.appendingPathComponent("step.err")
        let process = Process()
        do {
            try FileManager.default.createDirectory(at: scratch.appendingPathComponent("kit"), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [tool] + arguments
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            process.standardInput = FileHandle.nullDevice
            try process.run()
        } catch {
            throw AppleSixFourFailure(message: "\(step): cannot start \(tool): \(error)")
        }
        let end = Date().addingTimeInterval(Self.stepDeadlineSeconds)
        while process.isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw AppleSixFourFailure(message: "\(step): \(tool) still ran after \(Int(Self.stepDeadlineSeconds)) s")
        }
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let diagnostics = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw AppleSixFourFailure(message: """
                \(step) failed (\(tool), status \(process.terminationStatus)):
                \(diagnostics.suffix(4000))
                """)
        }
        return text
    }
}
#endif
