import LayoutDocuments
import VisualLayout
import VisualSyntax

/// A source file's or Interface Builder document's layouts, each solved: what `layout`
/// prints as frames and what `diff` compares, by name.
struct SolvedDocument {
    /// The layouts that solved, in the document's order, with the names and document ids
    /// their front end gave them (a layout with errors has no frame).
    var frames: [LayoutOutput.Frame]
    /// The document's own diagnostics, then each layout's, in document positions.
    var diagnostics: [Diagnostic]

    init(_ document: LayoutDocument, direction: LayoutDirection? = nil) {
        frames = []
        diagnostics = document.diagnostics
        for layout in document.layouts ?? [] {
            let solved = LayoutPipeline.layout(layout, direction: direction)
            diagnostics += solved.diagnostics
            if let tree = solved.tree { frames.append(LayoutOutput.Frame(name: layout.name, tree: tree, documentIDs: layout.documentIDs)) }
        }
    }
}
