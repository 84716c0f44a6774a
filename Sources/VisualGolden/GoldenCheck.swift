import AtomicOutput
import Dispatch
import Foundation
import PixelDiff
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
/// The record mode says when goldens are written instead; writing is atomic and never
/// deletes anything.
public struct GoldenCheck: Sendable {
    public var mode: RecordMode
    /// How goldens are drawn. Scale 1 keeps the goldens small; the title is the file name,
    /// so a golden does not depend on the folder the check ran from.
    public var renderOptions = RenderOptions(scale: 1)
    /// Per-pixel colour threshold and anti-aliasing handling (pixelmatch's defaults).
    public var diffOptions = DiffOptions()
    /// How many pixels may differ before the pixel layer fails.
    public var maximumDifferingPixels = 0

    public init(mode: RecordMode) {
        self.mode = mode
    }

    /// Checks every file on all cores; the results are in the order of `locations`.
    /// `progress` is called after each file with the number done so far.
    public func run(_ locations: [GoldenLocation], progress: (@Sendable (Int) -> Void)? = nil) -> [CheckResult] {
        let results = ResultSlots(count: locations.count)
        let done = Counter()
        DispatchQueue.concurrentPerform(iterations: locations.count) { index in
            results.set(index, check(locations[index]))
            progress?(done.increment())
        }
        return results.values
    }

    /// Checks one format file.
    public func check(_ location: GoldenLocation) -> CheckResult {
        var result = CheckResult(location: location, status: .passed)
        let picture: Picture
        do {
            let text = try RenderBatch.readFormatFile(location.formatFile)
            picture = try PictureRenderer.render(text: text, name: location.formatFile, format: .png, options: renderOptions)
        } catch {
            result.status = .error
            if case .layoutErrors(let diagnostics, let source) = error {
                result.errors = DiagnosticRenderer(source: source).render(diagnostics)
            } else {
                result.errors = error.description + "\n"
            }
            return result
        }
        let tree = picture.layouts[0]
        let json = Array(GoldenJSON.encode(tree, stamp: .current).utf8)
        result.images.actual = picture.bytes

        if mode.rewritesAll {
            return record(&result, png: picture.bytes, json: json, because: "rewrote the goldens (--record all)")
        }
        let manager = FileManager.default
        let hasPNG = manager.fileExists(atPath: location.pngPath)
        let hasJSON = manager.fileExists(atPath: location.jsonPath)
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
        if hasJSON {
            do {
                let data = try readGolden(location.jsonPath)
                let comparison = LayoutComparison(expected: try LayoutSnapshot(json: data, path: location.jsonPath),
                                                  actual: LayoutSnapshot(tree))
                result.failures += comparison.failures
                result.notes += comparison.notes
                goldenStamp = GoldenJSON.stamp(in: data)
            } catch {
                return failToRead(&result, error)
            }
        }
        if hasPNG {
            do {
                let data = try readGolden(location.pngPath)
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
            let percent = String(format: "%.2f", diff.differingFraction * 100)
            let summary = "\(diff.differingPixels) pixel\(diff.differingPixels == 1 ? "" : "s") differ (\(percent) %)"
            if diff.differingPixels > maximumDifferingPixels {
                result.pixelSummary = summary
                result.failures.append("pixels: " + summary)
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

    private func readGolden(_ path: String) throws -> Data {
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

    /// Writes the given goldens (nil: leave that one alone) and marks the file recorded.
    private func record(_ result: inout CheckResult, png: [UInt8]?, json: [UInt8]?, because why: String) -> CheckResult {
        let location = result.location
        let writes = [(png, location.pngPath), (json, location.jsonPath)].compactMap { bytes, path in bytes.map { ($0, path) } }
        for (bytes, path) in writes {
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try AtomicFile.write(bytes, to: path)
            } catch {
                result.status = .error
                let reason = (error as? AtomicFile.WriteError)?.message ?? "\(error)"
                result.errors = GoldenError.unwritable(path: path, reason: reason).description + "\n"
                return result
            }
        }
        result.status = .recorded
        result.notes.append(why + ": " + writes.map(\.1).joined(separator: ", "))
        return result
    }
}

/// One slot per file, filled from several threads.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [CheckResult?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: CheckResult) { lock.withLock { slots[index] = result } }
    var values: [CheckResult] { lock.withLock { slots.map { $0! } } }
}

private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func increment() -> Int { lock.withLock { value += 1; return value } }
}
