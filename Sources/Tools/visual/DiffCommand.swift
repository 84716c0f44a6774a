import ArgumentParser
import LayoutDocuments
import AtomicOutput
import Foundation
import PixelDiff
import PNGCodec
import VisualGolden
import VisualRender
import VisualSyntax

/// `visual diff A.png B.png`: how many pixels differ between two images, pixelmatch's
/// way, and optionally a picture of where. `visual diff A.visual B.visual` (or
/// `--base REF FILE`): what changed between two layouts, view by view (`LayoutDiff`).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images pixel by pixel (pixelmatch-compatible), or two format files' layouts.",
        discussion: """
            Two PNGs: the first line of output is the number of differing pixels, e.g. \
            "143 pixels differ (0.11 %)". Exit status: 0 within the budget, 1 over it or \
            when the images differ in size, 2 for an unreadable or corrupt PNG or a bad \
            option.

            Two format files (A.visual B.visual), or one at a git revision and as it is now \
            (--base REF FILE): the layout's changes, one line per view, largest first; \
            --output writes the overlay picture (.png or .svg). Exit status 1 when anything \
            changed by more than --tolerance points.
            """
    )

    @Argument(help: "The first image (the expected one, e.g. a golden), or the old format file.")
    var first: String

    @Argument(help: "The second image (the actual one), or the new format file; none with --base.")
    var second: String?

    @Option(help: ArgumentHelp("Compare the format file as it was at this git revision with it as it is now (read with git show).",
                               valueName: "REF"))
    var base: String?

    @Option(parsing: .unconditional, help: "Format files: changes of this many points or less do not count.")
    var tolerance: Double = 0.01

    @Flag(help: "Format files: report each view's move in canvas coordinates, not relative to its container.")
    var absolute = false

    // Numeric options take the next argument unconditionally, so that `-1` is a value to be
    // checked in `validate`, not an unknown option ("Missing value").
    @Option(parsing: .unconditional, help: "Colour tolerance, 0 (any change counts) to 1 (nothing counts).")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels instead of excusing them.")
    var includeAntiAliased = false

    @Option(parsing: .unconditional, help: "How strongly the first image shows behind the diff image, 0 to 1.")
    var alpha: Double = 0.1

    @Flag(help: "Draw only the differences, on a transparent diff image.")
    var diffMask = false

    @Flag(inversion: .prefixedNo,
          help: "Composite translucent pixels over pixelmatch's grey checkerboard (default) or over white.")
    var checkerboard = true

    @Option(name: .shortAndLong, help: "Write the diff image to this PNG file, or the layout overlay to a .png or .svg (replaced atomically).")
    var output: String?

    @Option(parsing: .unconditional, help: "Differing pixels allowed before the exit status is 1 (default 0).")
    var maxPixels: Int?

    @Option(parsing: .unconditional, help: "Fraction of pixels allowed to differ, 0 to 1 (0.001 is 0.1 %).")
    var maxRatio: Double?

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        guard (0...1).contains(alpha) else { throw ValidationError("--alpha must be between 0 and 1") }
        if let maxPixels, maxPixels < 0 { throw ValidationError("--max-pixels must not be negative") }
        if let maxRatio, !(0...1).contains(maxRatio) { throw ValidationError("--max-ratio must be between 0 and 1") }
        guard !first.isEmpty, second?.isEmpty != true else { throw ValidationError("an empty path names no image") }
        if base != nil {
            guard second == nil else { throw ValidationError("--base compares one file with its older text: name one file") }
            if base!.isEmpty { throw ValidationError("--base needs a git revision") }
        } else if second == nil {
            throw ValidationError("name two files to compare (or one with --base REF)")
        }
        guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance must be a number of points, 0 or more") }
        if comparesLayouts, let output, !output.isEmpty {
            guard let format = PictureFormat(path: output), format != .pdf else {
                throw ValidationError("--output '\(output)': the overlay is written as .png or .svg")
            }
            if LayoutDocument.isTranslated(second ?? first) {
                throw ValidationError("--output draws one layout's overlay; a source file or document holds several: "
                                      + "compare a layout written out with `visual scan --write`")
            }
        }
        if base == nil, let second, Self.isLayoutFile(first) != Self.isLayoutFile(second) {
            throw ValidationError("compare two format files (.visual), source files or Interface Builder documents, or two PNG images, not one of each")
        }
        if let output {
            guard !output.isEmpty else { throw ValidationError("--output needs a file, not an empty path") }
            for input in [first] + (second.map { [$0] } ?? []) where sameFile(output, input) {
                throw ValidationError("--output '\(output)' is the input '\(input)': the diff image would replace it")
            }
        }
    }

    /// Whether two paths name one existing file (however spelled: links, `./`, hard links).
    private func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Format files (or source files, Interface Builder documents) rather than images: the
    /// layouts are compared.
    private var comparesLayouts: Bool { base != nil || Self.isLayoutFile(first) }

    private static func isLayoutFile(_ path: String) -> Bool {
        path.hasSuffix(".visual") || LayoutDocument.isTranslated(path)
    }

    func run() throws {
        if comparesLayouts {
            let old: LayoutDiff.Side = base.map { .revision($0, file: first) } ?? .file(first)
            let diff = LayoutDiff(old: old, new: second ?? first, tolerance: tolerance, absolute: absolute, output: output)
            if try diff.run() { throw ExitCode(1) }
            return
        }
        let second = self.second!  // `validate` asked for it
        let images = PNGDecoder.read(paths: [first, second])
        var decoded: [RGBAImage] = []
        for (path, image) in zip([first, second], images) {
            switch image {
            case .success(let image): decoded.append(image)
            case .failure(let error): printError(.error(error.message, in: path))
            }
        }
        guard decoded.count == 2 else { throw InputFailure() }

        // The check's pixel layer, without masks: the same comparison and the same verdict.
        var layer = PixelLayer()
        layer.options = options
        layer.budget = PixelBudget(maximumPixels: maxPixels, maximumRatio: maxRatio)
        layer.drawsDiffImage = output != nil
        let comparison = layer.compare(golden: decoded[0], fresh: decoded[1])
        guard let verdict = comparison.verdict else {
            print("images differ in size: \(first) is \(decoded[0].width)×\(decoded[0].height), "
                  + "\(second) is \(decoded[1].width)×\(decoded[1].height)")
            throw ExitCode(1)
        }
        print(verdict.summary)
        let excused = verdict.result.antiAliasedPixels
        if excused > 0 {
            print("\(excused) anti-aliased \(excused == 1 ? "pixel" : "pixels") excused")
        }
        if let output, let image = comparison.diffImage {
            let folder = (output as NSString).deletingLastPathComponent
            StaleTemporaries.remove(in: folder.isEmpty ? "." : folder)
            do {
                try PNGEncoder.write(image, to: output)
            } catch {
                printError(.error(error.message, in: output))
                throw InputFailure()
            }
            print("diff image written to \(output)")
        }
        if let failure = verdict.failure {
            print(failure)
            throw ExitCode(1)
        }
    }

    private var options: DiffOptions {
        var options = DiffOptions()
        options.threshold = threshold
        options.includesAntiAliased = includeAntiAliased
        options.alpha = alpha
        options.diffMask = diffMask
        options.checkerboard = checkerboard
        return options
    }
}
