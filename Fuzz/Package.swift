// swift-tools-version: 6.0
import PackageDescription

// A libFuzzer target for the whole question path (bytes → text → parse → handle → JSON line) and the
// command's process surface (argv, environment, line reader, output writer) run in-process.
// Separate from the root package so the sanitizers never reach the normal build. Build and run it
// with scripts/fuzz, which builds (release; FUZZ_CONFIG=debug for -Onone) with
//   swift build -c release --package-path Fuzz --scratch-path Fuzz/.build/asan \
//       -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
//       -Xlinker <toolchain>/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a -Xlinker -lstdc++
// or, with FUZZ_ASAN=0 (faster), `-Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer` and the same links.
// `-Xswiftc -sanitize=fuzzer,address` cannot be given to the whole build: it links libFuzzer's `main`
// into every executable, and the root package's build tool (EmbedLocalizationTool) has no
// LLVMFuzzerTestOneInput. So every link gets libFuzzer without main, and this target's entry point
// (VeckaAskFuzz_main, which SwiftPM makes `main`) starts libFuzzer through LLVMFuzzerRunDriver.
let package = Package(
    name: "VeckaAskFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "vecka-ask", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "VeckaAskFuzz",
            dependencies: [
                .product(name: "VeckaAskCore", package: "vecka-ask"),
                .product(name: "VeckaAskCLI", package: "vecka-ask"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
