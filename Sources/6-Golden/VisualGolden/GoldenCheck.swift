import AtomicOutput
import Dispatch
import Foundation
import Geometry
import LocalizedStrings
import TextMeasure
import FormatFileInput
import LayoutChanges
import LayoutDocuments
import ParallelWork
import PixelDiff
import PNGCodec
import SourceCodeInput
import VisualLayout
import VisualRender
import VisualSyntax

/// Checks format files against their goldens in two layers, and is the driver around them
/// that reads and writes files:
///
/// 1. **Layout** (`LayoutComparison`): the solved frames against the golden `.json`
///    (within 0.01 points). It catches a semantic change even where the pixels hide it.
/// 2. **Pixels** (`PixelLayer`): the rendered PNG against the golden `.png`, with the
///    pixelmatch-compatible comparison of `PixelDiff`. It catches a drawing change the
///    frames do not show. A golden whose bytes are the render's has the same pixels, and
///    is not decoded.
///
/// The record mode says when goldens are written instead. A golden's PNG and JSON are read
/// and written as one pair under the golden folder's lock (`DirectoryLock`), and written
/// together (`AtomicGroup`), so neither concurrent runs nor a killed one leave a PNG of one
/// run beside the JSON of another. Checking never deletes anything.
public struct GoldenCheck: Sendable {
    public var mode: RecordMode
    /// How goldens are drawn. Scale 1 keeps the goldens small; the title is the file name,
    /// so a golden does not depend on the folder the check ran from.
    public var renderOptions = RenderOptions(scale: 1)
    /// What the run's source files define (positional helpers, constants), so that each
    /// source file's layouts are those `scan` finds over the same files.
    public var sourceContext = SourceCodeContext()
    /// The pixel layer: per-pixel colour threshold, anti-aliasing handling (pixelmatch's
    /// defaults) and how many pixels may differ before it fails.
    public var pixels = PixelLayer()
    /// Moves measured in canvas coordinates rather than relative to the container
    /// (`--absolute`): then a container's move is reported at each of its views too.
    public var absoluteMoves = false
    /// Views left out of the pixel comparison by name (`--mask`), besides the file's own
    /// `mask` statements: their boxes, in the golden and in the render, are hatched alike.
    public var maskedViews: [String] = []
    /// Rectangles left out of the pixel comparison (`--mask-rect`), in picture pixels.
    public var maskRects: [Rect] = []
    /// Masked views are left out of the layout comparison too (`--mask-layout`); by default
    /// their frames are still compared, since a view that moves is a change even when its
    /// content is not worth comparing.
    public var masksLayout = false
    /// Compare the layout layer alone (`--layout-only`): the layout is the same on every
    /// platform, pixels are not.
    public var layoutOnly = false
    /// Compare pixels even when the golden was drawn by another renderer
    /// (`--strict-renderer`). By default such a golden is compared by its layout alone, with
    /// a note saying what differs, so one set of goldens serves every platform.
    public var strictRenderer = false
    /// Whether results keep the pictures only a report shows: a passed file's render (the
    /// page's thumbnails) and the golden beside a failure. Without a report nobody looks at
    /// them, and a run of thousands of files would carry each from its worker.
    public var keepsReportImages = true
    /// Called when another process holds the golden folder's lock, before waiting for it.
    public var waitingForLock: @Sendable () -> Void = {}

    public init(mode: RecordMode) {
        self.mode = mode
    }

    /// Checks every file on all cores; the results are in the order of `locations`.
    /// `goldens`: the golden JSONs the plan decoded, by golden name. `progress` is called
    /// after each file with the number done so far.
    public func run(_ locations: [GoldenLocation], goldens: [String: DecodedGolden] = [:],
                    progress: (@Sendable (Int) -> Void)? = nil) -> [CheckResult] {
        parallelMap(locations, progress: { progress?($0) }) { check($0, golden: goldens[$0.name]) }
    }

    /// The folders this check has listed for strings tables, shared by its copies and its
    /// threads: a check of a whole folder lists it once, not once per file (so a check sees
    /// the tables of a folder as they were when it first checked a file there).
    private let folderListings = FolderListings()

    /// One layout of a source file or Interface Builder document, drawn alone.
    private func renderLayout(_ name: String, of path: String) throws -> Picture {
        let document = try LayoutDocument.read(path, context: sourceContext)
        guard let layout = document.layouts?.first(where: { $0.name == name }) else {
            throw GoldenError.layoutGone(path: path, layout: name)
        }
        return try PictureRenderer.render(translated: [layout], of: document.source, found: document.diagnostics,
                                          format: .png, options: renderOptions)
    }

    /// Checks one format file, top to bottom: draw it; read its goldens; compare the layout
    /// layer and the pixel layer; then say what differs, or write goldens as the record mode
    /// says. `golden`: its golden JSON as the folder's scan decoded it (`GoldenFolder.Plan`),
    /// used instead of reading the file again while the file is the one decoded.
    public func check(_ location: GoldenLocation, golden: DecodedGolden? = nil) -> CheckResult {
        var result = CheckResult(location: location, status: .passed)
        let picture: Picture
        do {
            picture = try render(location)
        } catch {
            return stopped(&result, by: error)
        }
        result.images.actual = picture.bytes
        if mode.rewritesAll {
            return record(&result, png: picture.bytes, json: goldenJSON(of: picture, for: location), because: .rewroteAll)
        }

        let goldens: Goldens
        do {
            goldens = try readGoldens(of: location, decoded: golden)
        } catch {
            return failToRead(&result, error)
        }
        if !goldens.absent.isEmpty && !mode.writesMissing {
            result.status = .missing
            result.findings = goldens.absent.map { .goldenMissing(path: $0) }
            return result
        }

        let fresh = FreshPicture(picture)
        let found: Findings
        do {
            found = try compare(goldens, with: fresh, at: location)
        } catch {
            return failToRead(&result, error)
        }
        result.findings = found.findings
        illustrate(found, goldenPNG: goldens.png, in: &result)

        if found.fails && mode.rewritesFailures {
            result.findings = result.notes + result.failures.map(CheckFinding.rewrote)
            return record(&result, png: picture.bytes, json: goldenJSON(of: picture, for: location), because: .rewroteFailed)
        }
        if found.fails {
            result.status = .failed
            result.kind = found.kind
            if let layout = found.layout {
                result.changes = layout.viewChanges
                result.images.overlay = overlay(layout.changes, on: fresh, masks: found.masks)
            }
            return result
        }
        if !goldens.absent.isEmpty {
            // Only the missing goldens are written; the ones that exist matched.
            return record(&result, png: goldens.png == nil ? picture.bytes : nil,
                          json: goldens.json == nil ? goldenJSON(of: picture, for: location) : nil, because: .missing)
        }
        // A passed file's golden is its render: the report shows that once, or not at all.
        result.images.expected = nil
        if !keepsReportImages { result.images.actual = nil }
        return result
    }

    /// The picture of one file as goldens are drawn: a format file in every language of the
    /// strings tables beside it, or one layout of a source file or Interface Builder document.
    private func render(_ location: GoldenLocation) throws -> Picture {
        if let layout = location.layout { return try renderLayout(layout, of: location.formatFile) }
        let text = try FormatFileReader.read(location.formatFile)
        var options = renderOptions
        options.translations = try TranslationLoader.tablesBeside(
            formatFile: location.formatFile,
            folderNames: folderListings.names(in: (location.formatFile as NSString).deletingLastPathComponent))
        return try PictureRenderer.render(text: text, name: location.formatFile, format: .png, options: options)
    }

    /// The result of a file that could not be drawn: its errors, rendered like a compiler's.
    private func stopped(_ result: inout CheckResult, by error: Error) -> CheckResult {
        result.status = .error
        switch error {
        case let error as TranslationLoader.Failure:
            result.errors = error.usage.map { [.error($0, in: result.location.formatFile)] } ?? error.printed
        case let error as FormatFileError:
            result.errors = [error.printed]
        case let error as GoldenError:
            result.errors = [error.printed]
        case RenderError.layoutErrors(let diagnostics, let source), RenderError.noLayout(let diagnostics, let source):
            result.errors = DiagnosticRenderer(source: source).printed(diagnostics)
        default:
            result.errors = [.error("\(error)", in: result.location.formatFile)]
        }
        return result
    }

    /// A golden pair as read, each nil when absent.
    private struct Goldens {
        var png: [UInt8]?
        /// The JSON, as decoded by the folder's scan or as read now (decoded when compared).
        var json: JSONGolden?
        /// The paths of the goldens that do not exist, the JSON first.
        var absent: [String]
    }

    private enum JSONGolden {
        case decoded(GoldenRecord)
        case read(Data)
    }

    /// Reads both goldens under one lock, so a pair being rewritten is never seen half. The
    /// JSON the folder's scan decoded is not read again while it is the same file.
    private func readGoldens(of location: GoldenLocation, decoded: DecodedGolden?) throws(GoldenError) -> Goldens {
        let (png, json) = try DirectoryLock.withLock(on: location.goldenDirectory, .shared,
                                                     waiting: waitingForLock) { () throws(GoldenError) -> (Data?, JSONGolden?) in
            let png = try readGolden(location.pngPath)
            if let record = decoded?.record(ifStill: location.jsonPath) { return (png, .decoded(record)) }
            return (png, try readGolden(location.jsonPath).map(JSONGolden.read))
        }
        let absent = [(json == nil, location.jsonPath), (png == nil, location.pngPath)].filter(\.0).map(\.1)
        return Goldens(png: png.map(Array.init), json: json, absent: absent)
    }

    /// The render as the layers and the overlay need it: its PNG, and its pixels, decoded
    /// when first asked for and then kept.
    private final class FreshPicture {
        let picture: Picture
        private var decoded: RGBAImage?

        init(_ picture: Picture) {
            self.picture = picture
        }

        func pixels() throws(PNGError) -> RGBAImage {
            if let decoded { return decoded }
            let image = try PNGDecoder.decode(picture.bytes)
            decoded = image
            return image
        }
    }

    /// What the two layers found for one file.
    private struct Findings {
        /// The layout layer's comparison; nil when there is no layout golden.
        var layout: LayoutComparison?
        /// The pixel layer's comparison; nil when the pixels were not compared, or the
        /// golden's bytes are the render's (then every pixel is the same).
        var pixels: PixelComparison?
        /// What differs between the golden's renderer and this one.
        var rendererChanges: [RendererChange]
        var comparesPixels: Bool
        /// The pixel areas left out, and the names of the views they were given by.
        var masks: [Rect]
        var maskedNames: [String]
        /// The rectangles given (`--mask-rect`), among `masks`.
        var maskRects: [Rect]
        /// Whether the golden was drawn by another renderer and only the layout compared.
        var comparedLayoutOnly: Bool

        var fails: Bool { layout?.matches == false || pixels?.finding != nil }

        /// Everything found, in the order a reader wants it: that only the layout was
        /// compared, the layout layer's findings, the masks, the pixel layer's failure.
        var findings: [CheckFinding] {
            var findings: [CheckFinding] = []
            if comparedLayoutOnly { findings.append(.comparedLayoutOnly(rendererChanges: rendererChanges)) }
            findings += layout?.findings ?? []
            if !masks.isEmpty { findings.append(.masked(views: maskedNames, rectangles: maskRects)) }
            if let finding = pixels?.finding { findings.append(.pixels(finding)) }
            return findings
        }

        /// What kind of change a failure is, said before anything else.
        var kind: FailureKind? {
            if !rendererChanges.isEmpty {
                return .rendererChanged(rendererChanges, layoutChanged: layout?.matches == false, pixelsCompared: comparesPixels)
            }
            if let layout, layout.changes.isEmpty, layout.matches { return .pixelsOnly }
            return nil
        }
    }

    /// The two layers: the layout against the golden JSON (decoded once: the layout, the
    /// renderer and the source are all in it; masked views left out under `--mask-layout`),
    /// then the pixels against the golden PNG, unless the golden was drawn by another
    /// renderer (`--strict-renderer` compares them anyway) or `--layout-only`.
    private func compare(_ goldens: Goldens, with fresh: FreshPicture, at location: GoldenLocation) throws -> Findings {
        let picture = fresh.picture
        let record: GoldenRecord? = switch goldens.json {
        case .decoded(let record): record
        case .read(let data): try GoldenRecord(json: data, path: location.jsonPath)
        case nil: nil
        }
        // The command line's masks and the file's own `mask` statements.
        let masked = Set(maskedViews + picture.system.maskedViews)
        let goldenLayout = try record?.layout.get()
        var found = Findings(layout: nil, pixels: nil, rendererChanges: [], comparesPixels: false,
                             masks: maskAreas(masked, golden: goldenLayout, on: picture), maskedNames: [],
                             maskRects: maskRects, comparedLayoutOnly: false)
        if let goldenLayout {
            let left = masksLayout ? masked : []
            found.layout = LayoutComparison(expected: goldenLayout.without(left), actual: LayoutSnapshot(picture.layouts[0]).without(left),
                                            absolute: absoluteMoves)
        }
        if !found.masks.isEmpty {
            found.maskedNames = masked.sorted().filter { name in picture.layouts[0].views.contains { $0.name == name } }
        }
        // A picture byte for byte the golden's matches whatever drew the golden: the
        // renderer's stamp (a checksum of 50 MB of fonts) is needed only when they differ.
        let samePNG = goldens.png == picture.bytes
        if !samePNG {
            found.rendererChanges = record?.renderer.map { RendererChange.differences(golden: $0, current: .current) } ?? []
        }
        found.comparesPixels = !layoutOnly && (found.rendererChanges.isEmpty || strictRenderer)
        found.comparedLayoutOnly = !layoutOnly && !found.rendererChanges.isEmpty && !strictRenderer
        if found.comparesPixels, let png = goldens.png, !samePNG {
            let golden: RGBAImage
            do {
                golden = try PNGDecoder.decode(png)
            } catch {
                throw GoldenError.unreadable(path: location.pngPath, reason: error.message)
            }
            found.pixels = pixels.compare(golden: golden, fresh: try fresh.pixels(), masks: found.masks)
        }
        return found
    }

    /// The pictures a result is shown with: the golden, and for a pixel failure the pictures
    /// as compared (hatched where masked) and the diff image.
    private func illustrate(_ found: Findings, goldenPNG: [UInt8]?, in result: inout CheckResult) {
        if keepsReportImages { result.images.expected = goldenPNG }
        guard let pixels = found.pixels, pixels.finding != nil else { return }
        if !found.masks.isEmpty {
            // The report shows a failure's pictures as compared, hatched; a pass shows none,
            // so they are encoded only now.
            if keepsReportImages { result.images.expected = try? PNGEncoder.encode(pixels.golden) }
            result.images.actual = try? PNGEncoder.encode(pixels.fresh)
        }
        // The diff image only illustrates the failure found; without it (an encoder
        // failure) the failure still stands.
        if let image = pixels.diffImage { result.images.diff = try? PNGEncoder.encode(image) }
    }

    /// The golden JSON of a render, recording its format file relative to the golden folder.
    private func goldenJSON(of picture: Picture, for location: GoldenLocation) -> [UInt8] {
        let source = GoldenFolder(path: location.goldenDirectory).sourceRecord(for: location.formatFile)
        return Array(GoldenRecord.json(picture.layouts[0], renderer: .current, source: source).utf8)
    }

    /// The picture of the layout changes over the fresh render. Only an illustration of the
    /// failure already recorded: when it cannot be drawn, the failure still stands.
    private func overlay(_ changes: LayoutChanges, on fresh: FreshPicture, masks: [Rect]) -> [UInt8]? {
        guard let canvas = fresh.picture.scene.frames.first?.rect, let image = try? fresh.pixels() else { return nil }
        return try? ChangeOverlay.draw(changes, over: image, canvasOrigin: (canvas.x, canvas.y), masked: masks,
                                       format: .png).bytes
    }

    /// The pixel areas left out: each masked view's box where it is now, in every layout the
    /// picture shows (one per language), and where the golden had it (in whole pixels, one
    /// more on each side for the anti-aliased edge), and the rectangles given.
    private func maskAreas(_ masked: Set<String>, golden: LayoutSnapshot?, on picture: Picture) -> [Rect] {
        var areas = maskRects
        guard !masked.isEmpty else { return areas }
        var drawn = zip(picture.layouts.map { LayoutSnapshot($0) }, picture.scene.frames.map(\.rect)).map { ($0, $1) }
        if let golden, let first = picture.scene.frames.first?.rect { drawn.append((golden, first)) }
        for (layout, canvas) in drawn {
            let framed = layout.framed
            for (view, frame) in zip(framed.views, framed.absoluteFrames) where masked.contains(view.name) {
                let left = max(0, (canvas.x + frame.x).rounded(.down) - 1)
                let top = max(0, (canvas.y + frame.y).rounded(.down) - 1)
                let right = (canvas.x + frame.x + frame.width).rounded(.up) + 1
                let bottom = (canvas.y + frame.y + frame.height).rounded(.up) + 1
                areas.append(Rect(x: left, y: top, width: right - left, height: bottom - top))
            }
        }
        return areas
    }

    /// A golden's bytes; nil when it does not exist.
    private func readGolden(_ path: String) throws(GoldenError) -> Data? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GoldenError.unreadable(path: path, reason: "cannot read the file")
        }
        return data
    }

    /// A golden that could not be read (a `GoldenError`), or the render's own PNG that could
    /// not be decoded (an error of the format file).
    private func failToRead(_ result: inout CheckResult, _ error: Error) -> CheckResult {
        result.status = .error
        result.errors = [(error as? GoldenError)?.printed ?? .error("\(error)", in: result.location.formatFile)]
        return result
    }

    /// Writes the given goldens (nil: leave that one alone) as one unit, holding the golden
    /// folder's lock, and marks the file recorded.
    private func record(_ result: inout CheckResult, png: [UInt8]?, json: [UInt8]?,
                        because why: CheckFinding.RecordReason) -> CheckResult {
        let location = result.location
        let writes = [(png, location.pngPath), (json, location.jsonPath)].compactMap { bytes, path in bytes.map { (bytes: $0, path: path) } }
        let folder = (location.pngPath as NSString).deletingLastPathComponent
        do {
            try AtomicFile.createFolder(folder)
        } catch {
            result.status = .error
            result.errors = [GoldenError.unwritable(path: folder, reason: error.message).printed]
            return result
        }
        do {
            try DirectoryLock.withLock(on: location.goldenDirectory, .exclusive, waiting: waitingForLock) {
                () throws(AtomicFile.WriteError) in try AtomicGroup.write(writes)
            }
        } catch {
            result.status = .error
            result.errors = [GoldenError.unwritable(path: writes[0].path, reason: error.message).printed]
            return result
        }
        result.status = .recorded
        result.findings.append(.wrote(paths: writes.map(\.path), because: why))
        return result
    }
}

/// Folder listings kept for a run: the names ending in `strings` (the tables a format file
/// may have beside it) of each folder listed once. A folder that cannot be listed is nil,
/// and `TranslationLoader.tablesBeside` lists it again to say why.
private final class FolderListings: @unchecked Sendable {
    private let lock = NSLock()
    private var listings: [String: [String]?] = [:]

    func names(in folder: String) -> [String]? {
        lock.withLock {
            if let listed = listings[folder] { return listed }
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)
                .filter { $0.hasSuffix("strings") }
            listings[folder] = names
            return names
        }
    }
}
