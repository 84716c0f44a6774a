import FormatFileInput
import InterfaceBuilderInput
import SourceCodeInput
import VisualSyntax

/// A document `visual` lays out, read by the front end its extension names: a format
/// file as written, or the layouts found in a source file or an Interface Builder
/// document, each written as a format file.
public struct LayoutDocument: Sendable {
    /// The document as read (its name and text), for diagnostics' lines and carets.
    public var source: SourceFile
    /// Nil for a format file; else the layouts found in it, in order (possibly none).
    public var layouts: [TranslatedLayout]?
    /// Problems of the document as a whole (positions in the document).
    public var diagnostics: [Diagnostic]

    /// Every extension a folder search of `check`, `render` or `serve` takes: format
    /// files, source files and Interface Builder documents.
    public static let extensions: Set<String> = Set(["visual", "xib", "storyboard"]).union(SourceCodeLayouts.extensions)

    /// True when the path is read by another front end than the format file's.
    public static func isTranslated(_ path: String) -> Bool {
        SourceCodeLayouts.isSourceFile(path) || isInterfaceBuilderDocument(path)
    }

    /// `.xib` and `.storyboard`.
    public static func isInterfaceBuilderDocument(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }

    /// Reads the document at `path` (`-`: standard input, a format file). `size` is the
    /// canvas for layouts whose document gives none (`--size WxH`, source units).
    ///
    /// `context`: what the other source files read with this one define (positional
    /// helpers, constants), as `sourceContext(of:)` gathers it.
    public static func read(_ path: String, canvas: String? = nil, measure: Bool = false,
                            context: SourceCodeContext = SourceCodeContext()) throws(FormatFileError) -> LayoutDocument {
        let text = try FormatFileReader.read(path)
        return document(text: text, path: path, canvas: canvas, measure: measure, context: context)
    }

    /// The helpers and constants the source files among `paths` define, for reading each
    /// of them with the others (a file that cannot be read adds nothing; reading it again
    /// says why).
    public static func sourceContext(of paths: [String]) -> SourceCodeContext {
        var context = SourceCodeContext()
        for path in paths where SourceCodeLayouts.isSourceFile(path) {
            guard let text = try? FormatFileReader.read(path) else { continue }
            context.add(SourceCodeLayouts.read(text: text, path: path))
        }
        return context
    }

    /// The document for text already read.
    /// `measure`: an Interface Builder document's texts measured with Visual's fonts rather
    /// than taken from the frames Xcode stored.
    public static func document(text: String, path: String, canvas: String? = nil, measure: Bool = false,
                                context: SourceCodeContext = SourceCodeContext()) -> LayoutDocument {
        let source = SourceFile(name: path, text: text)
        if isInterfaceBuilderDocument(path) {
            let read = InterfaceBuilderDocument.layouts(text: text, measure: measure)
            return LayoutDocument(source: source, layouts: read.layouts, diagnostics: read.diagnostics)
        }
        if SourceCodeLayouts.isSourceFile(path) {
            let scanned = SourceCodeLayouts.scan(text: text, path: path, canvas: canvas ?? SourceCodeLayouts.defaultCanvas,
                                                 context: context)
            return LayoutDocument(source: source, layouts: scanned.layouts.map(\.layout), diagnostics: scanned.diagnostics)
        }
        return LayoutDocument(source: source, layouts: nil, diagnostics: [])
    }
}
