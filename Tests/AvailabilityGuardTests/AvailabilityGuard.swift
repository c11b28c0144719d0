import Foundation

/// Finds, in Swift sources, the constructs of `RuntimeFeatureRule.all` that are not behind an
/// `@available`/`#available` raising every declared platform to the OS that supports them.
struct AvailabilityGuard {
    struct Finding: CustomStringConvertible, Equatable {
        let file: String
        let line: Int
        let rule: String
        let explanation: String

        var description: String { "\(file):\(line): \(rule): \(explanation)" }
    }

    let floor: PlatformVersions
    var rules = RuntimeFeatureRule.all

    /// The findings in one file's source; `file` names it in the findings.
    func findings(in source: String, file: String) -> [Finding] {
        let code = CodeText(source: source)
        let brackets = Brackets(code)
        let regions = AvailabilityRegions(code)
        return rules.flatMap { rule in
            let lines = rule.find(code, brackets).filter { offset in
                let minimum = regions.minimum(at: offset, floor: floor)
                return rule.runtime.firstOS.contains { platform, needed in minimum[platform].map { $0 < needed } ?? false }
            }.map(code.line(of:))
            return Set(lines).map { line in
                Finding(
                    file: file, line: line, rule: rule.name,
                    explanation: "needs \(rule.runtime.firstOSDescription) (Swift \(rule.runtime.rawValue) runtime); "
                        + rule.explanation)
            }
        }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The findings in every `.swift` file below `directory`, named relative to `root`.
    func findings(inDirectory directory: URL, relativeTo root: URL) throws -> [Finding] {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.sorted { $0.path < $1.path }.flatMap { url in
            let name = url.standardizedFileURL.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
            return findings(in: try String(contentsOf: url, encoding: .utf8), file: name)
        }
    }
}

/// What `Package.swift` says: the deployment floor, the targets of its library products and
/// the targets those depend on.
struct PackageManifest {
    let root: URL
    let text: String

    init(root: URL) throws {
        self.root = root
        text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }

    var floor: PlatformVersions { PlatformVersions(packageManifest: text) }

    /// The targets of `.library(name:…, targets: [...])` products: what an app links.
    var libraryTargets: [String] {
        text.components(separatedBy: ".library(").dropFirst().flatMap { product -> [String] in
            guard let list = product.range(of: "targets: [")?.upperBound, let end = product[list...].firstIndex(of: "]") else {
                return []
            }
            return product[list..<end].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"\n"))
            }
        }
    }

    /// The library products' targets and every `.target` they depend on, directly or not: all
    /// the package code an app linking the products links.
    var linkedTargets: [String] {
        let dependencies = targetDependencies
        var linked: [String] = []
        var pending = libraryTargets
        while let target = pending.first {
            pending.removeFirst()
            guard !linked.contains(target) else { continue }
            linked.append(target)
            pending += dependencies[target] ?? []
        }
        return linked
    }

    /// `.target(name: "X", dependencies: ["Y", …])`: X's dependencies that are `.target`s
    /// themselves (a macro runs in the compiler and is not linked).
    private var targetDependencies: [String: [String]] {
        let pattern = #/\.target\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?/#
        var result: [String: [String]] = [:]
        for match in text.matches(of: pattern) {
            result[String(match.1)] = (match.2 ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"\n"))
            }
        }
        return result.mapValues { $0.filter { result[$0] != nil } }
    }
}
