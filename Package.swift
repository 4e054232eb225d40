// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way: vecka-ask → VeckaAskCLI → IntentHandlers → IntentParser → (LocalizationData, VeckaEngine,
// VocabularyFormat → (TextNormalization, LocalizationFormat)). The MCP server, vecka-ask-mcp → VeckaAskMCP → (MCP,
// VeckaAskCLI), is a program of its own: the SDK brings Foundation and ICU, which vecka-ask must not load. So is the
// store of personal data, vecka-ask-store → (VeckaStore → GRDB, VeckaAskCLI), for the same reason.
/// A module sees the members of only the modules its own files import (not those its dependencies
/// import), so Foundation, and with it ICU, cannot come into the program unseen.
let strictImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "vecka-ask",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "vecka-ask", targets: ["vecka-ask"]),
        // The question-to-answer core without the command line, for the fuzzer (Fuzz/) and embedders.
        .library(name: "VeckaAskCore", targets: ["VeckaEngine", "IntentParser", "IntentHandlers"]),
        // The command's logic (options, environment, pipe, REPL) over any byte streams, for the fuzzer.
        .library(name: "VeckaAskCLI", targets: ["VeckaAskCLI"]),
        // The Model Context Protocol server (docs/mcp.md) that `vecka-ask --mcp` starts: a separate binary, so
        // the SDK's Foundation never reaches the one-shot command's size or start-up.
        .executable(name: "vecka-ask-mcp", targets: ["vecka-ask-mcp"]),
        // The store of the user's notes and countdowns (docs/personal-data.md), which vecka-ask starts on the first
        // question that touches them and talks to over a pipe: SQLite through GRDB brings Foundation, so it is a
        // program of its own like the MCP server, and a question without personal data never loads it.
        .executable(name: "vecka-ask-store", targets: ["vecka-ask-store"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        // Core library
        // Members are visible only from modules a file imports itself, so nothing reaches Foundation
        // through a dependency without saying so: no module of the program imports Foundation (ICU).
        .target(name: "VeckaEngine", swiftSettings: strictImports),
        // Text folding shared by the parser and the build's vocabulary compiler.
        .target(name: "TextNormalization", swiftSettings: strictImports),
        // The Localization/ file formats, and the compiled vocabulary (built by the plugin's tool, read by the parser).
        .target(name: "LocalizationFormat", swiftSettings: strictImports),
        .target(name: "VocabularyFormat", dependencies: ["TextNormalization", "LocalizationFormat"], swiftSettings: strictImports),
        .target(
            name: "LocalizationData",
            dependencies: ["LocalizationFormat"],
            swiftSettings: strictImports,
            plugins: [.plugin(name: "EmbedLocalization")]
        ),
        .target(name: "IntentParser", dependencies: ["VeckaEngine", "LocalizationData", "TextNormalization", "VocabularyFormat"],
                swiftSettings: strictImports),
        .target(name: "IntentHandlers", dependencies: ["IntentParser", "VeckaEngine", "LocalizationData"], swiftSettings: strictImports),

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
            swiftSettings: strictImports
        ),
        .executableTarget(name: "vecka-ask", dependencies: ["VeckaAskCLI"], swiftSettings: strictImports),

        // MCP server: the JSON Lines protocol's answers and typed calendar tools over the Model Context
        // Protocol (stdio). Foundation is allowed here, and only here.
        .target(
            name: "VeckaAskMCP",
            dependencies: [
                "VeckaAskCLI", "IntentHandlers", "IntentParser", "VeckaEngine", "LocalizationData",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictImports
        ),
        .executableTarget(name: "vecka-ask-mcp", dependencies: ["VeckaAskMCP"], swiftSettings: strictImports),

        // Personal data: the user's notes and countdowns in SQLite (GRDB; Foundation allowed here), served to
        // vecka-ask as JSON Lines by vecka-ask-store (the protocol's both ends are in VeckaAskCLI: StoreProtocol).
        .target(
            name: "VeckaStore",
            dependencies: ["IntentHandlers", "VeckaEngine", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictImports
        ),
        .executableTarget(
            name: "vecka-ask-store",
            dependencies: ["VeckaStore", "VeckaAskCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictImports
        ),

        // Benchmark: in-process figures for scripts/benchmark (holiday engine, parser).
        .executableTarget(name: "vecka-bench", dependencies: ["IntentHandlers"]),

        // Build tooling: Localization/ is turned into Swift source at build time, so one copied binary works.
        .executableTarget(name: "EmbedLocalizationTool", dependencies: ["LocalizationFormat", "VocabularyFormat"]),
        .plugin(name: "EmbedLocalization", capability: .buildTool(), dependencies: ["EmbedLocalizationTool"]),

        // Tests
        .testTarget(name: "VeckaEngineTests", dependencies: ["VeckaEngine"], exclude: ["Data"]),
        .testTarget(name: "IntentParserTests", dependencies: ["IntentParser"]),
        .testTarget(name: "IntentHandlersTests", dependencies: ["IntentHandlers"]),
        .testTarget(name: "VeckaAskTests", dependencies: ["vecka-ask", "VeckaAskCLI", "LineEditor"]),
        .testTarget(name: "VeckaStoreTests", dependencies: ["VeckaStore", "vecka-ask-store", "VeckaAskCLI", "IntentHandlers", "VeckaEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
