import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct CompileCostError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One file's type-check, run as the compiler's frontend process itself (what `swiftc -###`
/// prints), so that neither the driver nor valgrind's view of it counts.
struct TypeCheck {
    let arguments: [String]

    /// The frontend command for `swiftc -typecheck <extra> file`.
    init(swiftc: URL, file: URL, extra: [String]) throws {
        let planned = try Run.capture(swiftc.path, ["-###", "-typecheck"] + extra + [file.path])
        guard planned.status == 0, let line = planned.output.split(separator: "\n").last(where: { $0.contains("-frontend") })
        else { throw CompileCostError("swiftc -### failed: \(planned.output)") }
        guard !line.contains("\\") else {
            throw CompileCostError("the compiler's command line has escapes this tool does not read: \(line)")
        }
        arguments = Self.words(line)
    }

    /// A command line split as a shell would, for quotes without escapes (what `-###` prints).
    private static func words(_ line: Substring) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word!.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character == " " {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }

    /// The compiler's output with `-dump-macro-expansions`; fails when the file does not type-check.
    func dumpingExpansions() throws -> String {
        let result = try Run.capture(arguments[0], Array(arguments.dropFirst()) + ["-dump-macro-expansions"])
        guard result.status == 0 else { throw CompileCostError("the model file does not type-check:\n\(result.output.suffix(3000))") }
        return result.output
    }

    /// CPU time (user + system) of the frontend and the plugin processes it waited for.
    func cpuSeconds() throws -> Double {
        let (status, usage) = try Run.spawn(arguments[0], Array(arguments.dropFirst()))
        guard status == 0 else { throw CompileCostError("type-check failed: \(arguments.joined(separator: " "))") }
        return usage
    }

    /// Instructions executed by the frontend and by the plugin processes it starts (an
    /// executable plugin such as ours; Apple's run inside the frontend), counted by callgrind.
    func instructions(scratch: URL) throws -> (total: Double, plugins: Double) {
        let output = scratch.appendingPathComponent("callgrind.%p").path
        let result = try Run.capture(
            "valgrind", ["--tool=callgrind", "--trace-children=yes", "--callgrind-out-file=" + output] + arguments)
        guard result.status == 0 else { throw CompileCostError("valgrind failed:\n\(result.output.suffix(2000))") }
        for file in try FileManager.default.contentsOfDirectory(atPath: scratch.path) where file.hasPrefix("callgrind.") {
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent(file))
        }
        // Per process: "==PID== Command: …" and "==PID== Collected : N".
        var commands: [Substring: Substring] = [:]
        var counts: [(process: Substring, count: Double)] = []
        for line in result.output.split(separator: "\n") where line.hasPrefix("==") {
            let process = line.dropFirst(2).prefix { $0 != "=" }
            if let range = line.range(of: "== Command: ") {
                commands[process] = line[range.upperBound...]
            } else if let range = line.range(of: "Collected : "),
                let count = Double(line[range.upperBound...].trimmingCharacters(in: .whitespaces))
            {
                counts.append((process, count))
            }
        }
        guard !counts.isEmpty else { throw CompileCostError("valgrind reported no instruction count") }
        let plugins = counts.filter { commands[$0.process].map { !$0.hasPrefix(arguments[0]) } ?? false }
        return (counts.map(\.count).reduce(0, +), plugins.map(\.count).reduce(0, +))
    }
}

/// Child processes, waited for with their resource usage.
enum Run {
    /// Runs `executable` (found on PATH if not a path) with output discarded; returns its exit
    /// status and its CPU time in seconds, including the children it waited for.
    static func spawn(_ executable: String, _ arguments: [String], outputFile: String = "/dev/null") throws -> (Int32, Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw CompileCostError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw CompileCostError("wait4 failed for \(executable)") }
        }
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    /// Runs `executable` and returns its exit status and its stdout and stderr, interleaved.
    static func capture(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("compile-cost-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, _) = try spawn(executable, arguments, outputFile: file.path)
        return (status, (try? String(contentsOf: file, encoding: .utf8)) ?? "")
    }
}
