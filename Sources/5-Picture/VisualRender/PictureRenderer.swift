import Foundation
import TextMeasure
import VisualConstraints
import VisualLayout
import VisualSyntax
import LocalizedStrings

/// A drawn picture: the file's bytes, the layouts it shows and what it drew where.
public struct Picture: Sendable {
    public var format: PictureFormat
    public var bytes: [UInt8]
    /// One layout per frame, left to right: per canvas size (and language), and after a
    /// layout whose `fit` side solved to 0, the same layout in a container that sets it
    /// (`OpenSidePreview`).
    public var layouts: [LayoutTree]
    /// Every warning of the layouts, each once, in order of position.
    public var diagnostics: [Diagnostic]
    public var source: SourceFile
    /// What was drawn where, item by item, in points on the sheet: the list the picture
    /// was painted from.
    public var scene: Scene
    /// The constraint system of the first language (its views, constraints in solver
    /// order, masked views), for readers that explain the picture.
    public var system: ConstraintSystem
    /// Each frame's language (nil: the file's own text), one per layout.
    public var frameNames: [String?]
}

/// Stage 4 of the pipeline, solved layout → picture: draws format files with Cairo.
///
/// ```swift
/// let picture = try PictureRenderer.render(text: text, name: "login.visual", format: .png,
///                                          options: RenderOptions(scale: 2))
/// picture.bytes      // the PNG
/// picture.layouts    // the solved layout it shows
/// ```
public enum PictureRenderer {
    /// Lays out a format file and draws it. With several `options.sizes` the layout is
    /// solved once and re-solved per size (`LayoutEngine.resize`), and the sizes are drawn
    /// side by side; with `options.translations`, once per language (each language's text
    /// is measured anew), each language at each size, labelled with the language.
    public static func render(text: String, name: String, format: PictureFormat,
                              options: RenderOptions) throws(RenderError) -> Picture {
        let measurer = TextMeasurer()
        let languages: [Translation?] = options.translations.isEmpty ? [nil] : options.translations
        var layouts: [LayoutTree] = []
        var frameNames: [String?] = []
        var found: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        let parsed = LayoutPipeline.parse(text: text, name: name)
        let source = parsed.source
        var firstSystem: ConstraintSystem?
        for translation in languages {
            let built = LayoutPipeline.constraints(of: parsed, measurer: measurer, translation: translation,
                                                   direction: options.direction)
            guard let system = built.system else { throw .layoutErrors(built.diagnostics, built.source) }
            if firstSystem == nil { firstSystem = system }
            let engine = LayoutEngine(system: system)
            var solved: [LayoutTree] = []
            // A side the constraints leave to the container: drawn again at a size one gives,
            // after the layout, its warnings not the file's (its frame is the picture's only).
            var preview: (layout: LayoutTree, name: String)?
            if options.sizes.isEmpty {
                let layout = LayoutPipeline.solvedLayout(engine, system: system)
                solved.append(layout)
                if let frame = OpenSidePreview.frame(of: layout, canvas: system.canvas.settings),
                   let drawn = OpenSidePreview.layout(of: layout, engine: engine, system: system, size: frame.size) {
                    preview = (drawn, [translation?.name, frame.name].compactMap { $0 }.joined(separator: " · "))
                }
            } else {
                for size in options.sizes {
                    engine.resize(width: size.width, height: size.height)
                    solved.append(LayoutPipeline.solvedLayout(engine, system: system))
                }
            }
            for layout in solved {
                for diagnostic in layout.diagnostics {
                    // Several languages: each warning says which language it is about.
                    var said = diagnostic
                    if let translation, languages.count > 1 { said.message = "[\(translation.name)] " + said.message }
                    if seen.insert(said).inserted { found.append(said) }
                }
            }
            layouts += solved
            frameNames += solved.map { _ in translation?.name }
            if let preview {
                layouts.append(preview.layout)
                frameNames.append(preview.name)
            }
        }
        found = found.sortedByLocation()
        // A solution can have errors too (a value out of range): nothing to draw then.
        guard !found.containsErrors else { throw .layoutErrors(found, source) }
        try checkFocus(options.focus, layouts: layouts)
        let (bytes, scene) = try draw(layouts, frameNames: frameNames, name: name, format: format, options: options,
                                      source: source, measurer: measurer)
        // So are the measurer's remembered texts, once the picture is drawn.
        ReleaseElsewhere.release(consume measurer)
        return Picture(format: format, bytes: bytes, layouts: layouts, diagnostics: found, source: source,
                       scene: scene, system: firstSystem!, frameNames: frameNames)
    }

    /// Draws solved layouts side by side on one sheet: builds the scene (everything the
    /// picture shows, placed), then paints it. `source`: the file, whose lines the legend
    /// quotes for unmet constraints.
    public static func draw(_ layouts: [LayoutTree], frameNames: [String?] = [], name: String, format: PictureFormat,
                            options: RenderOptions, source: SourceFile? = nil,
                            measurer: TextMeasurer = TextMeasurer()) throws(RenderError) -> ([UInt8], Scene) {
        let title: String? = switch options.title {
        case .fileName: name.split(separator: "/").last.map(String.init) ?? name
        case .text(let text): text
        case .none: nil
        }
        let (scene, widthWithoutTitle) = SceneBuilder(layouts: layouts, frameNames: frameNames, title: title,
                                                      options: options, source: source, measurer: measurer).build()
        let scale = format == .png ? options.pngScale(for: scene) : 1
        try checkSize(scene, widthWithoutTitle: widthWithoutTitle, scale: scale, format: format,
                      limit: options.maximumPixels)
        let palette = options.theme.palette
        let bands = format == .png ? PictureSurface.bands(width: scene.width, height: scene.height, scale: scale) : nil
        let plan = ScenePainter.Plan(scene: scene, bandHeight: bands?.height, bandCount: bands?.count ?? 0)
        let textLayer = format == .svg ? SVGTextLayer() : nil
        var bytes = try PictureSurface.render(format: format, width: scene.width, height: scene.height, scale: scale,
                                              title: title ?? name) { context, band in
            // A measurer per call: bands are painted on several threads.
            let bandMeasurer = TextMeasurer()
            let pen = Pen(context: context, measurer: bandMeasurer)
            pen.textLayer = textLayer
            ScenePainter(pen: pen, palette: palette).paint(plan, band: band)
        }
        if let textLayer {
            bytes = SVGTextLayer.insert(textLayer.markup(taken: SVGTextLayer.ids(in: bytes)), into: bytes)
        }
        return (bytes, scene)
    }

    /// `--focus` names views of the file: a name it does not have is a mistake to report,
    /// not a picture with everything faded.
    private static func checkFocus(_ focus: [String], layouts: [LayoutTree]) throws(RenderError) {
        guard let layout = layouts.first else { return }
        let names = Set(layout.views.map(\.name))
        let unknown = focus.filter { !names.contains($0) }
        guard unknown.isEmpty else { throw .unknownFocus(unknown) }
    }

    /// The longest side Cairo's image surfaces can have, in pixels. Vector pictures keep the
    /// same bound in points.
    static let maximumSide = 32_767

    /// Refuses a picture Cairo cannot make or memory cannot hold, before drawing. In Double
    /// throughout: the sheet grows from the file's numbers and can be far beyond `Int`.
    private static func checkSize(_ scene: Scene, widthWithoutTitle: Double, scale: Int, format: PictureFormat,
                                  limit: Int) throws(RenderError) {
        let width = scene.width * Double(scale), height = scene.height * Double(scale)
        guard let broken = brokenLimit(width: width, height: height, total: limit) else { return }
        let fitsWithoutTitle = brokenLimit(width: widthWithoutTitle * Double(scale), height: height,
                                           total: limit) == nil
        throw .tooLarge(OversizedPicture(width: width, height: height, unit: format == .png ? "pixels" : "points",
                                         limit: broken, scale: scale, isTitleTooWide: fitsWithoutTitle))
    }

    /// The limit a picture of this size breaks, the side's first; nil when it can be drawn.
    private static func brokenLimit(width: Double, height: Double, total: Int) -> OversizedPicture.Limit? {
        let side = Double(maximumSide)
        guard width.isFinite, height.isFinite, width <= side, height <= side else { return .side(maximumSide) }
        return width * height <= Double(total) ? nil : .total(total)
    }
}

extension PictureRenderer {
    /// Draws the layouts found in a source file or an Interface Builder document side by
    /// side, one frame per layout labelled with its name, every diagnostic at its place
    /// in the document. A layout with errors is not drawn; when none can be, nothing is.
    /// The error of a document that holds no layout and nothing wrong (a source file with no
    /// layout call, a document with no views).
    public static let noLayoutMessage = "no layout found in this file"

    /// `source` is the document (for diagnostics' lines), `found` what its reader said of it.
    public static func render(translated: [TranslatedLayout], of source: SourceFile, found: [Diagnostic] = [],
                              format: PictureFormat, options: RenderOptions) throws(RenderError) -> Picture {
        let measurer = TextMeasurer()
        var layouts: [LayoutTree] = [], names: [String?] = []
        var diagnostics = found
        for translated in translated {
            let kept = KeptLayoutEngine()
            let solved = LayoutPipeline.layout(translated, measurer: measurer, direction: options.direction, keeping: kept)
            diagnostics += solved.diagnostics
            if let tree = solved.tree {
                layouts.append(tree)
                names.append(translated.name)
                // A side the code leaves to the container: solved again by the same engine.
                if let engine = kept.engine, let frame = OpenSidePreview.frame(of: tree, canvas: engine.system.canvas.settings),
                   let preview = OpenSidePreview.layout(of: tree, engine: engine, system: engine.system, size: frame.size) {
                    layouts.append(LayoutPipeline.relocated(preview, from: translated))
                    names.append("\(translated.name) · \(frame.name)")
                }
            }
        }
        guard !layouts.isEmpty else {
            guard diagnostics.containsErrors else {
                throw .noLayout(diagnostics + [.error(noLayoutMessage, at: nil)], source)
            }
            throw .layoutErrors(diagnostics, source)
        }
        var drawn = options
        if drawn.title == .fileName { drawn.title = .text((source.name as NSString).lastPathComponent) }
        let (bytes, scene) = try draw(layouts, frameNames: names, name: source.name, format: format,
                                      options: drawn, source: nil, measurer: measurer)
        // The first drawn layout's constraints, for readers that explain the picture.
        let first = translated.first { $0.name == names.first }
        guard let system = first.flatMap({ LayoutPipeline.constraints(text: $0.text, name: $0.name).system }) else {
            throw .layoutErrors(diagnostics, source)
        }
        return Picture(format: format, bytes: bytes, layouts: layouts, diagnostics: diagnostics.sortedByLocation(),
                       source: source, scene: scene, system: system, frameNames: names)
    }
}
