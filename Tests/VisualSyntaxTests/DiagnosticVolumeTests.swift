// Diagnostics stay proportional to the problems, not to the file: a long source line is
// quoted around the column, and many diagnostics of one kind are summed up after ten.
@testable import VisualSyntax
import Testing

@Suite struct DiagnosticVolumeTests {
    /// `H:|-[v0]-m-[v1]-m-…`: an undefined metric between every two of `count` views.
    func undefinedMetrics(_ count: Int) -> String {
        "H:|-" + (0..<count).map { "[v\($0)]" }.joined(separator: "-m-") + "-|"
    }

    @Test func aLongLineIsQuotedAroundTheColumnWithTheCaretOnIt() throws {
        let line = Array(undefinedMetrics(40))  // 405 characters
        let column = try #require(line.indices.filter { line[$0] == "m" }.dropFirst(19).first) + 1  // the 20th 'm'
        let source = SourceFile(name: "long.visual", text: String(line))
        let text = DiagnosticRenderer(source: source).render(.error("undefined metric 'm'", at: SourceRange(
            start: SourceLocation(line: 1, column: column), end: SourceLocation(line: 1, column: column + 1))))
        let lines = text.split(separator: "\n").map { Array($0) }
        #expect(String(lines[0]) == "long.visual:1:\(column): error: undefined metric 'm'")
        // 40 characters before the column, 120 in all, `…` at both cuts.
        let start = column - 1 - 40
        #expect(String(lines[1]) == "…" + String(line[start..<start + DiagnosticRenderer.widestLine]) + "…")
        // The caret stands under the character the column names.
        #expect(String(lines[2]) == String(repeating: " ", count: 41) + "^")
        #expect(lines[1][41] == "m")
    }

    @Test func aCutNearEitherEndKeepsThatEnd() {
        let line = String(repeating: "a", count: 150) + "X"
        let source = SourceFile(name: "f.visual", text: line)
        func quoted(_ column: Int) -> (String, String) {
            let lines = DiagnosticRenderer(source: source).render(.error("here", at: SourceRange(
                start: SourceLocation(line: 1, column: column), end: SourceLocation(line: 1, column: column + 1))))
                .split(separator: "\n").map(String.init)
            return (lines[1], lines[2])
        }
        let (start, startCaret) = quoted(3)
        #expect(start == String(repeating: "a", count: 120) + "…")
        #expect(startCaret == "  ^")
        let (end, endCaret) = quoted(151)
        #expect(end == "…" + String(repeating: "a", count: 119) + "X")
        #expect(Array(end)[endCaret.count - 1] == "X")
    }

    @Test func aShortLineIsQuotedWhole() {
        #expect(rendered("H:|-gap-[a]").contains("\nH:|-gap-[a]\n    ^~~\n"))
    }

    @Test func tenOfAKindThenHowManyMore() {
        let text = undefinedMetrics(30)
        let output = rendered(text)
        #expect(output.split(separator: "\n").filter { $0.hasSuffix("error: undefined metric 'm'") }.count
            == Diagnostic.shownPerKind)
        #expect(output.hasSuffix("test.visual: note: … and 19 more like this\n"))
    }

    @Test func kindsAreCountedApart() {
        let errors = (0..<12).map { Diagnostic.error("undefined metric 'm\($0)'", at: nil) }
            + (0..<3).map { Diagnostic.error("unknown statement 'foo\($0)'", at: nil) }
            + (0..<12).map { Diagnostic.warning("undefined metric 'm\($0)'", at: nil) }
        let capped = errors.cappedPerKind()
        #expect(capped.map(\.message).filter { $0.hasPrefix("undefined") }.count == 20)
        #expect(capped.filter { $0.message.hasPrefix("unknown") }.count == 3)
        #expect(capped.filter { $0.severity == .note }.map(\.message) == ["… and 2 more like this", "… and 2 more like this"])
        // The note follows the last one shown of its kind.
        #expect(capped[10].severity == .note && capped[9].message == "undefined metric 'm9'")
    }

    @Test func aKindSetsAsideQuotedTextAndNumbers() {
        let a = Diagnostic.warning("views 'a' and 'b' of row 'r1' overlap by 12.5 points", at: nil)
        let b = Diagnostic.warning("views 'x' and 'y' of row at line 3 overlap by 7 points", at: nil)
        let c = Diagnostic.warning("views 'x' and 'y' of row 'r2' overlap by 7 points", at: nil)
        #expect(a.kind == c.kind)
        #expect(a.kind != b.kind)
        #expect(Diagnostic.error("undefined metric 'm'", at: nil).kind != Diagnostic.warning("undefined metric 'm'", at: nil).kind)
    }

    /// ASCII messages are read byte by byte, others character by character: same templates.
    @Test func aKindIsTheSameTemplateWhateverTheText() {
        #expect(Diagnostic.warning("layout of 'a' is ambiguous (x): 10.5 and 7 #2 .5\r\nend", at: nil).kind
                == "warning: layout of '…' is ambiguous (x): # and # # .#\r\nend")
        #expect(Diagnostic.warning("layout of 'a' is ambiguous (x): 10.5 and 7 #2 .5\r\nendé", at: nil).kind
                == "warning: layout of '…' is ambiguous (x): # and # # .#\r\nendé")
        #expect(Diagnostic.warning("layout of 'é' is 10.5 wide", at: nil).kind
                == Diagnostic.warning("layout of 'e' is 3 wide", at: nil).kind)
        #expect(Diagnostic.warning("layout of é is 10.5 wide", at: nil).kind == "warning: layout of é is # wide")
    }

    @Test func manyNumbersGroupTheirThousands() {
        let many = (0..<10_010).map { Diagnostic.warning("layout of 'v\($0)' is ambiguous", at: nil) }
        #expect(many.cappedPerKind().last?.message == "… and 10,000 more like this")
    }
}
