import Foundation
import SanitizerLinking

/// One of the two implementations compared: Swift's Observation with its macros, or this
/// package with its plugin, taken from a SwiftPM build directory.
public enum Engine: String, CaseIterable, Sendable {
    case apple, backport

    /// `swiftc` arguments that select this engine, to build and link a program.
    func arguments(buildDirectory: URL) throws -> [String] {
        switch self {
        case .apple:
            return ["-D", "ENGINE_APPLE"]
        case .backport:
            let atomics = buildDirectory.appendingPathComponent("ObservationBackportAtomics.build")
            let objects = try Self.swiftObjects(of: buildDirectory.appendingPathComponent("ObservationBackport.build"))
                + FileManager.default.contentsOfDirectory(atPath: atomics.path)
                .filter { $0.hasSuffix(".o") }.sorted().map { atomics.appendingPathComponent($0).path }
            return typeCheckArguments(buildDirectory: buildDirectory) + objects + (try sanitizerArguments(linking: objects))
        }
    }

    /// `swiftc` arguments that let a file import this engine's module and expand its macros
    /// (enough to type-check, not to link).
    public func typeCheckArguments(buildDirectory: URL) -> [String] {
        switch self {
        case .apple:
            return []
        case .backport:
            let plugin = buildDirectory.appendingPathComponent("ObservationBackportMacros-tool").path
            return [
                "-I", buildDirectory.appendingPathComponent("Modules").path,
                "-Xcc", "-fmodule-map-file=" + buildDirectory.appendingPathComponent("ObservationBackportAtomics.build/module.modulemap").path,
                "-load-plugin-executable", plugin + "#ObservationBackportMacros",
            ]
        }
    }
}

/// Runs a program to completion and collects its output.
struct ProcessResult {
    let status: Int32
    let output: String
    let errors: String

    /// How long a compilation or a generated program may take: far more than either needs, even
    /// under a sanitizer, so that one that hangs fails the run instead of stalling it.
    static let deadlineSeconds = 900

    /// Output goes to files, not pipes, so a chatty compiler never blocks on a full pipe. A
    /// process still running after `deadlineSeconds` is stopped, and the run throws.
    /// `environment` is added to this process's environment.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> ProcessResult {
        let outputFile = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errorFile = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        guard exited.wait(timeout: .now() + .seconds(deadlineSeconds)) == .success else {
            process.terminate()
            throw FuzzError.message("\(executable.lastPathComponent) did not finish within \(deadlineSeconds) s (stopped)")
        }
        return ProcessResult(
            status: process.terminationStatus, output: try String(contentsOf: outputFile, encoding: .utf8),
            errors: try String(contentsOf: errorFile, encoding: .utf8))
    }
}

extension Engine {
    /// The objects of the Swift target built in `directory`, as its output file map lists them:
    /// the directory may still hold the object of a source file deleted since, which would
    /// link a stale copy of the code.
    static func swiftObjects(of directory: URL) throws -> [String] {
        let map = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("output-file-map.json")))
        guard let entries = map as? [String: [String: String]] else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: directory.appendingPathComponent("output-file-map.json").path])
        }
        return entries.values.compactMap { $0["object"] }.sorted()
    }
}
