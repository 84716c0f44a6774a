import VisualSyntax

/// The layouts written in one source file, read but not yet written as format files
/// (a positional helper's calls count only once every scanned file is read).
public struct ReadSourceFile: Sendable {
    public var source: SourceFile
    public var units: [CodeUnit]
    /// Functions of this file that bind their views as `v0`, `v1`, … (`addConstraintsWithFormat`).
    public var positionalHelpers: Set<String>
    /// Numeric constants this file declares at file level, which a metric in any scanned
    /// file may name (a header's `static CGFloat kHeight = 30.0;`).
    public var constants: [String: Double] = [:]
    /// The view classes this file defines (superclasses, declared intrinsic sizes), which a
    /// view in any scanned file may be made of.
    public var classes = CustomViewClasses()
    /// Why the file was not read, when it was not.
    public var refusal: Diagnostic?
}

/// A source file's layouts, each written as a format file and linted.
public struct ScannedFile: Sendable {
    public var source: SourceFile
    public var layouts: [ScannedLayout]
    /// What the reader said about functions that hold no layout (a format built at run
    /// time, in a function with no other call).
    public var diagnostics: [Diagnostic] = []
}

/// Stage 1 for source code: the layouts of Swift and Objective-C files.
///
/// ```swift
/// let read = SourceCodeLayouts.read(text: code, path: "ProfileCell.swift")
/// let file = SourceCodeLayouts.translate(read, context: SourceCodeContext(read))
/// file.layouts[0].layout.text     // "# ProfileCell.setupConstraints …\ncanvas 375 x fit\n…"
/// ```
public enum SourceCodeLayouts {
    /// The extensions `visual scan` reads.
    public static let extensions: Set<String> = ["swift", "m", "mm", "h"]

    /// The canvas of a unit when the command line gives no size.
    public static let defaultCanvas = "canvas 375 x fit"

    /// True for a path whose extension is one of `extensions`.
    public static func isSourceFile(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return extensions.contains(String(path[path.index(after: dot)...]))
    }

    /// Finds the layout units of a file (Swift by its `.swift` extension, else Objective-C).
    public static func read(text: String, path: String) -> ReadSourceFile {
        let source = SourceFile(name: path, text: text)
        let bytes = Array(source.text.utf8)
        let positions = SourcePositions(bytes)
        if path.hasSuffix(".swift") {
            if let deep = Self.deepBracketRun(in: bytes) {
                // SwiftSyntax 603 looks ahead exponentially through a long run of `[` (two minutes
                // for 58 of them, found by fuzzing): no real code has one, so the file is refused.
                let at = positions.location(at: deep)
                return ReadSourceFile(source: source, units: [], positionalHelpers: [], constants: [:],
                                      refusal: .error("\(Self.longestBracketRun) or more '[' in a row: not read, as Swift's parser "
                                                      + "would take minutes on it", at: SourceRange(line: at.line, column: at.column)))
            }
            let reader = SwiftLayoutReader.read(bytes, positions: positions)
            let units = reader.units.map { unit in
                var unit = unit
                let type = unit.name.contains(".") ? String(unit.name.split(separator: ".")[0]) : nil
                if let type {
                    let declared = reader.typeFacts[type]
                    if let declared { unit.facts = declared.merged(with: unit.facts) }
                    unit.facts = reader.siblings.facts(for: unit, of: type) {
                        declared?.kinds[$0] != nil || declared?.classNames[$0] != nil
                    }
                        .merged(with: unit.facts)
                }
                return unit
            }
            return ReadSourceFile(source: source, units: units, positionalHelpers: reader.positionalHelpers,
                                  classes: reader.classes)
        }
        var reader = ObjectiveCLayoutReader(bytes: bytes, positions: positions)
        reader.read()
        return ReadSourceFile(source: source, units: reader.units, positionalHelpers: reader.positionalHelpers,
                              constants: reader.constants, classes: reader.classes)
    }

    /// The most `[` in a row a Swift file may hold (whitespace between them counted as none).
    static let longestBracketRun = 32

    /// The offset of a run of `longestBracketRun` `[`, or nil.
    static func deepBracketRun(in bytes: [UInt8]) -> Int? {
        var run = 0, start = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "[") {
                if run == 0 { start = offset }
                run += 1
                if run >= longestBracketRun { return start }
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                run = 0
            }
        }
        return nil
    }

    /// Writes each unit as a format file. A positional call counts only when `context`
    /// (every scanned file's) names its function; a unit left with no call is dropped. The
    /// context's constants serve metrics that name one, its classes views made of one (the
    /// file's own go over both).
    public static func translate(_ file: ReadSourceFile, context: SourceCodeContext,
                                 canvas: String = defaultCanvas) -> ScannedFile {
        var classes = context.classes
        classes.merge(file.classes)
        var names: [String: Int] = [:]
        var loose: [Diagnostic] = []
        let layouts: [ScannedLayout] = file.units.compactMap { unit in
            var unit = unit
            // A format passed to a `v0, v1, …` helper no file read defines: dropped, with a
            // note saying where the helper must come from (a file read alone does not see
            // its folder's helpers, so it has "no layout" without one). Once per helper.
            var unknown: Set<String> = []
            for call in unit.calls {
                guard let helper = call.positionalHelper, !context.helpers.contains(helper),
                      unknown.insert(helper).inserted else { continue }
                unit.diagnostics.append(.note(
                    "not read: '\(helper)' is passed a format, but no file read with this one defines it"
                        + " (scan, render or check the folder that does)",
                    at: SourceRange(line: call.position.line, column: call.position.column)))
            }
            unit.calls.removeAll { call in call.positionalHelper.map { !context.helpers.contains($0) } ?? false }
            // Single constraints support the four dialects' calls; alone they are no layout
            // (a library's own code, a helper that pins whatever it is given).
            guard unit.calls.contains(where: { $0.dialect != .equation }) else {
                loose += unit.diagnostics
                return nil
            }
            // Two units of one name (overloads): the second is NAME-2.
            names[unit.name, default: 0] += 1
            if let count = names[unit.name], count > 1 { unit.name += "-\(count)" }
            var scanned = UnitTranslator(unit: unit, canvas: canvas,
                                         constants: context.constants.merging(file.constants) { $1 },
                                         classes: classes).translate()
            scanned.layout.diagnostics = (unit.diagnostics + scanned.layout.diagnostics).sortedByLocation()
            return scanned
        }
        return ScannedFile(source: file.source, layouts: layouts, diagnostics: (file.refusal.map { [$0] } ?? []) + loose)
    }

    /// `read` then `translate` with the file's own helpers and constants, and those of the
    /// files read with it (`context`; none: one file on its own).
    public static func scan(text: String, path: String, canvas: String = defaultCanvas,
                            context: SourceCodeContext = SourceCodeContext()) -> ScannedFile {
        let read = read(text: text, path: path)
        var context = context
        context.add(read)
        return translate(read, context: context, canvas: canvas)
    }
}
