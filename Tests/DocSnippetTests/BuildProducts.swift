import Foundation
import SanitizerLinking

/// Where `swift build` put the modules the tests were built with: the folder holding `Modules/`,
/// the macro plugin and the C atomics' module map. Found next to the running test bundle, or in
/// the package's default `.build/debug`.
struct BuildProducts {
    let folder: URL

    static func locate(root: URL) throws -> BuildProducts {
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        candidates.append(root.appendingPathComponent(".build/debug"))
        for candidate in candidates {
            let module = candidate.appendingPathComponent("Modules/ObservationBackport.swiftmodule")
            if FileManager.default.fileExists(atPath: module.path) { return BuildProducts(folder: candidate) }
        }
        throw SnippetError("no Modules/ObservationBackport.swiftmodule near the test bundle or in .build/debug; searched \(candidates.map(\.path))")
    }

    var compilerArguments: [String] {
        let modules = folder.appendingPathComponent("Modules").path
        let atomicsMap = folder.appendingPathComponent("ObservationBackportAtomics.build/module.modulemap").path
        let plugin = ["ObservationBackportMacros-tool", "ObservationBackportMacros"]
            .map { folder.appendingPathComponent($0).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "ObservationBackportMacros-tool"
        return ["-I", modules, "-Xcc", "-fmodule-map-file=\(atomicsMap)",
                "-load-plugin-executable", "\(plugin)#ObservationBackportMacros"]
    }

    /// The object files a snippet that imports these libraries links with: ObservationBackport
    /// and its atomics always, ViewHost when the source imports it, the text view targets (built
    /// on ViewHost, each on the one before) up to the highest it imports.
    func objects(for source: String) throws -> [String] {
        var targets = ["ObservationBackport", "ObservationBackportAtomics"]
        let textLayers = ["TextRendering", "TextViews", "TextTerminal"]
        let highest = textLayers.lastIndex { source.contains("import \($0)") }
        if source.contains("import ViewHost") || highest != nil { targets.append("ViewHost") }
        if let highest { targets += textLayers[...highest] }
        let objects = try targets.flatMap { target -> [String] in
            let build = folder.appendingPathComponent("\(target).build")
            if let listed = try Self.objectsListed(in: build) { return listed }
            let files = FileManager.default.enumerator(atPath: build.path)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".o") }.sorted().map { build.appendingPathComponent($0).path }
        }
        return objects + (try sanitizerArguments(linking: objects))
    }

    /// The objects of a Swift target's current sources, from the output file map its build
    /// wrote: an object left behind by a renamed or deleted source is not linked (it would
    /// define a symbol twice). `nil` for a target without a map (a C target).
    private static func objectsListed(in build: URL) throws -> [String]? {
        let map = build.appendingPathComponent("output-file-map.json")
        guard let data = FileManager.default.contents(atPath: map.path) else { return nil }
        guard let entries = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw SnippetError("\(map.path) is not a JSON object")
        }
        return entries.values.compactMap { ($0 as? [String: Any])?["object"] as? String }.sorted()
    }

}
