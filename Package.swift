// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way: vecka-ask → VeckaAskCLI → IntentHandlers → IntentParser → (LocalizationData, VeckaEngine).
let package = Package(
    name: "vecka-ask",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "vecka-ask", targets: ["vecka-ask"]),
        // The question-to-answer core without the command line, for the fuzzer (Fuzz/) and embedders.
        .library(name: "VeckaAskCore", targets: ["VeckaEngine", "IntentParser", "IntentHandlers"]),
        // The command's logic (options, environment, pipe, REPL) over any byte streams, for the fuzzer.
        .library(name: "VeckaAskCLI", targets: ["VeckaAskCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Core library
        // ICU's default locale pinned before any code runs, so no LANG value can crash ICU (see the C file).
        .target(
            name: "ICUDefaultLocale",
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        // Members are visible only from modules a file imports itself, so nothing reaches Foundation
        // through a dependency without saying so (the engine and the command line do without it).
        .target(name: "VeckaEngine", dependencies: ["ICUDefaultLocale"], swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        .target(
            name: "LocalizationData",
            plugins: [.plugin(name: "EmbedLocalization")]
        ),
        .target(name: "IntentParser", dependencies: ["VeckaEngine", "LocalizationData"]),
        .target(name: "IntentHandlers", dependencies: ["IntentParser", "VeckaEngine", "LocalizationData"]),

        // Command line
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        .target(name: "LineEditor", dependencies: ["CReadline"]),
        // Everything the command does, over byte streams and an environment it is given, so tests and
        // the fuzzer run it in-process; the executable only hands it the real ones.
        .target(
            name: "VeckaAskCLI",
            dependencies: [
                "IntentHandlers", "LineEditor", "LocalizationData",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .executableTarget(name: "vecka-ask", dependencies: ["VeckaAskCLI"]),

        // Benchmark: in-process figures for scripts/benchmark (holiday engine, parser).
        .executableTarget(name: "vecka-bench", dependencies: ["IntentHandlers"]),

        // Build tooling: Localization/ is turned into Swift source at build time, so one copied binary works.
        .executableTarget(name: "EmbedLocalizationTool"),
        .plugin(name: "EmbedLocalization", capability: .buildTool(), dependencies: ["EmbedLocalizationTool"]),

        // Tests
        .testTarget(name: "VeckaEngineTests", dependencies: ["VeckaEngine"], exclude: ["Data"]),
        .testTarget(name: "IntentParserTests", dependencies: ["IntentParser"]),
        .testTarget(name: "IntentHandlersTests", dependencies: ["IntentHandlers"]),
        .testTarget(name: "VeckaAskTests", dependencies: ["vecka-ask", "VeckaAskCLI", "LineEditor", "ICUDefaultLocale"]),
    ],
    swiftLanguageModes: [.v6]
)
