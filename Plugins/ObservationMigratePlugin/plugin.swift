// `swift package observation-migrate [--dry-run] [--quiet] [--combine-bridge] [--target <name>]…`: runs observation-migrate
// over the Swift sources of a package's targets (all of them together, so that models and
// views in different targets are seen at once).
import Foundation
import PackagePlugin

@main
struct ObservationMigratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let dryRun = extractor.extractFlag(named: "dry-run") > 0
        let quiet = extractor.extractFlag(named: "quiet") > 0
        let bridge = extractor.extractFlag(named: "combine-bridge") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unexpected arguments \(extractor.remainingArguments); use [--dry-run] [--quiet] [--combine-bridge] [--target <name>]…")
        }
        let targets = try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
        let files = targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
        guard !files.isEmpty else { throw PluginError("no Swift sources in the selected targets") }

        let tool = try context.tool(named: "observation-migrate")
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL  // the diff's paths relative to it
        process.arguments = (dryRun ? ["--dry-run"] : []) + (quiet ? ["--quiet"] : []) + (bridge ? ["--combine-bridge"] : []) + files
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 1: Diagnostics.warning("observation-migrate left code to migrate by hand: see the warnings above")
        default: throw PluginError("observation-migrate failed with status \(process.terminationStatus)")
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
