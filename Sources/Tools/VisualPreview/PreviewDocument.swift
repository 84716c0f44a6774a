import LayoutDocuments
import SourceCodeInput
import Foundation
import TextFormats
import VisualConstraints
import VisualLayout
import VisualRender
import VisualSyntax

/// Everything the page of one format file shows, made from one version of its text: the
/// picture (as `visual render` draws it, in SVG), what a hover explains, the diagnostics
/// and the layout table. A version that cannot be drawn keeps the last picture that could,
/// marked stale, so the page greys it rather than going blank.
public struct PreviewDocument: Sendable {
    /// One diagnostic as the page lists it.
    public struct Problem: Sendable, Equatable {
        public var severity: Severity
        public var message: String
        /// 1-based; nil for a problem of the whole file.
        public var line: Int?
        public var column: Int?
        /// The line it points at and a caret line under the place, as the command line
        /// shows them (`DiagnosticRenderer.excerpt(of:)`); nil for the whole file.
        public var excerpt: String?
        /// Notes: related places ("first declared here").
        public var notes: [Problem]
    }

    /// A drawn version: the SVG and what its parts are.
    public struct Drawing: Sendable {
        /// The SVG element itself (no XML declaration), as `visual render` writes it.
        public var svg: String
        public var width: Double
        public var height: Double
        /// The hit regions and their explanations, as JSON for the page's script.
        public var hoverJSON: String
        /// `visual layout`'s table, one per frame, each with its heading.
        public var tables: [(heading: String, table: String)]
    }

    public var file: ServedFiles.File
    /// The text this document was made from.
    public var text: String
    /// False when the file could not be read (its text is then empty).
    public var wasRead = true
    public var problems: [Problem]
    /// The picture of this text, or of the last text that could be drawn (`isStale`); nil
    /// when no version has been drawn yet.
    public var drawing: Drawing?
    /// The drawing is of an earlier text: this one has errors.
    public var isStale: Bool
    /// Counts up with every new text, so a page can tell an update from what it shows.
    public var version: Int

    public var errorCount: Int { problems.filter { $0.severity == .error }.count }
    public var warningCount: Int { problems.filter { $0.severity == .warning }.count }

    /// "ok", "warnings" or "errors": the index's status.
    public var status: String { errorCount > 0 ? "errors" : warningCount > 0 ? "warnings" : "ok" }
}

/// Makes `PreviewDocument`s with the renderer's own code path (`PictureRenderer.render`,
/// as `visual render` calls it) and the constraints `visual constraints` lists.
public enum PreviewRenderer {
    typealias Problem = PreviewDocument.Problem

    /// The document of `text`; `previous` (the file's last document) gives the picture to
    /// keep when this text cannot be drawn, and the version to count on from.
    /// `context`: what the other served source files define, for a source file's layouts.
    public static func document(file: ServedFiles.File, text: String, options: RenderOptions,
                                context: SourceCodeContext = SourceCodeContext(),
                                previous: PreviewDocument?) -> PreviewDocument {
        let version = (previous?.version ?? 0) + 1
        do {
            // A source file or Interface Builder document: each of its layouts a frame.
            let picture = LayoutDocument.isTranslated(file.path)
                ? try Self.renderTranslated(LayoutDocument.document(text: text, path: file.path, context: context),
                                             options: options)
                : try PictureRenderer.render(text: text, name: file.key, format: .svg, options: options)
            let drawing = makeDrawing(picture)
            return PreviewDocument(file: file, text: text, problems: problems(picture.diagnostics, source: picture.source),
                                   drawing: drawing, isStale: false, version: version)
        } catch {
            let found: [Problem] = switch error {
            case .layoutErrors(let diagnostics, let source), .noLayout(let diagnostics, let source):
                problems(diagnostics, source: source)
            case .unreadable(let message): [Problem(severity: .error, message: message, line: nil, column: nil,
                                                    excerpt: nil, notes: [])]
            default: [Problem(severity: .error, message: "\(error)", line: nil, column: nil, excerpt: nil, notes: [])]
            }
            return PreviewDocument(file: file, text: text, problems: found, drawing: previous?.drawing,
                                   isStale: previous?.drawing != nil, version: version)
        }
    }

    private static func renderTranslated(_ document: LayoutDocument, options: RenderOptions) throws(RenderError) -> Picture {
        try PictureRenderer.render(translated: document.layouts ?? [], of: document.source, found: document.diagnostics,
                                   format: .svg, options: options)
    }

    /// A document for a file that cannot be read at all.
    public static func unreadable(file: ServedFiles.File, message: String, previous: PreviewDocument?) -> PreviewDocument {
        PreviewDocument(file: file, text: "", wasRead: false,
                        problems: [Problem(severity: .error, message: message, line: nil, column: nil, excerpt: nil, notes: [])],
                        drawing: previous?.drawing, isStale: previous?.drawing != nil,
                        version: (previous?.version ?? 0) + 1)
    }

    static func problems(_ diagnostics: [Diagnostic], source: SourceFile) -> [Problem] {
        let renderer = DiagnosticRenderer(source: source)
        return diagnostics.map { diagnostic in
            let start = diagnostic.range?.start
            return Problem(severity: diagnostic.severity, message: diagnostic.message, line: start?.line,
                           column: start?.column, excerpt: renderer.excerpt(of: diagnostic),
                           notes: problems(diagnostic.notes, source: source))
        }
    }

    private static func makeDrawing(_ picture: Picture) -> PreviewDocument.Drawing {
        var svg = String(decoding: picture.bytes, as: UTF8.self)
        if svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") {
            svg = String(svg[end.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let scene = picture.scene
        // The picture's own system and frame languages: the file is not built again.
        let tables = zip(zip(picture.layouts, scene.frames), picture.frameNames).map { pair, language in
            let (layout, frame) = pair
            let size = "\(NumberText.thousandths(frame.width)) × \(NumberText.thousandths(frame.height))"
            return (heading: language.map { "\($0) · \(size)" } ?? size, table: LayoutOutput.table(layout))
        }
        return PreviewDocument.Drawing(svg: svg, width: scene.width, height: scene.height,
                                       hoverJSON: HoverData.json(scene: scene, constraints: picture.system.constraints),
                                       tables: tables)
    }
}
