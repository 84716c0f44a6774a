import SourceCodeInput
import TextMeasure
import VisualLayout
import VisualSyntax

/// One Swift or Objective-C file as an editor sees it: the diagnostics `visual scan` reports
/// for the layouts written in it, at their places in the file.
///
/// The file is scanned alone, as an editor holds it: a positional helper
/// (`addConstraintsWithFormat`) defined in another file is not known here, so its calls
/// are not checked (`visual scan` over the folder checks them). Everything else about the
/// file (hover, definitions, formatting) is its own language server's to answer.
public struct SourceCodeAnalysis: Sendable {
    public let source: SourceFile
    /// Each layout unit's diagnostics (the lint's, then the layout's), in source order.
    public let diagnostics: [Diagnostic]
    /// The layout units found, by name.
    public let layoutNames: [String]

    /// Scans `text` as the file `name`: Swift when `isSwift`, else Objective-C (`.m`, `.mm`, `.h`).
    public init(text: String, name: String, isSwift: Bool, measurer: TextMeasurer) {
        // The reader tells the languages apart by the extension; an unsaved buffer has none.
        let path = isSwift == name.hasSuffix(".swift") ? name : name + (isSwift ? ".swift" : ".m")
        let scanned = SourceCodeLayouts.scan(text: text, path: path)
        source = SourceFile(name: name, text: scanned.source.text)
        diagnostics = scanned.layouts.flatMap { LayoutPipeline.layout($0.layout, measurer: measurer).diagnostics }
            .sortedByLocation()
        layoutNames = scanned.layouts.map(\.layout.name)
    }
}
