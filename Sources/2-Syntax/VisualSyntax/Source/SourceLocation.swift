/// A position in a format file.
///
/// Both numbers are 1-based. Columns count `Character`s (grapheme clusters), not bytes or
/// UTF-16 units, because the diagnostics contract promises "columns counting characters":
/// an `é` or a CJK character in a view's text is one column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// `LINE:COLUMN`, as in a compiler diagnostic.
    public var description: String { "\(line):\(column)" }
}

/// A stretch of a format file, from `start` up to but not including `end`.
///
/// Every syntax node keeps one, so later stages can point at the text a constraint came
/// from. A range whose `start == end` is a point: it marks where something is missing.
/// A range may span lines (a `layout` dictionary, a multi-line `H(…)`).
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        precondition(start <= end, "a source range cannot end before it starts")
        self.start = start
        self.end = end
    }

    /// An empty range at `location`: "here", with nothing to underline.
    public static func point(_ location: SourceLocation) -> SourceRange {
        SourceRange(start: location, end: location)
    }

    /// A range on one line, `length` characters long.
    public init(line: Int, column: Int, length: Int = 1) {
        self.init(start: SourceLocation(line: line, column: column),
                  end: SourceLocation(line: line, column: column + length))
    }

    /// The range one character at `location` covers. A line break has no column of its own
    /// (it ends its line), so its range is the point where it stands: a caret under it
    /// sits at the end of the line, never on a column past it.
    public static func character(at location: SourceLocation, isLineBreak: Bool) -> SourceRange {
        isLineBreak ? .point(location) : SourceRange(line: location.line, column: location.column)
    }

    public var isEmpty: Bool { start == end }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(start)-\(end)" }
}
