import TextMeasure
import VisualSyntax

extension LayoutPipeline {
    /// Lays out a layout found in another document (a source file's unit, a storyboard's
    /// scene): its format file goes through the one pipeline, and every diagnostic comes
    /// back at its position in the document, after the front end's own. A front end's error
    /// at a place stands for any error the format file then has there (a name that is not
    /// a key is also an unknown name to the parser), so that place is reported once; and
    /// after such an error the layout's warnings are left out, as the code would not get
    /// that far. With `kept`, the engine that solved it is left there (a picture solves it
    /// again at another size).
    public static func layout(_ translated: TranslatedLayout, measurer: TextMeasurer = TextMeasurer(),
                              direction: LayoutDirection? = nil, keeping kept: KeptLayoutEngine? = nil)
        -> (tree: LayoutTree?, diagnostics: [Diagnostic]) {
        let result = timedLayout(text: translated.text, name: translated.name, measurer: measurer, direction: direction,
                                 keeping: kept).result
        let reported = Set(translated.diagnostics.filter { $0.severity == .error }.compactMap(\.location))
        var diagnostics = translated.diagnostics
        for diagnostic in result.diagnostics {
            let moved = translated.origin.original(diagnostic)
            if moved.severity == .error, let location = moved.location, reported.contains(location) { continue }
            // The code would stop at the front end's error: the layout's warnings say nothing more.
            if moved.severity != .error, !reported.isEmpty { continue }
            diagnostics.append(moved)
        }
        let tree = result.tree.map { relocated($0, from: translated) }
        let failed = diagnostics.containsErrors
        return (failed ? nil : tree, diagnostics.sortedByLocation())
    }

    /// A layout of `translated`'s format file with its diagnostics and guides' lines moved
    /// to their places in the document.
    public static func relocated(_ solved: LayoutTree, from translated: TranslatedLayout) -> LayoutTree {
        var tree = solved
        tree.diagnostics = solved.diagnostics.map { translated.origin.original($0) }
        // A picture's legend names each unmet spacing's line: the document's, not the
        // generated file's. A stack's own optional constraints that gave way (its
        // hugging) are left out, as an intrinsic size giving way is.
        // Where a container puts its content view is not a spacing of the layout.
        func placesContentView(_ guide: SpacingGuide) -> Bool {
            guard let line = guide.line, translated.origin.lines.indices.contains(line - 1) else { return false }
            return translated.origin.lines[line - 1].placesContentView
        }
        tree.guides = solved.guides.filter { guide in
            guard !placesContentView(guide) else { return false }
            guard !guide.isSatisfied, guide.priority < 1000, let line = guide.line,
                  translated.origin.lines.indices.contains(line - 1) else { return true }
            return !translated.origin.lines[line - 1].isImplied
        }.map { guide in
            var moved = guide
            moved.line = guide.line.flatMap { translated.origin.original(SourceLocation(line: $0, column: 1))?.line }
            return moved
        }
        return tree
    }
}
