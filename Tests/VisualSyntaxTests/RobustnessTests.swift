import SeededRandom
import Testing
@testable import VisualSyntax

/// Whatever the text, the parser answers with a tree and diagnostics: no crash, no hang.
@Suite struct RobustnessTests {
    /// Pieces of every statement language, glued at random.
    static let pieces: [String] = [
        "[", "]", "(", ")", "{", "}", "|", "-", "<", ">", "=", "==", ">=", "<=", "@", "~", "%", ":", ",", ".", "*",
        "+", "\"", "@\"", "#", " ", "\t", "\n", "\\", "a", "b", "r1", "_spacer", "50", "-5", "0.5", "1.2.3", "H:",
        "V:", "H(", "V(", "layout a ", "view ", "metric m = ", "canvas ", "padding ", "rows ", "safe-area ",
        "x", "fit", "options:", ".alignAllTop", ".toSafeArea", ".defaultHigh", "LayoutPriority(", "Top:", "Item:",
        "Constant:", "self.", "superview", "a.top", "== b.bottom", "centerInSuperview(", "é", "标",
    ]

    @Test func randomTextNeverCrashes() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<4000 {
            let length = Int(generator.next() % 24)
            var text = ""
            for _ in 0..<length {
                text += Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
            }
            let (file, diagnostics) = parse(text)
            // Every diagnostic can be rendered and points inside the file.
            _ = DiagnosticRenderer(source: file.source).render(diagnostics)
            for diagnostic in diagnostics {
                guard let location = diagnostic.location else { continue }
                #expect(location.line >= 1 && location.line <= max(file.source.lines.count, 1), "\(text.debugDescription)")
                #expect(location.column >= 1, "\(text.debugDescription)")
            }
            // Printing the tree never crashes either.
            _ = file.description
        }
    }

    /// Examples of every dialect with one to three characters removed, inserted or
    /// replaced. Whatever the mutation, each diagnostic points inside the text and is
    /// rendered with its place and a caret; a text the parser accepts prints as a tree
    /// that parses again, without errors, to the same tree.
    @Test func mutatedExamplesGetPlacedDiagnosticsOrAStableTree() {
        let examples = [
            "[imageView(50)<]-[label(50)<>]-[button(50)>](60)",
            "H:|-[button(>=50@750)]-(8)-[field]| options: .alignAllCenterY",
            "H(|-8-label[100]->=(8 ~ .defaultHigh)-|, options: .toSafeArea)",
            #"layout lb3 {Top: [{Item: lb2, Constant: ">10"}, {Item: lb2, Constant: "<50@999"}], Width: "140"}"#,
            "metric gap = 8\na.width == 2 * b.width - gap @ high",
            "r1:|-5-[a]\nrows |-5-[r1]-5-|",
        ]
        var generator = SplitMix64(seed: 42)
        var accepted = 0, rejected = 0
        for example in examples {
            #expect(!parse(example).1.contains { $0.severity == .error }, "the unmutated example must parse: \(example)")
            let characters = Array(example)
            for _ in 0..<400 {
                var mutated = characters
                for _ in 0..<(1 + Int(generator.next() % 3)) {
                    let position = Int(generator.next() % UInt64(mutated.count))
                    switch generator.next() % 3 {
                    case 0: mutated.remove(at: position)
                    case 1: mutated.insert(Array("[]()-|<>=@~\" #\n")[Int(generator.next() % 15)], at: position)
                    default: mutated[position] = Array("[]()-|<>=@~\" #\n")[Int(generator.next() % 15)]
                    }
                    if mutated.isEmpty { break }
                }
                let text = String(mutated)
                let (file, diagnostics) = parse(text)
                let rendered = DiagnosticRenderer(source: file.source).render(diagnostics)
                for diagnostic in diagnostics {
                    guard let location = diagnostic.location else { continue }
                    let line = file.source.line(location.line)
                    #expect(line != nil || file.source.lines.isEmpty, "line \(location.line) of \(text.debugDescription)")
                    #expect(location.column >= 1 && location.column <= (line?.count ?? 0) + 1,
                            "column \(location.column) of \(text.debugDescription)")
                    #expect(rendered.contains(":\(location.line):\(location.column): \(diagnostic.severity.rawValue): "),
                            "\(text.debugDescription)")
                }
                if diagnostics.contains(where: { $0.severity == .error }) {
                    rejected += 1
                    #expect(rendered.contains("^"), "an error is shown with a caret: \(text.debugDescription)")
                    continue
                }
                accepted += 1
                let printed = file.description
                let (again, againDiagnostics) = parse(printed)
                #expect(!againDiagnostics.contains { $0.severity == .error }, "\(text.debugDescription) printed as \(printed.debugDescription)")
                #expect(again.description == printed, "\(text.debugDescription)")
            }
        }
        // The mutations exercise both sides.
        #expect(accepted > 100 && rejected > 100, "accepted \(accepted), rejected \(rejected)")
    }

    /// Blocks deeper than the limit are an error at the first brace too deep, and stay out of
    /// the tree: later stages recurse once per level and must never see more levels.
    @Test func nestingStopsAtTheLimit() {
        let limit = FormatFileParser.maximumNestingDepth
        #expect(limit == 256)
        let depth = limit + 40
        let text = (0..<depth).map { "c\($0) {" }.joined(separator: "\n") + "\nview x box\n"
            + Array(repeating: "}", count: depth).joined(separator: "\n")
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.map(\.description) == [
            "\(limit + 1):\("c\(limit) ".count + 1): error: containers nest deeper than \(limit) levels: "
                + "block 'c\(limit)' opens level \(limit + 1)",
        ])
        var levels = 0
        var container = file.root
        while let child = container.children.first {
            levels += 1
            container = child
        }
        #expect(levels == limit)
        #expect(container.statements.isEmpty)
    }
}
