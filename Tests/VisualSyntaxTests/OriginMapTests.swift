import Testing
import VisualSyntax

/// `OriginMap`: positions of a generated format file carried back to the document the
/// text was copied from.
@Suite struct OriginMapTests {
    /// Generated line 1 copies `a`, a line break written as a space, and `b`: from line 3,
    /// columns 5 and 6 (the break, just past `a`), and line 4, column 1.
    private let map: OriginMap = {
        var map = OriginMap()
        map.append(OriginMap.Line(
            whole: SourceLocation(line: 2, column: 1),
            characters: [SourceLocation(line: 3, column: 5), SourceLocation(line: 3, column: 6), SourceLocation(line: 4, column: 1)],
            lineBreaks: [1]))
        return map
    }()

    @Test func aRangeOverACopiedCharacterEndsJustPastIt() {
        let range = map.original(SourceRange(line: 1, column: 1))
        #expect(range == SourceRange(start: SourceLocation(line: 3, column: 5), end: SourceLocation(line: 3, column: 6)))
    }

    @Test func aRangeEndingOnALineBreakEndsAtTheEndOfItsLine() {
        // Past the line break would be a column its line does not have.
        let range = map.original(SourceRange(line: 1, column: 2))
        #expect(range == .point(SourceLocation(line: 3, column: 6)))
        let both = map.original(SourceRange(start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 3)))
        #expect(both == SourceRange(start: SourceLocation(line: 3, column: 5), end: SourceLocation(line: 3, column: 6)))
    }

    @Test func aRangeAcrossTheBreakKeepsItsStartAlone() {
        // Its two ends are on different lines of the document: only the start is kept.
        let range = map.original(SourceRange(start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 4)))
        #expect(range == SourceRange(line: 3, column: 5))
    }
}
