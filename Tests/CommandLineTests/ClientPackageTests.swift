import Foundation
import Testing

/// The library products as an app's package uses them: a client package that depends on this
/// one by path, built by `swift build` in a folder of its own, as a user's build would.
@Suite(.dedicatedThread) struct ClientPackageTests {
    /// ViewHost is what SwiftUI, UIKit and AppKit apps link: building it builds no target of the
    /// text view system. `TextViews` and `TextTerminal` are products an app can depend on: a
    /// small text app builds against them and runs.
    @Test func viewHostBuildsNoTextTargetsAndATextAppBuildsOnTheTextProducts() throws {
        let client = try ClientPackage()
        defer { client.remove() }

        let hostBuild = try client.build(product: "HostApp")
        try #require(hostBuild.status == 0, "swift build --product HostApp failed:\n\(hostBuild.output)\(hostBuild.error)")
        #expect(client.builtModules.contains("ViewHost"))
        #expect(client.builtModules.isDisjoint(with: ClientPackage.textTargets), "\(client.builtModules)")

        let textBuild = try client.build(product: "TextApp")
        try #require(textBuild.status == 0, "swift build --product TextApp failed:\n\(textBuild.output)\(textBuild.error)")
        #expect(client.builtModules.isSuperset(of: ClientPackage.textTargets))
        let run = try Product(url: client.executable("TextApp")).run([])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Count: 1\n[ + ]\n")
    }
}

/// A package in a temporary folder with two executables: `HostApp` on the ObservationBackport
/// and ViewHost products, `TextApp` on ObservationBackport, TextViews and TextTerminal.
private struct ClientPackage {
    static let textTargets: Set<String> = ["TextRendering", "TextViews", "TextTerminal"]
    /// Far more than the two builds need on a loaded machine; a hung build fails the test.
    static let buildDeadline: TimeInterval = 900

    let folder: URL

    init() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        // SwiftPM names a path dependency after its folder.
        let package = root.lastPathComponent
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("client-package-\(UUID().uuidString)")
        try write("""
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Client",
                platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
                dependencies: [.package(path: \(String(reflecting: root.path)))],
                targets: [
                    .executableTarget(name: "HostApp", dependencies: [
                        .product(name: "ObservationBackport", package: \(String(reflecting: package))),
                        .product(name: "ViewHost", package: \(String(reflecting: package))),
                    ]),
                    .executableTarget(name: "TextApp", dependencies: [
                        .product(name: "ObservationBackport", package: \(String(reflecting: package))),
                        .product(name: "TextViews", package: \(String(reflecting: package))),
                        .product(name: "TextTerminal", package: \(String(reflecting: package))),
                    ]),
                ]
            )

            """, to: "Package.swift")
        try write("""
            import ObservationBackport
            import ViewHost

            @Observable final class Counter {
                var count = 0
            }

            print(Counter().count)

            """, to: "Sources/HostApp/main.swift")
        try write("""
            import ObservationBackport
            import TextTerminal
            import TextViews

            @Observable final class Counter {
                var count = 0
            }

            // Qualified, as on Apple platforms, where SwiftUI has the bare names.
            struct CounterView: TextUI.View {
                let model: Counter
                var body: some TextUI.View {
                    TextUI.ObservationHost {
                        TextUI.VStack(alignment: .leading) {
                            TextUI.Text("Count: \\(model.count)")
                            TextUI.Button("+") { model.count += 1 }
                        }
                    }
                }
            }

            let runner = CommandRunner(TextHost(CounterView(model: Counter())))
            print(try runner.perform("tap +").frame)

            """, to: "Sources/TextApp/main.swift")
    }

    private func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func build(product: String) throws -> Product.Run {
        try Product(url: URL(fileURLWithPath: "/usr/bin/env"))
            .run(["swift", "build", "--package-path", folder.path, "--product", product], deadline: Self.buildDeadline)
    }

    /// The package modules the client's builds have compiled so far.
    var builtModules: Set<String> {
        let modules = folder.appendingPathComponent(".build/debug/Modules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
        return Set(names.filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) })
    }

    func executable(_ name: String) -> URL { folder.appendingPathComponent(".build/debug/\(name)") }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
