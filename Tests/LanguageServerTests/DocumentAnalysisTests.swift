// The analysis `visual lsp` answers from, in the project's positions (1-based, columns in
// characters), and the conversion to the protocol's UTF-16 positions.

import DocumentAnalysis
import Foundation
@testable import LanguageServer
import Testing
import TextMeasure
import VisualSyntax

private func analyse(_ text: String) -> DocumentAnalysis {
    DocumentAnalysis(text: text, name: "case.visual", measurer: TextMeasurer())
}

@Suite struct DocumentAnalysisTests {
    /// A `mask` statement names views without making them: to the editor each name is a use
    /// (references, rename), and after `mask` completion offers the views.
    @Test func maskNamesAreUses() {
        let text = "canvas 300 x 100\nview clock label \"9:41\"\nH:|-[clock]\nmask clock\n"
        let analysis = analyse(text)
        #expect(analysis.occurrences.filter { $0.name == "clock" }.map(\.range.start.line) == [2, 3, 4])
        #expect(analysis.completions(at: SourceLocation(line: 4, column: 6)).map(\.label).contains("clock"))
        #expect(analysis.completions(at: SourceLocation(line: 5, column: 1)).contains { $0.label == "mask" })
    }

    /// One view written in every dialect: each use is found, at its own place.
    @Test func occurrencesInEveryDialect() {
        let text = """
            canvas 300 x 200
            view box1 label "A"
            [box1(50)]-[other]
            H:|-[box1]-|
            V(|-20-box1-other-|)
            layout other {Top: {Item: box1, Constant: "8"}}
            box1.width == other.width
            centerVertically(box1, other)
            """
        let analysis = analyse(text)
        let uses = analysis.occurrences.filter { $0.name == "box1" }
        #expect(uses.map(\.range.start.line) == [2, 3, 4, 5, 6, 7, 8])
        let lines = text.split(separator: "\n").map(String.init)
        for use in uses {
            let line = Array(lines[use.range.start.line - 1])
            #expect(String(line[(use.range.start.column - 1)..<(use.range.end.column - 1)]) == "box1", "\(use.range)")
        }
        // Every use leads to the `view` statement.
        let declaration = SourceRange(line: 2, column: 6, length: 4)
        for use in uses { #expect(analysis.definition(of: use) == declaration) }
    }

    /// A view without a `view` statement is defined where it is first written; a metric at
    /// its `metric` statement.
    @Test func definitionWithoutDeclaration() throws {
        let analysis = analyse("metric m = 5\nH:|-m-[a]-[b]\nV:|-[a]\nb.top == a.top\n")
        let b = try #require(analysis.occurrence(at: SourceLocation(line: 4, column: 1)))
        #expect(analysis.definition(of: b) == SourceRange(line: 2, column: 12, length: 1))
        let m = try #require(analysis.occurrence(at: SourceLocation(line: 2, column: 5)))
        #expect(m.kind == .metric)
        #expect(analysis.definition(of: m) == SourceRange(line: 1, column: 8, length: 1))
        #expect(analysis.hoverText(for: m) == "**m** · metric = 5")
    }

    /// A file with an error still answers from what could be read, but has no frame to show.
    @Test func hoverWithoutLayout() throws {
        let analysis = analyse("view a label \"x\"\nH:|-[a]-|\nV:|-[a\n")
        #expect(analysis.layout == nil)
        let a = try #require(analysis.occurrence(at: SourceLocation(line: 2, column: 6)))
        let hover = try #require(analysis.hoverText(for: a))
        #expect(hover.contains("not laid out"))
        #expect(!hover.contains("frame"))
    }

    /// A view's text is shown as written, not as Markdown.
    @Test func hoverEscapesMarkdown() throws {
        let analysis = analyse("view my_view label \"*bold* [link](x)\"\nH:|-[my_view]-|\nV:|-[my_view]-|\n")
        let view = try #require(analysis.occurrence(at: SourceLocation(line: 2, column: 6)))
        let hover = try #require(analysis.hoverText(for: view))
        #expect(hover.hasPrefix("**my\\_view** · label"))
        #expect(hover.contains("text: \"\\*bold\\* \\[link\\]\\(x\\)\""), "\(hover)")
    }

    /// After `view `, only the views still without a `view` statement.
    @Test func viewStatementOffersUndeclaredViews() {
        let analysis = analyse("view a box\nH:|-[a]-[b]-[c]-|\nview \n")
        #expect(analysis.completions(at: SourceLocation(line: 3, column: 6)).map(\.label) == ["b", "c"])
    }

    /// In a `layout` dictionary: its keys and the views an `Item` may name.
    @Test func layoutDictionaryOffersKeys() {
        let analysis = analyse("H:|-[a]-[b]-|\nlayout b {Le")
        #expect(analysis.completions(at: SourceLocation(line: 2, column: 13)).map(\.label) == ["Leading"])
        let items = analysis.completions(at: SourceLocation(line: 2, column: 11)).map(\.label)
        #expect(items.contains("Top") && items.contains("Item") && items.contains("a"))
    }

    /// On a continuation line of a `layout` dictionary too.
    @Test func layoutDictionaryContinuationOffersKeys() {
        let analysis = analyse("H:|-[a]-[b]-|\nV:|-[a]-[b]-|\nlayout b {Top: \"8\",\n          Leading: \"8\"}\n")
        #expect(analysis.completions(at: SourceLocation(line: 4, column: 13)).map(\.label) == ["Leading"])
        #expect(analysis.completions(at: SourceLocation(line: 2, column: 1)).contains { $0.label == "canvas" })
    }

    @Test func formattingReindentsOnlyWhitespace() throws {
        let text = "canvas 100 x 100   \ncard {\n# inside\n  H:|-[a]-|\n        V:|-[a]-|\n}\nH:|-[card]-|\nV:|-[card]-|\n"
        let formatted = try #require(analyse(text).formatted(indent: "  "))
        #expect(formatted == "canvas 100 x 100\ncard {\n  # inside\n  H:|-[a]-|\n  V:|-[a]-|\n}\nH:|-[card]-|\nV:|-[card]-|\n")
    }

    /// Continuation lines of a Visually call move with their first line, keeping their shape.
    @Test func formattingKeepsContinuationShape() throws {
        let text = "c {\n      H(|-a-\n         b-|)\n  V(|-a-|)\n  V(|-b-|)\n}\nH:|-[c]-|\nV:|-[c]-|\n"
        let formatted = try #require(analyse(text).formatted(indent: "    "))
        #expect(formatted == "c {\n    H(|-a-\n       b-|)\n    V(|-a-|)\n    V(|-b-|)\n}\nH:|-[c]-|\nV:|-[c]-|\n")
    }

    /// A file with Windows line ends keeps them, the last one included: formatting a
    /// formatted file gives it back unchanged.
    @Test func formattingKeepsWindowsLineEnds() throws {
        let text = "view a label \"é\"\r\ncard {\r\n  H:|-[a]-|\r\n  V:|-[a]-|\r\n}\r\nH:|-[card]-|\r\nV:|-[card]-|\r\n"
        #expect(try #require(analyse(text).formatted(indent: "  ")) == text)
    }

    @Test func noFormattingWithErrors() {
        #expect(analyse("H:|-[a\n  V:|-[a]-|\n").formatted(indent: "  ") == nil)
    }
}

@Suite struct ProtocolPositionTests {
    /// `é` is one unit, `😀` two, the flag `🇫🇷` (one character) four.
    static let source = SourceFile(name: "x", text: "é😀🇫🇷x\nab")

    @Test func columnsToUTF16() {
        let expected = [(1, 0), (2, 1), (3, 3), (4, 7), (5, 8)]
        for (column, character) in expected {
            #expect(Self.source.position(of: SourceLocation(line: 1, column: column)) == Position(line: 0, character: character))
            #expect(Self.source.location(of: Position(line: 0, character: character)) == SourceLocation(line: 1, column: column))
        }
        #expect(Self.source.position(of: SourceLocation(line: 2, column: 2)) == Position(line: 1, character: 1))
    }

    /// A position between the halves of a surrogate pair belongs to that character.
    @Test func insideACharacter() {
        #expect(Self.source.location(of: Position(line: 0, character: 2)) == SourceLocation(line: 1, column: 2))
        #expect(Self.source.location(of: Position(line: 0, character: 5)) == SourceLocation(line: 1, column: 3))
    }

    @Test func endOfText() {
        #expect(Self.source.endPosition == Position(line: 1, character: 2))
        #expect(SourceFile(name: "x", text: "a\n").endPosition == Position(line: 1, character: 0))
        // A Windows line end at the end is a line break too (one `Character` to Swift).
        #expect(SourceFile(name: "x", text: "é\r\n").endPosition == Position(line: 1, character: 0))
    }
}

@Suite struct SampleFormattingTests {
    static let samples: [URL] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".visual") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    /// Every sample can be formatted, its comments kept, and formatting twice changes nothing.
    @Test func everySampleFormatsStably() throws {
        #expect(Self.samples.count > 40)
        let measurer = TextMeasurer()
        for url in Self.samples {
            let text = try String(contentsOf: url, encoding: .utf8)
            let once = try #require(DocumentAnalysis(text: text, name: url.lastPathComponent, measurer: measurer)
                .formatted(indent: "    "), "\(url.lastPathComponent)")
            let twice = DocumentAnalysis(text: once, name: url.lastPathComponent, measurer: measurer).formatted(indent: "    ")
            #expect(twice == once, "\(url.lastPathComponent)")
            let comments = { (text: String) in text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }.count }
            #expect(comments(once) == comments(text), "\(url.lastPathComponent)")
        }
    }
}
