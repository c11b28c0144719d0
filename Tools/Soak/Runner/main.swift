import Foundation
import SoakEngineApple
import SoakEngineBackport
import SoakKit

/// `soak`: writer threads against every kind of follower, on our engine and Apple's (see
/// `SoakSettings.usage`).
@main
enum SoakCommand {
    static func main() async {
        let settings: SoakSettings
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("-h") || arguments.contains("--help") {
            print(SoakSettings.usage)
            return
        }
        do {
            settings = try SoakSettings(parsing: arguments)
        } catch {
            FileHandle.standardError.write("soak: \(error.message)\n\n\(SoakSettings.usage)\n".data(using: .utf8)!)
            exit(2)
        }
        print("soak: \(settings.rounds) rounds, \(settings.writers) writers x \(settings.writesPerRound) writes, \(settings.access.rawValue) access")
        var results: [EngineResult] = []
        for engine in settings.engines {
            let result = engine == "ours"
                ? await soak(SoakEngineBackport.Engine.self, settings)
                : await soak(SoakEngineApple.Engine.self, settings)
            printTable(result)
            results.append(result)
        }
        let summary = results.map { "\($0.engine): \($0.lost) lost, \($0.doubled) doubled (\($0.kinds.count) kinds)" }
        print("soak summary: \(settings.rounds) rounds; " + summary.joined(separator: "; "))
        let ours = results.first { $0.engine == SoakEngineBackport.Engine.name }
        exit(ours.map { $0.lost + $0.doubled == 0 } ?? true ? 0 : 1)
    }

    private static func printTable(_ result: EngineResult) {
        print("\n\(result.engine):")
        print("  kind           lost  doubled      idle  deliveries")
        for kind in result.kinds {
            let name = kind.kind.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            print("  \(name) \(pad(kind.lost, 6)) \(pad(kind.doubled, 8)) \(pad(kind.idle, 9)) \(pad(kind.deliveries, 11))")
        }
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
