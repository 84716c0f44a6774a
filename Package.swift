// swift-tools-version: 6.0
// Visual: layout text (RQVisual rows, Apple VFL, Visually, VBAutolayout) to pictures.
//
// One module per stage of the pipeline, each depending only on the stages before it:
//   text → syntax tree → constraints → solved layout → picture → golden comparison.
// The constraint solver (`Cassowary`) is pure Swift and depends on nothing.
import PackageDescription

let package = Package(
    name: "Visual",
    products: [
        .executable(name: "visual", targets: ["visual"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Cairo from the system (Debian: libcairo2-dev), found with pkg-config.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Text sizes measured with Cairo in the renderer's font: shared by the layout
        // (intrinsic content sizes, baselines) and the renderer, so both measure alike.
        .target(name: "TextMeasure", dependencies: ["CCairo"]),
        // The incremental Cassowary solver with strict (lexicographic) priorities.
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m")]),
        // Stage 1, text → syntax tree: the format file's parsers and diagnostics.
        .target(name: "VisualSyntax"),
        // Stage 2, syntax tree → constraints: one builder per dialect.
        .target(name: "VisualConstraints", dependencies: ["VisualSyntax", "Cassowary", "TextMeasure"]),
        // Stage 3, constraints → solved layout: solving, conflicts, ambiguity, JSON.
        .target(name: "VisualLayout", dependencies: ["VisualConstraints", "VisualSyntax", "Cassowary"]),
        .executableTarget(
            name: "visual",
            dependencies: [
                "Cassowary", "VisualSyntax", "VisualConstraints", "VisualLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmark driver for Benchmarks/run (release build only).
        .executableTarget(name: "cassowary-bench", dependencies: ["Cassowary"], path: "Benchmarks/Sources/cassowary-bench"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "VisualSyntaxTests", dependencies: ["VisualSyntax"]),
        .testTarget(name: "CairoSmokeTests", dependencies: ["CCairo"]),
        .testTarget(name: "TextMeasureTests", dependencies: ["TextMeasure"]),
        .testTarget(name: "VisualLayoutTests", dependencies: ["VisualLayout", "VisualConstraints", "VisualSyntax"]),
        // End to end: the built `visual` executable run as a process on real files. The
        // dependency makes `swift build --build-tests` build it next to the test bundle.
        .testTarget(name: "VisualCLITests", dependencies: ["visual"]),
    ]
)
