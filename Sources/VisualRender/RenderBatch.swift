import AtomicOutput
import ParallelWork
import FormatFileInput
import LayoutDocuments
import Foundation
import VisualSyntax

/// One format file to draw, and where its picture goes.
public struct RenderJob: Sendable, Equatable {
    /// The format file's path (`-` reads standard input).
    public var input: String
    /// The picture's path; its extension names the format.
    public var output: String

    public init(input: String, output: String) {
        self.input = input
        self.output = output
    }
}

/// What became of one job.
public struct RenderOutcome: Sendable {
    public var job: RenderJob
    /// The picture (already written), or why there is none.
    public var result: Result<Picture, RenderError>
}

/// Draws many format files, each into its own surface, on several threads.
///
/// Jobs share nothing: each reads its file, lays it out with its own text measurer and
/// draws on its own Cairo surface, so a picture's bytes do not depend on which thread
/// drew it or what was drawn before (SVG ids are renumbered, see `SVGIds`).
public enum RenderBatch {
    /// Runs the jobs on `threads` threads (the machine's cores by default) and returns
    /// their outcomes in the jobs' order. `progress(done, total)` is called after each
    /// job, from the thread that finished it.
    public static func run(_ jobs: [RenderJob], options: RenderOptions,
                           threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                           progress: @Sendable @escaping (Int, Int) -> Void = { _, _ in }) -> [RenderOutcome] {
        parallelMap(jobs, threads: threads, progress: { progress($0, jobs.count) }) { job in
            RenderOutcome(job: job, result: Result { () throws(RenderError) in try renderFile(job, options: options) })
        }
    }

    /// Reads, lays out, draws and writes one file (atomically).
    public static func renderFile(_ job: RenderJob, options: RenderOptions) throws(RenderError) -> Picture {
        guard let format = PictureFormat(path: job.output) else {
            throw .unwritable(path: job.output, reason: "unknown picture format: use .png, .svg or .pdf")
        }
        let document: LayoutDocument
        do {
            document = try LayoutDocument.read(job.input)
        } catch {
            throw .unreadable(error.description)
        }
        let picture = document.layouts == nil
            ? try PictureRenderer.render(text: document.source.text, name: job.input, format: format, options: options)
            : try PictureRenderer.render(document: document, format: format, options: options)
        do {
            try AtomicFile.write(picture.bytes, to: job.output)
        } catch {
            throw .unwritable(path: job.output, reason: error.message)
        }
        return picture
    }
}
