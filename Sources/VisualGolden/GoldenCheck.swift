import AtomicOutput
import Dispatch
import Foundation
import LocalizedStrings
import TextMeasure
import FormatFileInput
import LayoutChanges
import LayoutDocuments
import ParallelWork
import PixelDiff
import PNGCodec
import VisualLayout
import VisualRender
import VisualSyntax

/// Checks format files against their goldens in two layers:
///
/// 1. **Layout**: the solved frames against the golden `.json` (within 0.01 points). It
///    catches a semantic change even where the pixels hide it.
/// 2. **Pixels**: the rendered PNG against the golden `.png`, with the pixelmatch-compatible
///    comparison of `PixelDiff`. It catches a drawing change the frames do not show.
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
    /// Per-pixel colour threshold and anti-aliasing handling (pixelmatch's defaults).
    public var diffOptions = DiffOptions()
    /// How many pixels may differ before the pixel layer fails.
    public var maximumDifferingPixels = 0
    /// Moves measured in canvas coordinates rather than relative to the container
    /// (`--absolute`): then a container's move is reported at each of its views too.
    public var absoluteMoves = false
    /// Views left out of the pixel comparison by name (`--mask`), besides the file's own
    /// `mask` statements: their boxes, in the golden and in the render, are hatched alike.
    public var maskedViews: [String] = []
    /// Rectangles left out of the pixel comparison (`--mask-rect`), in picture pixels.
    public var maskRects: [MaskRect] = []
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
    /// Called when another process holds the golden folder's lock, before waiting for it.
    public var waitingForLock: @Sendable () -> Void = {}

    public init(mode: RecordMode) {
        self.mode = mode
    }

    /// Checks every file on all cores; the results are in the order of `locations`.
    /// `progress` is called after each file with the number done so far.
    public func run(_ locations: [GoldenLocation], progress: (@Sendable (Int) -> Void)? = nil) -> [CheckResult] {
        parallelMap(locations, progress: { progress?($0) }) { check($0) }
    }

    /// The folders this check has listed for strings tables, shared by its copies and its
    /// threads: a check of a whole folder lists it once, not once per file (so a check sees
    /// the tables of a folder as they were when it first checked a file there).
    private let folderListings = FolderListings()

    /// One layout of a source file or Interface Builder document, drawn alone.
    private func renderLayout(_ name: String, of path: String) throws -> Picture {
        let document = try LayoutDocument.read(path)
        guard let layout = document.layouts?.first(where: { $0.name == name }) else {
            throw GoldenError.layoutGone(path: path, layout: name)
        }
        return try PictureRenderer.render(translated: [layout], of: document.source, found: document.diagnostics,
                                          format: .png, options: renderOptions)
    }

    /// Checks one format file.
    public func check(_ location: GoldenLocation) -> CheckResult {
        var result = CheckResult(location: location, status: .passed)
        let picture: Picture
        do {
            if let layout = location.layout {
                picture = try renderLayout(layout, of: location.formatFile)
            } else {
            let text = try FormatFileReader.read(location.formatFile)
            var options = renderOptions
            // A file with strings tables beside it is kept in every language they have.
            options.translations = try TranslationLoader.tablesBeside(
                formatFile: location.formatFile,
                folderNames: folderListings.names(in: (location.formatFile as NSString).deletingLastPathComponent))
            picture = try PictureRenderer.render(text: text, name: location.formatFile, format: .png, options: options)
            }
        } catch let error as TranslationLoader.Failure {
            result.status = .error
            result.errors = error.source.map { DiagnosticRenderer(source: $0).render(error.diagnostics) }
                ?? error.message + "\n"
            return result
        } catch let error as FormatFileError {
            result.status = .error
            result.errors = error.description + "\n"
            return result
        } catch let error as GoldenError {
            result.status = .error
            result.errors = error.description + "\n"
            return result
        } catch let error as RenderError {
            result.status = .error
            if case .layoutErrors(let diagnostics, let source) = error {
                result.errors = DiagnosticRenderer(source: source).render(diagnostics)
            } else {
                result.errors = "\(location.formatFile): error: \(error)\n"
            }
            return result
        } catch {
            result.status = .error
            result.errors = "\(location.formatFile): error: \(error)\n"
            return result
        }
        let tree = picture.layouts[0]
        let source = GoldenFolder(path: location.goldenDirectory).sourceRecord(for: location.formatFile)
        let json = Array(GoldenJSON.encode(tree, stamp: .current, source: source).utf8)
        result.images.actual = picture.bytes

        if mode.rewritesAll {
            return record(&result, png: picture.bytes, json: json, because: "rewrote the goldens (--record all)")
        }
        // Both goldens are read under one lock, so a pair being rewritten is never seen half.
        let (goldenPNG, goldenJSON): (Data?, Data?)
        do {
            (goldenPNG, goldenJSON) = try DirectoryLock.withLock(on: location.goldenDirectory, .shared,
                                                                 waiting: waitingForLock) { () throws(GoldenError) in
                (try readGolden(location.pngPath), try readGolden(location.jsonPath))
            }
        } catch {
            return failToRead(&result, error)
        }
        let hasPNG = goldenPNG != nil
        let hasJSON = goldenJSON != nil
        if !hasPNG || !hasJSON {
            let absent = [(hasJSON, location.jsonPath), (hasPNG, location.pngPath)].filter { !$0.0 }.map(\.1)
            guard mode.writesMissing else {
                result.status = .missing
                result.failures = absent.map { "\($0) does not exist (record mode 'never' writes no goldens)" }
                return result
            }
        }

        // Compare the layers whose goldens exist.
        var goldenStamp: RendererStamp?
        // The two layouts as compared (masked views left out under --mask-layout): what
        // changed between them is worked out for a file that fails, and only then.
        var compared: (golden: LayoutSnapshot, fresh: LayoutSnapshot)?
        // The command line's masks and the file's own `mask` statements.
        let masked = Set(maskedViews + picture.system.maskedViews)
        var goldenLayout: LayoutSnapshot?
        var layoutMatches = true
        if let data = goldenJSON {
            do {
                var golden = try LayoutSnapshot(json: data, path: location.jsonPath), fresh = LayoutSnapshot(tree)
                goldenLayout = golden
                if masksLayout {
                    golden = golden.without(masked)
                    fresh = fresh.without(masked)
                }
                let comparison = LayoutComparison(expected: golden, actual: fresh)
                layoutMatches = comparison.matches
                result.failures += comparison.failures
                result.notes += comparison.notes
                compared = (golden, fresh)
                goldenStamp = GoldenJSON.record(in: data)?.stamp
            } catch {
                return failToRead(&result, error)
            }
        }
        let masks = maskAreas(masked, golden: goldenLayout, on: picture)
        if !masks.isEmpty {
            let names = masked.sorted().filter { name in tree.views.contains { $0.name == name } }
            result.notes.append("masked from the pixel comparison: "
                + (names + maskRects.map { "rectangle \($0)" }).joined(separator: ", "))
        }
        let rendererChanges = goldenStamp.map { RendererChange.differences(golden: $0, current: .current) } ?? []
        let comparesPixels = !layoutOnly && (rendererChanges.isEmpty || strictRenderer)
        if !layoutOnly, !rendererChanges.isEmpty, !strictRenderer {
            result.notes.insert("the renderer changed (" + rendererChanges.joined(separator: "; ")
                + "): compared the layout only (--strict-renderer compares the pixels too)", at: 0)
        }
        if let data = goldenPNG, !comparesPixels {
            result.images.expected = Array(data)
        } else if let data = goldenPNG {
            do {
                result.images.expected = Array(data)
                try comparePixels(golden: Array(data), path: location.pngPath, actual: picture.bytes, masks: masks,
                                  into: &result)
            } catch {
                return failToRead(&result, error)
            }
        }
        let failed = !result.failures.isEmpty
        if failed && mode.rewritesFailures {
            result.notes += result.failures.map { "was: \($0)" }
            result.failures = []
            return record(&result, png: picture.bytes, json: json, because: "rewrote the goldens that differed (--record failed)")
        }
        if failed {
            result.status = .failed
            let changes = compared.map { LayoutChanges(before: $0.golden.framed, after: $0.fresh.framed, absolute: absoluteMoves) }
            result.changes = changes?.lines ?? []
            if !rendererChanges.isEmpty {
                // Said first: a different renderer is the usual cause of pixel drift, and
                // whether the layout moved too says which of the two to look into.
                let said = rendererChanges.joined(separator: "; ")
                result.headline = !layoutMatches
                    ? "the layout changed, and so did the renderer (\(said))" + (comparesPixels ? "" : ": pixels not compared")
                    : "the renderer changed, not the layout: \(said)"
            } else if let changes, changes.isEmpty, layoutMatches {
                // Not a layout change: something is drawn differently where every view still is.
                result.headline = "the layout did not change; only the pixels differ"
            }
            if let changes { result.images.overlay = overlay(changes, on: picture, masks: masks) }
            return result
        }
        if !hasPNG || !hasJSON {
            // Only the missing goldens are written; the ones that exist matched.
            return record(&result, png: hasPNG ? nil : picture.bytes, json: hasJSON ? nil : json,
                          because: "wrote the missing goldens")
        }
        return result
    }

    /// The pixel layer. A failure is recorded in `result`; a golden that is not a PNG throws.
    /// `masks` are hatched alike in both pictures first; the report then shows the hatched ones.
    private func comparePixels(golden: [UInt8], path: String, actual: [UInt8], masks: [MaskRect],
                               into result: inout CheckResult) throws {
        var expectedImage: RGBAImage
        do {
            expectedImage = try PNGDecoder.decode(golden)
        } catch {
            throw GoldenError.unreadable(path: path, reason: error.message)
        }
        var actualImage = try PNGDecoder.decode(actual)
        if !masks.isEmpty, expectedImage.width == actualImage.width, expectedImage.height == actualImage.height {
            expectedImage = PixelMask.hatched(expectedImage, masks)
            actualImage = PixelMask.hatched(actualImage, masks)
        }
        do {
            let diff = try ImageComparison.compare(expectedImage, actualImage, options: diffOptions)
            let verdict = PixelVerdict(diff, budget: PixelBudget(maximumPixels: maximumDifferingPixels))
            if !verdict.passes {
                if !masks.isEmpty {
                    // The report shows a failure's pictures as compared, hatched; a pass
                    // shows none, so they are encoded only now.
                    result.images.expected = try? PNGEncoder.encode(expectedImage)
                    result.images.actual = try? PNGEncoder.encode(actualImage)
                }
                result.pixelSummary = verdict.summary
                result.failures.append("pixels: " + verdict.summary)
                // The diff image only illustrates the failure recorded above; without it (an
                // encoder failure) the failure still stands.
                if let image = diff.diffImage { result.images.diff = try? PNGEncoder.encode(image) }
            }
        } catch {
            let summary = "image size changed: golden \(error.first.width) × \(error.first.height), "
                + "render \(error.second.width) × \(error.second.height)"
            result.pixelSummary = summary
            result.failures.append("pixels: " + summary)
        }
    }

    /// The picture of the layout changes over the fresh render. Only an illustration of the
    /// failure already recorded: when it cannot be drawn, the failure still stands.
    private func overlay(_ changes: LayoutChanges, on picture: Picture, masks: [MaskRect]) -> [UInt8]? {
        guard let canvas = picture.scene.frames.first?.rect else { return nil }
        let areas = masks.map { ChangeRect(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) }
        return try? ChangeOverlay.draw(changes, over: picture.bytes, canvasOrigin: (canvas.x, canvas.y), masked: areas,
                                       format: .png).bytes
    }

    /// The pixel areas left out: each masked view's box where it is now, in every layout the
    /// picture shows (one per language), and where the golden had it (in whole pixels, one
    /// more on each side for the anti-aliased edge), and the rectangles given.
    private func maskAreas(_ masked: Set<String>, golden: LayoutSnapshot?, on picture: Picture) -> [MaskRect] {
        var areas = maskRects
        guard !masked.isEmpty else { return areas }
        var drawn = zip(picture.layouts.map { LayoutSnapshot($0) }, picture.scene.frames.map(\.rect)).map { ($0, $1) }
        if let golden, let first = picture.scene.frames.first?.rect { drawn.append((golden, first)) }
        for (layout, canvas) in drawn {
            let framed = layout.framed
            for (view, frame) in zip(framed.views, framed.absoluteFrames) where masked.contains(view.name) {
                let left = max(0, Int((canvas.x + frame.x).rounded(.down)) - 1)
                let top = max(0, Int((canvas.y + frame.y).rounded(.down)) - 1)
                let right = Int((canvas.x + frame.x + frame.width).rounded(.up)) + 1
                let bottom = Int((canvas.y + frame.y + frame.height).rounded(.up)) + 1
                areas.append(MaskRect(x: left, y: top, width: right - left, height: bottom - top))
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

    private func failToRead(_ result: inout CheckResult, _ error: Error) -> CheckResult {
        result.status = .error
        result.errors = "\(error)\n"
        return result
    }

    /// Writes the given goldens (nil: leave that one alone) as one unit, holding the golden
    /// folder's lock, and marks the file recorded.
    private func record(_ result: inout CheckResult, png: [UInt8]?, json: [UInt8]?, because why: String) -> CheckResult {
        let location = result.location
        let writes = [(png, location.pngPath), (json, location.jsonPath)].compactMap { bytes, path in bytes.map { (bytes: $0, path: path) } }
        let folder = (location.pngPath as NSString).deletingLastPathComponent
        do {
            try AtomicFile.createFolder(folder)
        } catch {
            result.status = .error
            result.errors = GoldenError.unwritable(path: folder, reason: error.message).description + "\n"
            return result
        }
        do {
            try DirectoryLock.withLock(on: location.goldenDirectory, .exclusive, waiting: waitingForLock) {
                () throws(AtomicFile.WriteError) in try AtomicGroup.write(writes)
            }
        } catch {
            result.status = .error
            result.errors = GoldenError.unwritable(path: writes[0].path, reason: error.message).description + "\n"
            return result
        }
        result.status = .recorded
        result.notes.append(why + ": " + writes.map(\.path).joined(separator: ", "))
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
