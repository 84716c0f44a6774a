// swift-tools-version: 6.0
// Visual: layout text (RQVisual rows, Apple VFL, Visually, VBAutolayout) to pictures.
// MIT License (LICENSE), copyright 2026 the Visual authors.
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
        // swift-snapshot-testing strategies for format files: .visualPNG, .visualLayout, .visualSVG.
        .library(name: "VisualSnapshotTesting", targets: ["VisualSnapshotTesting"]),
        // `swift package visual check …`, `swift package visual scan …` in a package that
        // depends on this one: its `visual` built and run without installing it.
        .plugin(name: "VisualPlugin", targets: ["VisualCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `visual serve`'s HTTP server (event loops and HTTP/1.1 only; no TLS, no HTTP/2).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Swift source files read by the compiler's own parser (`visual scan`).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Cairo and fontconfig from the system (Debian: libcairo2-dev, libfontconfig-dev), their
        // headers included and the libraries opened with dlopen on the first call: a process
        // that neither draws nor measures text (`--version`, a PNG diff) never loads them
        // and the dozen libraries they bring.
        .target(name: "CCairo"),
        // zlib from the system, for PNG chunks' CRC-32 (Debian: zlib1g-dev, which libpng-dev brings).
        // libdeflate: its Adler-32 (SIMD) for the PNG writer's zlib checksum.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // glibc's malloc.h (malloc_trim): the C library itself, nothing to link.
        .systemLibrary(name: "CMalloc"),
        // Linux's prctl (a worker dies with its supervisor): the C library, nothing to link.
        .systemLibrary(name: "CProcess"),
        // libpng from the system (Debian: libpng-dev): PNGs read exactly, without the
        // premultiplied alpha of Cairo's PNG reader.
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // Files written whole or not at all (temporary file, then rename): pictures, diff
        // images, goldens, reports.
        .target(name: "AtomicOutput"),
        // Format files from disk: one reader (a path or `-`) and one finder (folders searched
        // recursively), so every command finds and reads files by the same rules.
        .target(name: "FormatFileInput", dependencies: ["VisualSyntax"]),
        // Independent items spread over the cores, results in input order.
        .target(name: "ParallelWork"),
        // The text engine's C side: HarfBuzz and Pango with pangocairo (Debian: libpango1.0-dev),
        // loaded with dlopen on first need (a process of plain Latin text never loads Pango,
        // GLib or GIO), and Cairo's FreeType faces for fontconfig's fonts (through CCairo).
        .target(name: "CPango", dependencies: ["CCairo"]),
        // The text engine: text measured and drawn with Pango in the mockup font and its
        // fallbacks, on a private font configuration, shared by the layout (intrinsic content
        // sizes, baselines) and the renderer so both measure alike, and the stamp (library
        // versions, font files) that says what drew a picture.
        .target(name: "TextMeasure", dependencies: ["CCairo", "CPango"]),
        // Text formats written by one rule each: numbers (whole numbers plain, decimals as the
        // reader needs), JSON written field by field, and text made safe for HTML and XML.
        .target(name: "TextFormats"),
        // Rectangles, points and insets in points, y growing downwards: one shape for every
        // stage that places or compares boxes.
        .target(name: "Geometry"),
        // The incremental Cassowary solver with strict (lexicographic) priorities; it
        // depends on nothing.
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m")]),
        // Stage 1, text → syntax tree: the format file's parsers and diagnostics.
        .target(name: "VisualSyntax", dependencies: ["TextFormats"]),
        // Stage 1 for Auto Layout logs (`visual explain`): the constraint descriptions UIKit
        // and AppKit print when constraints conflict, read as a dialect of their own.
        .target(name: "AutoLayoutLog", dependencies: ["VisualSyntax"]),
        // Stage 1 for Interface Builder documents (`.xib`, `.storyboard`): the XML read with
        // Foundation's streaming parser and written as format-file text, one per scene.
        .target(name: "InterfaceBuilderInput", dependencies: ["Geometry", "VisualSyntax", "StackViews", "TextFormats"]),
        // Stage 1's stack views, for every front end that reads them (Interface Builder's
        // `<stackView>`, `UIStackView` built in code): the constraints UIKit's `UIStackView`
        // and AppKit's `NSStackView` make for their arranged views, as format-file equations.
        .target(name: "StackViews", dependencies: ["TextFormats"]),
        // Stage 1 for Swift and Objective-C source files (`visual scan`): the layouts written
        // in code (VFL calls, RQVisual, Visually, VBAutolayout), one format file per function,
        // linted at the exact character of the source. Swift is read by SwiftSyntax's parser,
        // Objective-C by a scanner of our own (Clang cannot parse it without the iOS SDK).
        .target(name: "SourceCodeInput", dependencies: [
            "VisualSyntax", "StackViews",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        // Stage 1's one door: a path read as a format file, a source file's layouts or an
        // Interface Builder document's frames, by its extension.
        .target(name: "LayoutDocuments", dependencies: ["FormatFileInput", "VisualSyntax", "SourceCodeInput", "InterfaceBuilderInput"]),
        // Stage 2, syntax tree → constraints: one builder per dialect.
        .target(name: "VisualConstraints", dependencies: ["Geometry", "VisualSyntax", "Cassowary", "TextMeasure", "TextFormats"]),
        // Support for stage 1: localized text (strings tables, String Catalogs, Xcode's
        // pseudo-languages) put into a syntax tree's view texts before anything is measured.
        .target(name: "LocalizedStrings", dependencies: ["VisualSyntax"]),
        // Stage 3, constraints → solved layout: solving, conflicts, ambiguity, JSON.
        .target(name: "VisualLayout", dependencies: ["Geometry", "VisualConstraints", "VisualSyntax", "Cassowary", "TextMeasure", "TextFormats", "LocalizedStrings"]),
        // Stages 2 and 3 for Auto Layout logs: the log's constraints in Cassowary, one
        // minimal conflicting set, names, text and JSON, and a layout to draw.
        .target(name: "AutoLayoutExplain", dependencies: ["AutoLayoutLog", "Cassowary", "TextFormats", "VisualSyntax", "VisualLayout"]),
        // Support for stages 4 and 5: what changed between two layouts, view by view (moves
        // relative to the container, sizes, views added and removed), largest first.
        .target(name: "LayoutChanges", dependencies: ["Geometry", "TextFormats"]),
        // Stage 4, solved layout → picture: PNG, SVG and PDF drawn with Cairo.
        .target(name: "VisualRender",
                dependencies: ["VisualLayout", "VisualConstraints", "VisualSyntax", "Geometry", "TextMeasure", "TextFormats", "CCairo", "PNGCodec", "ParallelWork", "LocalizedStrings", "LayoutChanges"]),
        // PNG in and out, for every stage that handles pixels: libpng reads (exactly, without
        // the premultiplied alpha of Cairo's reader), our own DEFLATE writes.
        .target(name: "PNGCodec", dependencies: ["PixelBuffer", "CPNG", "CDeflate", "AtomicOutput", "ParallelWork"]),
        // Pixels in memory: a straight-alpha RGBA image and one pixel, shared by the PNG codec
        // and the pixel comparison, so that comparing needs no codec.
        .target(name: "PixelBuffer"),
        // Golden comparison's pixel diff: a pixelmatch-compatible comparison, one pure function
        // over two pixel buffers. Stands apart from the layout stages and from the PNG codec:
        // it needs only pixels.
        .target(name: "PixelDiff", dependencies: ["PixelBuffer"]),
        // For editors: a format file's names, diagnostics, hover text, completions, outline and
        // re-indenting, from its syntax tree and solved layout, in the project's positions.
        // Swift and Objective-C files: the diagnostics `visual scan` reports for their layouts.
        .target(name: "DocumentAnalysis", dependencies: ["VisualSyntax", "VisualLayout", "TextMeasure", "TextFormats", "SourceCodeInput"]),
        // `visual lsp`: the Language Server Protocol over standard input and output (JSON-RPC
        // framing, the protocol's types, UTF-16 positions) answered from DocumentAnalysis
        // (format files; Swift and Objective-C files get their scan's diagnostics).
        .target(name: "LanguageServer", dependencies: ["DocumentAnalysis", "SourceCodeInput", "VisualSyntax", "TextMeasure"]),
        // Stage 5, picture + layout → golden comparison: `visual check`'s layers and goldens.
        .target(name: "VisualGolden", dependencies: ["Geometry", "TextFormats", "LayoutChanges", "VisualLayout", "VisualConstraints", "VisualSyntax", "TextMeasure", "VisualRender", "PixelDiff", "PNGCodec", "AtomicOutput", "FormatFileInput", "ParallelWork", "LocalizedStrings", "LayoutDocuments", "SourceCodeInput"]),
        // `visual serve`, after the picture stage:
        // format files watched on disk, drawn into SVG pages with hover data, and served over
        // HTTP on loopback, changes announced with Server-Sent Events.
        .target(name: "VisualPreview", dependencies: [
            "VisualRender", "TextFormats", "VisualLayout", "VisualConstraints", "VisualSyntax", "FormatFileInput",
            "LayoutDocuments", "SourceCodeInput",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // The golden comparison as swift-snapshot-testing strategies, for apps' own tests.
        .target(name: "VisualSnapshotTesting", dependencies: [
            "VisualGolden", "VisualRender", "VisualLayout", "VisualSyntax", "PixelDiff", "PNGCodec", "FormatFileInput",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .executableTarget(
            name: "visual",
            dependencies: [
                "Cassowary", "VisualSyntax", "VisualConstraints", "VisualLayout", "VisualRender", "PixelDiff", "VisualGolden",
                "FormatFileInput", "AtomicOutput", "ParallelWork", "PNGCodec", "LocalizedStrings", "CMalloc", "CProcess",
                "AutoLayoutLog", "AutoLayoutExplain", "LanguageServer", "LayoutChanges", "VisualPreview",
                "SourceCodeInput", "LayoutDocuments", "TextFormats", "Geometry", "TextMeasure",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command plugin: builds `visual` and runs it on the package it is called in. No
        // tool dependency on purpose: it would build `visual` and all it imports twice.
        .plugin(
            name: "VisualCommand",
            capability: .command(intent: .custom(verb: "visual", description: "Run visual (check, scan, render, …) on this package's files."))
        ),
        // Benchmark driver for Benchmarks/run (release build only).
        .executableTarget(name: "cassowary-bench", dependencies: ["Cassowary", "FuzzedSystems"], path: "Benchmarks/Sources/cassowary-bench"),
        // 1,000 labels measured in one process (the text engine's cost to the layout).
        .executableTarget(name: "text-bench", dependencies: ["TextMeasure"], path: "Benchmarks/Sources/text-bench"),
        // The floor of `visual diff` for Benchmarks/diff-bench: decoding its two PNGs, nothing else.
        .executableTarget(name: "png-bench", dependencies: ["PNGCodec"], path: "Benchmarks/Sources/png-bench"),
        // Interface Builder documents read and laid out without the CLI: frames for
        // scripts/ib-fidelity, reading against layout time for Benchmarks/ib.
        .executableTarget(name: "ib-bench", dependencies: ["InterfaceBuilderInput", "VisualLayout", "VisualSyntax"],
                          path: "Benchmarks/Sources/ib-bench"),
        // Swift files found, read and parsed by SwiftParser and nothing else: the floor of
        // `visual scan` in Benchmarks/scan/run.
        .executableTarget(name: "swift-parse-bench", dependencies: [
            "FormatFileInput", "ParallelWork",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ], path: "Benchmarks/Sources/swift-parse-bench"),
        // The end-to-end tests' one way to run the built `visual` as a process.
        .target(name: "VisualProcessTesting", path: "Tests/Support/VisualProcessTesting"),
        // Seeded randomness for the property and robustness tests, so a failure replays.
        .target(name: "SeededRandom", path: "Tests/Support/SeededRandom"),
        .target(name: "FuzzedSystems", dependencies: ["Cassowary", "SeededRandom"], path: "Tests/Support/FuzzedSystems"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SeededRandom", "FuzzedSystems"]),
        .testTarget(name: "VisualSyntaxTests", dependencies: ["VisualSyntax", "SeededRandom"]),
        .testTarget(name: "SourceCodeInputTests", dependencies: ["SourceCodeInput", "VisualSyntax", "VisualLayout", "VisualProcessTesting", "visual"]),
        // The repository's own maps (ARCHITECTURE.md, the README) against its tree, manifest
        // and binary: the README's `visual` lines are run with the built executable.
        .testTarget(name: "RepositoryTests", dependencies: ["VisualProcessTesting", "visual"]),
        .testTarget(name: "CairoSmokeTests", dependencies: ["CCairo"]),
        .testTarget(name: "AtomicOutputTests", dependencies: ["AtomicOutput"]),
        .testTarget(name: "TextMeasureTests", dependencies: ["TextMeasure", "CPango", "CCairo"]),
        .testTarget(name: "LocalizedStringsTests", dependencies: ["LocalizedStrings", "VisualSyntax", "VisualLayout", "VisualRender", "VisualProcessTesting", "visual"]),
        .testTarget(name: "VisualSnapshotTestingTests", dependencies: ["VisualSnapshotTesting", "PixelDiff", "PNGCodec"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "VisualGoldenTests", dependencies: ["Geometry", "VisualSyntax", "LayoutChanges", "LayoutDocuments", "VisualGolden", "LocalizedStrings", "FormatFileInput", "AtomicOutput", "TextMeasure", "VisualLayout", "VisualRender", "PixelDiff", "PNGCodec", "VisualProcessTesting", "visual"]),
        .testTarget(name: "InterfaceBuilderInputTests", dependencies: ["InterfaceBuilderInput", "VisualLayout", "VisualSyntax"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "VisualLayoutTests", dependencies: ["Geometry", "VisualLayout", "VisualConstraints", "VisualSyntax", "TextFormats"]),
        // Depends on `visual` so that its end-to-end tests run the binary just built.
        .testTarget(name: "VisualRenderTests", dependencies: ["Geometry", "ParallelWork", "PNGCodec", "PixelBuffer", "VisualRender", "VisualLayout", "VisualConstraints", "VisualSyntax", "CCairo", "AtomicOutput", "VisualProcessTesting", "SeededRandom", "visual"],
                    exclude: ["Fixtures"]),
        // Depends on `visual` so that the end-to-end tests find the built binary.
        .testTarget(
            name: "PixelDiffTests",
            dependencies: ["PixelDiff", "PNGCodec", "VisualProcessTesting", "visual"],
            exclude: ["Fixtures"]
        ),
        // End to end: the built `visual` executable run as a process on real files. The
        // dependency makes `swift build --build-tests` build it next to the test bundle.
        .testTarget(name: "VisualCLITests", dependencies: ["VisualProcessTesting", "visual"]),
        // `visual serve`'s parts: which paths it serves, its pages, its file watcher.
        .testTarget(name: "VisualPreviewTests", dependencies: ["VisualPreview", "VisualRender", "VisualProcessTesting", "visual"]),
        // `visual explain`: the log reader and the conflict finder on real logs (Fixtures/logs,
        // with their sources), and the command end to end.
        .testTarget(name: "ExplainTests", dependencies: ["AutoLayoutLog", "AutoLayoutExplain", "Geometry", "PixelDiff", "PNGCodec", "VisualLayout", "VisualRender", "VisualProcessTesting", "visual"],
                    exclude: ["Fixtures"]),
        // `visual lsp` end to end (a real JSON-RPC session with the built binary) and the
        // analysis it answers from.
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "DocumentAnalysis", "VisualSyntax", "TextMeasure", "VisualProcessTesting", "visual"]),
    ]
)

// `ls Sources` shows the pipeline: each module's folder sits in the folder of its stage
// (ARCHITECTURE.md), followed by the tools that drive the stages, the support modules and
// the C shims. Targets with a folder of their own elsewhere (benchmarks, test support)
// keep the path they name.
let stageFolders: KeyValuePairs<String, [String]> = [
    "1-Input": ["FormatFileInput", "SourceCodeInput", "InterfaceBuilderInput", "StackViews", "AutoLayoutLog", "LayoutDocuments"],
    "2-Syntax": ["VisualSyntax", "LocalizedStrings"],
    "3-Constraints": ["Cassowary", "VisualConstraints"],
    "4-Layout": ["VisualLayout", "AutoLayoutExplain", "LayoutChanges"],
    "5-Picture": ["VisualRender"],
    "6-Golden": ["PixelDiff", "VisualGolden", "VisualSnapshotTesting"],
    "Tools": ["DocumentAnalysis", "LanguageServer", "VisualPreview", "visual"],
    "Support": ["AtomicOutput", "ParallelWork", "TextFormats", "Geometry", "TextMeasure", "PixelBuffer", "PNGCodec"],
    "CShims": ["CCairo", "CPango", "CPNG", "CDeflate", "CMalloc", "CProcess"],
]
for target in package.targets where target.path == nil && target.type != .test {
    if let stage = stageFolders.first(where: { $0.value.contains(target.name) })?.key {
        target.path = "Sources/\(stage)/\(target.name)"
    }
}
