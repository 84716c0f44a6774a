import AtomicOutput
import ParallelWork
import FormatFileInput
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
    /// A document as its reader gives it: its text, and the layouts found in it when it is
    /// not a format file (a source file's units, a storyboard's scenes) with what the reader
    /// said. The driver chooses the reader (`visual render` reads every kind of document).
    public struct Document: Sendable {
        public var source: SourceFile
        public var translated: [TranslatedLayout]?
        public var found: [Diagnostic]

        public init(source: SourceFile, translated: [TranslatedLayout]? = nil, found: [Diagnostic] = []) {
            self.source = source
            self.translated = translated
            self.found = found
        }

        /// A format file, read as every command reads one.
        public static func formatFile(_ path: String) throws(FormatFileError) -> Document {
            Document(source: SourceFile(name: path, text: try FormatFileReader.read(path)))
        }
    }

    /// Runs the jobs on `threads` threads (the machine's cores by default) and returns
    /// their outcomes in the jobs' order. `progress(done, total)` is called after each
    /// job, from the thread that finished it.
    public static func run(_ jobs: [RenderJob], options: RenderOptions,
                           threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                           read: @Sendable @escaping (String) throws(FormatFileError) -> Document = Document.formatFile,
                           progress: @Sendable @escaping (Int, Int) -> Void = { _, _ in }) -> [RenderOutcome] {
        parallelMap(jobs, threads: threads, progress: { progress($0, jobs.count) }) { job in
            RenderOutcome(job: job, result: Result { () throws(RenderError) in try renderFile(job, options: options, read: read) })
        }
    }

    /// Reads, lays out, draws and writes one file (atomically).
    public static func renderFile(_ job: RenderJob, options: RenderOptions,
                                  read: (String) throws(FormatFileError) -> Document = Document.formatFile) throws(RenderError) -> Picture {
        guard let format = PictureFormat(path: job.output) else {
            throw .unwritable(path: job.output, reason: "unknown picture format: use .png, .svg or .pdf")
        }
        let document: Document
        do {
            document = try read(job.input)
        } catch {
            throw .unreadable(error.description)
        }
        let picture = if let translated = document.translated {
            try PictureRenderer.render(translated: translated, of: document.source, found: document.found,
                                       format: format, options: options)
        } else {
            try PictureRenderer.render(text: document.source.text, name: job.input, format: format, options: options)
        }
        do {
            try AtomicFile.write(picture.bytes, to: job.output)
        } catch {
            throw .unwritable(path: job.output, reason: error.message)
        }
        return picture
    }
}
