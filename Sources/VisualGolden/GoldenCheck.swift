import AtomicOutput
import Dispatch
import Foundation
import LocalizedStrings
import TextMeasure
import FormatFileInput
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

    /// Checks one format file.
    public func check(_ location: GoldenLocation) -> CheckResult {
        var result = CheckResult(location: location, status: .passed)
        let picture: Picture
        do {
            let text = try FormatFileReader.read(location.formatFile)
            var options = renderOptions
            // A file with strings tables beside it is kept in every language they have.
            options.translations = try TranslationLoader.tablesBeside(formatFile: location.formatFile)
            picture = try PictureRenderer.render(text: text, name: location.formatFile, format: .png, options: options)
        } catch let error as TranslationLoader.Failure {
            result.status = .error
            result.errors = error.source.map { DiagnosticRenderer(source: $0).render(error.diagnostics) }
                ?? error.message + "\n"
            return result
        } catch let error as FormatFileError {
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
        if let data = goldenJSON {
            do {
                let comparison = LayoutComparison(expected: try LayoutSnapshot(json: data, path: location.jsonPath),
                                                  actual: LayoutSnapshot(tree))
                result.failures += comparison.failures
                result.notes += comparison.notes
                goldenStamp = GoldenJSON.record(in: data)?.stamp
            } catch {
                return failToRead(&result, error)
            }
        }
        if let data = goldenPNG {
            do {
                result.images.expected = Array(data)
                try comparePixels(golden: Array(data), path: location.pngPath, actual: picture.bytes, into: &result)
            } catch {
                return failToRead(&result, error)
            }
        }
        if result.pixelSummary != nil, let goldenStamp, goldenStamp != .current {
            // Said first: a different renderer is the usual cause of pixel drift.
            result.failures.insert("the golden was drawn by \(goldenStamp); this is \(RendererStamp.current)", at: 0)
        }

        let failed = !result.failures.isEmpty
        if failed && mode.rewritesFailures {
            result.notes += result.failures.map { "was: \($0)" }
            result.failures = []
            return record(&result, png: picture.bytes, json: json, because: "rewrote the goldens that differed (--record failed)")
        }
        if failed {
            result.status = .failed
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
    private func comparePixels(golden: [UInt8], path: String, actual: [UInt8], into result: inout CheckResult) throws {
        let expectedImage: RGBAImage
        do {
            expectedImage = try PNGDecoder.decode(golden)
        } catch {
            throw GoldenError.unreadable(path: path, reason: error.message)
        }
        let actualImage = try PNGDecoder.decode(actual)
        do {
            let diff = try ImageComparison.compare(expectedImage, actualImage, options: diffOptions)
            let verdict = PixelVerdict(diff, budget: PixelBudget(maximumPixels: maximumDifferingPixels))
            if !verdict.passes {
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
