import Foundation

/// One of the package's executables, as `swift build` left it beside the test bundle, run as a
/// user runs it: arguments in, standard output, standard error and the exit status out.
struct Product {
    let url: URL

    /// The executable at `url`.
    init(url: URL) { self.url = url }

    /// The package's executable `name`, found beside the test bundle.
    init(_ name: String) throws {
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(folder.appendingPathComponent(name))
            folder = folder.deletingLastPathComponent()
        }
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw ProductMissing(name: name, searched: candidates.map(\.path))
        }
        url = found
    }

    struct Run {
        let status: Int32
        let output: String
        let error: String
        var outputLines: [Substring] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    }

    /// Runs the product to its end; a run that takes longer than `deadline` is terminated and
    /// reported as an error.
    func run(_ arguments: [String], deadline: TimeInterval = 120) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout"), errorURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let end = Date().addingTimeInterval(deadline)
        while process.isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw ProductMissing(name: "\(url.lastPathComponent) \(arguments) still ran after \(deadline) s", searched: [])
        }
        return Run(status: process.terminationStatus,
                   output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                   error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}

struct ProductMissing: Error, CustomStringConvertible {
    let name: String
    let searched: [String]
    var description: String { searched.isEmpty ? name : "no executable \(name) beside the tests; searched \(searched)" }
}
