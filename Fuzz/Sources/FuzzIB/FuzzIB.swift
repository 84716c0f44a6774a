// libFuzzer target over Interface Builder documents: XML text → InterfaceBuilderInput's
// format files → solved layouts. Built by scripts/fuzz, not by SwiftPM.
//
// A crash, a trap, an AddressSanitizer report or a broken invariant below is a finding; a
// document with errors is an ordinary answer. The translation must never write a format
// file the parser refuses: whatever the document holds, what it writes is valid.
import InterfaceBuilderInput
import VisualLayout
import VisualSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilderDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text, measure: size % 2 == 1)
    for diagnostic in diagnostics {
        guard let range = diagnostic.range, range.start.line >= 1, range.start.column >= 1 else {
            fatalError("a document diagnostic without a position: \(diagnostic.message)")
        }
    }
    for layout in layouts {
        let lines = layout.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        guard layout.origin.lines.count == lines else {
            fatalError("\(lines) generated lines but \(layout.origin.lines.count) origins")
        }
        guard !layout.text.isEmpty else { continue }
        let result = LayoutPipeline.layout(text: layout.text, name: layout.name)
        if result.hasSyntaxErrors {
            fatalError("the translation wrote a file the parser refuses: \(result.diagnostics.first!.message)\n\(layout.text)")
        }
        for view in result.tree?.views ?? [] {
            let frame = [view.x, view.y, view.width, view.height]
            guard frame.allSatisfy(\.isFinite) else { fatalError("non-finite frame of \(view.name): \(frame)") }
        }
    }
    return 0
}
