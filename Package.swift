// swift-tools-version:6.0
// ObservationBackport is available under the MIT license: see LICENSE next to this file.
import CompilerPluginSupport
import PackageDescription

/// Targets compiled twice — once against Apple's `Observation` and once against ours — share one
/// directory of sources through a symlink; `ENGINE_APPLE` tells the copies apart.
let appleEngine: [SwiftSetting] = [.define("ENGINE_APPLE")]

/// What a new Xcode 26/27 app target builds with: default main-actor isolation and the
/// "approachable concurrency" upcoming features.
let xcodeAppTarget: [SwiftSetting] = [
    .unsafeFlags(["-default-isolation", "MainActor"]),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

/// The terminal front end (`TerminalApp`, raw mode) is compiled only where a terminal exists.
let terminalHosts: [SwiftSetting] = [.define("VIEWHOST_TERMINAL", .when(platforms: [.macOS, .linux]))]

let package = Package(
    name: "ObservationBackport",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "ObservationBackport", targets: ["ObservationBackport"]),
        .library(name: "ViewHost", targets: ["ViewHost"]),
        .library(name: "ObservationCombine", targets: ["ObservationCombine"]),
        // The text view system: views that render to text, their host, and the terminal front end.
        .library(name: "TextViews", targets: ["TextViews"]),
        .library(name: "TextTerminal", targets: ["TextTerminal"]),
        .executable(name: "conformance", targets: ["ConformanceRunner"]),
        .executable(name: "samples", targets: ["Samples"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
        .executable(name: "compile-cost", targets: ["CompileCost"]),
        .executable(name: "macro-fuzz", targets: ["MacroFuzz"]),
        .executable(name: "observation-migrate", targets: ["observation-migrate"]),
        .executable(name: "soak", targets: ["Soak"]),
        .plugin(name: "ObservationMigratePlugin", targets: ["ObservationMigratePlugin"]),
    ],
    targets: [
        // The macro plugin: speaks the compiler's plugin protocol itself, no swift-syntax.
        .macro(
            name: "ObservationBackportMacros", dependencies: ["ObservationMacroSupport"],
            path: "Sources/ObservationBackportMacros"),
        .target(name: "ObservationMacroSupport", dependencies: ["DeclarationSyntax"]),
        // The lexer and the readers of declarations and text edits the macro plugin and the
        // migration tool share; internal to the package (no product exports it).
        .target(name: "DeclarationSyntax"),
        // The differential macro fuzzer: generated classes expanded by Swift's macros and ours.
        // Depending on ObservationBackport makes the engine and plugin it compiles against built.
        .target(
            name: "MacroFuzzKit", dependencies: ["ObservationBackport", "ConformanceKit", "SanitizerLinking"],
            path: "Tools/MacroFuzzKit"),
        // What a program linked against this package's sanitized objects must pass the linker.
        .target(name: "SanitizerLinking", path: "Tools/SanitizerLinking"),
        .executableTarget(name: "MacroFuzz", dependencies: ["MacroFuzzKit"], path: "Tools/MacroFuzz"),
        // What @Observable costs a build: model files type-checked with either engine's macros
        // and with their expansions written out, against plain classes.
        .executableTarget(name: "CompileCost", dependencies: ["MacroFuzzKit"], path: "Tools/CompileCost"),
        // Word-sized atomics that back-deploy to iOS 13 (Synchronization needs iOS 18).
        .target(name: "ObservationBackportAtomics"),
        .target(
            name: "ObservationBackport",
            dependencies: ["ObservationBackportAtomics", "ObservationBackportMacros"]
        ),
        // What SwiftUI, UIKit and AppKit apps link: the adapters and the tracking they share.
        .target(name: "ViewHost", dependencies: ["ObservationBackport"], exclude: ["README.md"]),
        // Opt-in Combine publishers of @Observable properties (Apple platforms; empty elsewhere),
        // for pipelines migrated from @Published: outside ObservationBackport's Apple API.
        .target(name: "ObservationCombine", dependencies: ["ObservationBackport"]),
        // The text view system, its host and the terminal front end (the TextViews and
        // TextTerminal products; the samples run in it): outside ViewHost so that an app linking
        // ViewHost links none of it. Three layers, each target using only those below it
        // (Sources/TextViews/README.md):
        // the core — the view protocol, nodes, state, layout, TextHost — knows no view;
        .target(name: "TextRendering", dependencies: ["ViewHost", "ObservationBackport"]),
        // the views (Text, stacks, controls, modifiers), which re-export the core;
        .target(name: "TextViews", dependencies: ["TextRendering"], exclude: ["README.md"]),
        // the command language and the terminal front end.
        .target(name: "TextTerminal", dependencies: ["TextViews"], swiftSettings: terminalHosts),
        .target(
            name: "SampleApps", dependencies: ["TextViews", "TextTerminal", "ObservationBackport"],
            swiftSettings: terminalHosts),
        .executableTarget(name: "Samples", dependencies: ["SampleApps"]),

        // Conformance: the same case sources built against both engines.
        .target(name: "ConformanceKit", path: "Conformance/Kit"),
        .target(
            name: "ConformanceCasesApple", dependencies: ["ConformanceKit"],
            path: "Conformance/Engines/Apple", swiftSettings: appleEngine),
        .target(
            name: "ConformanceCasesBackport", dependencies: ["ConformanceKit", "ObservationBackport"],
            path: "Conformance/Engines/Backport"),
        .executableTarget(
            name: "ConformanceRunner",
            dependencies: ["ConformanceKit", "ConformanceCasesApple", "ConformanceCasesBackport"],
            path: "Conformance/Runner"),

        // Benchmarks: the same workloads built against both engines and a hand-written floor.
        .target(
            name: "BenchmarkWorkloadsApple", path: "Benchmarks/Engines/Apple", swiftSettings: appleEngine),
        .target(
            name: "BenchmarkWorkloadsBackport", dependencies: ["ObservationBackport", "ViewHost"],
            path: "Benchmarks/Engines/Backport"),
        .target(
            name: "BenchmarkWorkloadsFloor", dependencies: ["ObservationBackportAtomics"],
            path: "Benchmarks/Engines/Floor", swiftSettings: [.define("ENGINE_FLOOR")]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["BenchmarkWorkloadsApple", "BenchmarkWorkloadsBackport", "BenchmarkWorkloadsFloor"],
            path: "Benchmarks/Runner"),

        // The soak: writer threads against every kind of follower, on both engines (one source
        // through a symlink, as above); counts lost final updates.
        .target(name: "SoakKit", path: "Tools/Soak/Kit"),
        .target(name: "SoakEngineApple", dependencies: ["SoakKit"], path: "Tools/Soak/Engines/Apple", swiftSettings: appleEngine),
        .target(
            name: "SoakEngineBackport", dependencies: ["SoakKit", "ObservationBackport", "ViewHost", "TextViews"],
            path: "Tools/Soak/Engines/Backport"),
        .executableTarget(
            name: "Soak", dependencies: ["SoakKit", "SoakEngineApple", "SoakEngineBackport"], path: "Tools/Soak/Runner"),

        // The migration from ObservableObject: a library the tests drive, its command and the
        // command plugin that runs it over a package. It reads sources with the macro plugin's
        // lexer (DeclarationSyntax).
        .target(name: "ObservationMigration", dependencies: ["DeclarationSyntax"]),
        // Named as its product: the plugin's tool is built by this name, in this package too.
        .executableTarget(name: "observation-migrate", dependencies: ["ObservationMigration"], path: "Tools/ObservationMigrate"),
        .plugin(
            name: "ObservationMigratePlugin",
            capability: .command(
                intent: .custom(
                    verb: "observation-migrate",
                    description: "Moves the package's ObservableObject models and views to @Observable and ViewHost"),
                permissions: [.writeToPackageDirectory(reason: "Rewrites the targets' Swift sources in place (not with --dry-run)")]),
            dependencies: ["observation-migrate"]),
        .testTarget(name: "ObservationMigrationTests", dependencies: ["ObservationMigration", "DeclarationSyntax"]),
        .testTarget(name: "ObservationCombineTests", dependencies: ["ObservationCombine", "ObservationBackport"]),

        .testTarget(name: "ObservationBackportTests", dependencies: ["ObservationBackport", "ConformanceKit"]),
        .testTarget(name: "ObservationsTests", dependencies: ["ObservationBackport", "ConformanceKit"]),
        // Swift 6.4's SE-0506: withObservationTracking(options:) and withContinuousObservation.
        .testTarget(name: "OptionsAndContinuousObservationTests", dependencies: ["ObservationBackport", "ConformanceKit"]),
        .testTarget(name: "MacroPluginTests", dependencies: ["ObservationMacroSupport", "DeclarationSyntax", "ConformanceKit"]),
        // One fixture of every declaration shape, expanded by Apple's macros and by ours.
        .target(name: "MacroFixtureApple", path: "Tests/MacroFixtures/Apple", swiftSettings: appleEngine),
        .target(
            name: "MacroFixtureBackport", dependencies: ["ObservationBackport"], path: "Tests/MacroFixtures/Backport"),
        .testTarget(name: "MacroFixtureTests", dependencies: ["MacroFixtureApple", "MacroFixtureBackport", "ConformanceKit"]),
        .testTarget(name: "MacroFuzzTests", dependencies: ["MacroFuzzKit"]),
        // An app's models and flows built as an Xcode 27 app target is (`xcodeAppTarget`), against
        // Apple's Observation and against ours; the tests run both and compare.
        .target(
            name: "DefaultIsolationFixtureApple", path: "Tests/DefaultIsolationFixtures/Apple",
            swiftSettings: appleEngine + xcodeAppTarget),
        .target(
            name: "DefaultIsolationFixtureBackport", dependencies: ["ObservationBackport"],
            path: "Tests/DefaultIsolationFixtures/Backport", swiftSettings: xcodeAppTarget),
        .testTarget(
            name: "DefaultIsolationTests", dependencies: ["DefaultIsolationFixtureApple", "DefaultIsolationFixtureBackport"]),
        // ViewHost's HostTracking, the tracking core every host is built on.
        .testTarget(name: "ViewHostTests", dependencies: ["ViewHost", "ObservationBackport", "ConformanceKit"]),
        // The text views and their host: re-evaluation, state, layout, controls, input by address.
        // Its keyboard tests drive a full-screen session, where a terminal exists.
        .testTarget(
            name: "TextViewsTests", dependencies: ["TextViews", "TextTerminal", "ViewHost", "ObservationBackport", "ConformanceKit"],
            swiftSettings: terminalHosts),
        // The command language and the terminal front end: keys, screen, full-screen and plain modes.
        .testTarget(name: "TextTerminalTests", dependencies: ["TextTerminal", "TextViews", "ObservationBackport", "ConformanceKit"]),
        .testTarget(name: "SampleTests", dependencies: ["SampleApps", "TextViews", "TextTerminal"]),
        // Type-checks and runs ViewHost's SwiftUI adapter (Adapter/, Tracking/ and Platform.swift
        // link to its sources) against a signature stub of SwiftUI where SwiftUI does not exist.
        .testTarget(
            name: "ViewHostSwiftUIAdapterTests", dependencies: ["ObservationBackport", "ConformanceKit"],
            swiftSettings: [.define("VIEWHOST_SWIFTUI_STUB")]),
        // Type-checks and runs ViewHost's UIKit adapter (UIKitAdapter/, Tracking/, the untracked-read
        // diagnostic) against a signature stub of UIKit with a stand-in for Core Animation's passes.
        .testTarget(
            name: "ViewHostUIKitAdapterTests", dependencies: ["ObservationBackport", "ConformanceKit"],
            swiftSettings: [.define("VIEWHOST_UIKIT_STUB")]),
        // The same for the AppKit adapter (AppKitAdapter/), against a signature stub of AppKit.
        .testTarget(
            name: "ViewHostAppKitAdapterTests", dependencies: ["ObservationBackport", "ConformanceKit"],
            swiftSettings: [.define("VIEWHOST_APPKIT_STUB")]),
        // Reads the library products' sources for constructs that need a newer runtime than the
        // platforms above (Linux builds check no availability).
        .testTarget(name: "AvailabilityGuardTests"),
        // The documentation's Swift snippets, type-checked against the built modules.
        .testTarget(name: "DocSnippetTests", dependencies: ["ObservationBackport", "ViewHost", "TextViews", "SanitizerLinking"]),
        // The executables run as users run them: exit statuses, usage, what reaches stdout/stderr;
        // and the library products as a client package builds them.
        .testTarget(name: "CommandLineTests"),
        // The benchmarks' hand-written floor keeps the guarantees it is measured with.
        .testTarget(name: "BenchmarkFloorTests", dependencies: ["BenchmarkWorkloadsFloor"]),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["ConformanceKit", "ConformanceCasesApple", "ConformanceCasesBackport"]),
    ]
)
