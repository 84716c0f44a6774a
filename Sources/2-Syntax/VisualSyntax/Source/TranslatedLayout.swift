/// A layout found in a document that is not a format file (a Swift or Objective-C source
/// file, an Interface Builder document), written out as a format file.
///
/// Front ends for other inputs do not build a pipeline of their own: they write the layout
/// they read as format-file text, which then goes through the one parser, builder and
/// solver. `origin` carries every position of that text back to the document, so a
/// diagnostic about the generated text is reported where the user wrote the thing it is
/// about (the exact character inside a string literal, the XML element of a constraint).
public struct TranslatedLayout: Sendable {
    /// The layout's name: a source unit's `TYPE.FUNCTION`, a storyboard scene's name.
    public var name: String
    /// The layout as a format file.
    public var text: String
    /// Positions of `text` mapped back to the document it was read from.
    public var origin: OriginMap
    /// Each view's id in its document (Interface Builder's `id`), by view name.
    public var documentIDs: [String: String]
    /// Problems found while reading the document for this layout, already at their
    /// positions in the document.
    public var diagnostics: [Diagnostic]

    public init(name: String, text: String, origin: OriginMap, documentIDs: [String: String] = [:],
                diagnostics: [Diagnostic] = []) {
        self.name = name
        self.text = text
        self.origin = origin
        self.documentIDs = documentIDs
        self.diagnostics = diagnostics
    }
}

/// Where each position of a generated format file came from in the original document.
///
/// Each generated line has a place it stands for as a whole (a call, an XML element) and,
/// where its text was copied from a literal, the original position of each copied
/// character, so a caret under the seventh character of a VFL format lands on that
/// character inside the Swift string literal, escapes counted as written.
public struct OriginMap: Sendable, Equatable {
    /// One generated line's origin.
    public struct Line: Sendable, Equatable {
        /// The position the line stands for as a whole.
        public var whole: SourceLocation
        /// The 1-based generated column of `characters[0]`.
        public var firstCopiedColumn: Int
        /// The original position of each copied character, in generated order.
        public var characters: [SourceLocation]
        /// The indices of `characters` that are line breaks in the document (a multi-line
        /// literal's): a range that ends on one ends at the end of its line, not past it.
        public var lineBreaks: Set<Int>
        /// What the line stands for in the document's own words (a stack view's
        /// `UISV-hiding`), named in messages beside its line; nil when it says only itself.
        public var meaning: String?
        /// A constraint a view of the document makes itself (a stack view's), not one the
        /// document writes: where it is optional it gives way by design, as an intrinsic
        /// size does, and a picture does not draw it as a constraint that gave way.
        public var isImplied: Bool
        /// Where a container puts its content view (an NSBox's under its title and border, a
        /// scroll view's clip view, a cell's content view): a frame nobody lays out, so a
        /// picture draws no spacing for it (a box's `1`, `13`, `1`, `1` around every box).
        public var placesContentView: Bool

        public init(whole: SourceLocation, firstCopiedColumn: Int = 1, characters: [SourceLocation] = [],
                    lineBreaks: Set<Int> = [], meaning: String? = nil, isImplied: Bool = false,
                    placesContentView: Bool = false) {
            self.isImplied = isImplied
            self.placesContentView = placesContentView
            self.whole = whole
            self.firstCopiedColumn = firstCopiedColumn
            self.characters = characters
            self.lineBreaks = lineBreaks
            self.meaning = meaning
        }
    }

    /// `lines[0]` is generated line 1.
    public private(set) var lines: [Line] = []

    public init() {}

    /// Records the origin of the next generated line.
    public mutating func append(_ line: Line) {
        lines.append(line)
    }

    /// The original position of a generated one: the copied character's when the column
    /// falls on one (the end of a copied stretch maps just past its last character),
    /// else the whole line's. Nil past the last line.
    public func original(_ location: SourceLocation) -> SourceLocation? {
        guard lines.indices.contains(location.line - 1) else { return lines.last?.whole }
        let line = lines[location.line - 1]
        let index = location.column - line.firstCopiedColumn
        if line.characters.indices.contains(index) { return line.characters[index] }
        if index == line.characters.count, let last = line.characters.last {
            return SourceLocation(line: last.line, column: last.column + 1)
        }
        return line.whole
    }

    /// A generated range in the document: its start and end mapped, or the start alone
    /// when the two ends no longer make a range there (a name replaced by a longer one).
    public func original(_ range: SourceRange) -> SourceRange? {
        guard let start = original(range.start) else { return nil }
        if range.isEmpty { return .point(start) }
        let lastCharacter = SourceLocation(line: range.end.line, column: max(range.end.column - 1, 1))
        guard let last = original(lastCharacter), last.line == start.line, last >= start else {
            return SourceRange(line: start.line, column: start.column)
        }
        let lastRange = SourceRange.character(at: last, isLineBreak: isLineBreak(lastCharacter))
        return SourceRange(start: start, end: lastRange.end)
    }

    /// True when the generated position is a copied line break.
    private func isLineBreak(_ location: SourceLocation) -> Bool {
        guard lines.indices.contains(location.line - 1) else { return false }
        let line = lines[location.line - 1]
        return line.lineBreaks.contains(location.column - line.firstCopiedColumn)
    }

    /// The diagnostic, and its notes, at their positions in the document.
    public func original(_ diagnostic: Diagnostic) -> Diagnostic {
        var moved = diagnostic
        moved.range = diagnostic.range.flatMap { original($0) }
        moved.message = linesNamed(in: diagnostic.message)
        // A note about one generated line ("conflicting constraint '…' (equation)") says
        // what that line stands for, where the front end named it.
        if let line = diagnostic.range?.start.line, lines.indices.contains(line - 1),
           let meaning = lines[line - 1].meaning, moved.message.hasSuffix(")"),
           let open = moved.message.ranges(of: " (").last {
            moved.message = moved.message[..<open.lowerBound] + " (\(meaning))"
        }
        moved.notes = diagnostic.notes.map { original($0) }
        return moved
    }

    /// A message that names another constraint by its line (`'a.width == 44' (line 22)`,
    /// `row at line 5`) names the document's line: the generated file's means nothing to
    /// the reader of a Swift file or a storyboard. A copied line is where its first copied
    /// character was (a format's literal), any other where it stands as a whole.
    func linesNamed(in message: String) -> String {
        message.replacing(/(\(line |row at line )(\d+)/) { match in
            guard let generated = Int(match.output.2), lines.indices.contains(generated - 1) else {
                return String(match.output.0)
            }
            let line = lines[generated - 1]
            return "\(match.output.1)\((line.characters.first ?? line.whole).line)" + (line.meaning.map { ", \($0)" } ?? "")
        }
    }
}
