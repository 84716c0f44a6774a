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
        // The incremental Cassowary solver with strict (lexicographic) priorities.
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "VisualSyntax"),
        .executableTarget(
            name: "visual",
            dependencies: [
                "Cassowary",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmark driver for Benchmarks/run (release build only).
        .executableTarget(name: "cassowary-bench", dependencies: ["Cassowary"], path: "Benchmarks/Sources/cassowary-bench"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "VisualSyntaxTests", dependencies: ["VisualSyntax"]),
        .testTarget(name: "CairoSmokeTests", dependencies: ["CCairo"]),
    ]
)
