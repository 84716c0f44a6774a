// What every scan of a source file must satisfy, whatever its bytes: compiled into the
// `swift` and `objc` fuzz targets (scripts/fuzz), which differ only in the file's extension.
//
// A crash, a trap, an AddressSanitizer report or a broken invariant below is a finding; a
// file whose layouts have errors is an ordinary answer.
import SourceCodeInput
import VisualLayout
import VisualSyntax

/// Scans `data` as the file `path`, lays out every unit's format file and checks that each
/// diagnostic, mapped back through the unit's origin, points into the source file.
func checkScan(_ data: UnsafePointer<UInt8>, _ size: Int, path: String) {
    // Invalid UTF-8 becomes U+FFFD: the command line refuses such a file, but the library
    // takes any String.
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let scanned = SourceCodeLayouts.scan(text: text, path: path)
    let source = scanned.source
    for diagnostic in scanned.diagnostics {
        checkPosition(diagnostic, in: source, unit: nil)
    }
    for layout in scanned.layouts {
        let translated = layout.layout
        // Lines broken as the format-file parser breaks them: a line break copied from a
        // literal would start a line the origin map knows nothing of.
        let generated = SourceFile(name: translated.name, text: translated.text).lines.count
        guard translated.origin.lines.count == generated else {
            fatalError("\(generated) generated lines but \(translated.origin.lines.count) origins\n\(translated.text)")
        }
        guard layout.callViews.count == layout.unit.calls.count else {
            fatalError("\(layout.unit.calls.count) calls but \(layout.callViews.count) views lists")
        }
        let (tree, diagnostics) = LayoutPipeline.layout(translated)
        for diagnostic in diagnostics {
            checkPosition(diagnostic, in: source, unit: translated)
            for note in diagnostic.notes { checkPosition(note, in: source, unit: translated) }
        }
        // The command line prints them with the source line and a caret: render them so.
        _ = DiagnosticRenderer(source: source).render(diagnostics)
        for view in tree?.views ?? [] {
            let frame = [view.x, view.y, view.width, view.height]
            guard frame.allSatisfy(\.isFinite) else { fatalError("non-finite frame of \(view.name): \(frame)") }
        }
    }
}

/// A diagnostic's position, when it has one, is a character of the source file or the
/// place just past a line's last character.
private func checkPosition(_ diagnostic: Diagnostic, in source: SourceFile, unit: TranslatedLayout?) {
    guard let range = diagnostic.range else { return }
    for location in [range.start, range.end] {
        guard let line = source.line(location.line) ?? (location.line == 1 && source.lines.isEmpty ? "" : nil) else {
            fatalError("\(diagnostic) is on line \(location.line) of a file of \(source.lines.count) lines\n\(unit?.text ?? "")")
        }
        guard location.column >= 1, location.column <= line.count + 1 else {
            fatalError("\(diagnostic) is at column \(location.column) of a line of \(line.count) characters\n\(unit?.text ?? "")")
        }
    }
}
