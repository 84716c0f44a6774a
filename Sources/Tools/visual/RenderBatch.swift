import AtomicOutput
import ParallelWork
import FormatFileInput
import Foundation
import VisualRender
import VisualSyntax

/// One format file to draw, and where its picture goes.
struct RenderJob: Sendable, Equatable {
    /// The format file's path (`-` reads standard input).
    var input: String
    /// The picture's path; its extension names the format.
    var output: String
    /// Whether the user named the file, rather than a folder it was found in.
    var wasNamed: Bool

    init(input: String, output: String, wasNamed: Bool = true) {
        self.input = input
        self.output = output
        self.wasNamed = wasNamed
    }
}

/// What became of one job.
struct RenderOutcome: Sendable {
    var job: RenderJob
    /// The picture (already written), or why there is none.
    var result: Result<Picture, RenderError>
}

/// Draws many format files, each into its own surface, on several threads: `visual render`'s
/// driver, which reads the files and writes the pictures (the picture stage does no I/O).
///
/// Jobs share nothing: each reads its file, lays it out with its own text measurer and
/// draws on its own Cairo surface, so a picture's bytes do not depend on which thread
/// drew it or what was drawn before (SVG ids are renumbered, see `SVGIds`).
enum RenderBatch {
    /// A document as its reader gives it: its text, and the layouts found in it when it is
    /// not a format file (a source file's units, a storyboard's scenes) with what the reader
    /// said. The driver chooses the reader (`visual render` reads every kind of document).
    struct Document: Sendable {
        var source: SourceFile
        var translated: [TranslatedLayout]?
        var found: [Diagnostic]

        init(source: SourceFile, translated: [TranslatedLayout]? = nil, found: [Diagnostic] = []) {
            self.source = source
            self.translated = translated
            self.found = found
        }

        /// A format file, read as every command reads one.
        static func formatFile(_ path: String) throws(FormatFileError) -> Document {
            Document(source: SourceFile(name: path, text: try FormatFileReader.read(path)))
        }
    }

    /// Runs the jobs on `threads` threads (the machine's cores by default) and returns
    /// their outcomes in the jobs' order. `progress(done, total)` is called after each
    /// job, from the thread that finished it.
    static func run(_ jobs: [RenderJob], options: RenderOptions,
                           threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                           read: @Sendable @escaping (String) throws(FormatFileError) -> Document = Document.formatFile,
                           progress: @Sendable @escaping (Int, Int) -> Void = { _, _ in }) -> [RenderOutcome] {
        parallelMap(jobs, threads: threads, progress: { progress($0, jobs.count) }) { job in
            RenderOutcome(job: job, result: Result { () throws(RenderError) in try renderFile(job, options: options, read: read) })
        }
    }

    /// Reads, lays out, draws and writes one file (atomically).
    static func renderFile(_ job: RenderJob, options: RenderOptions,
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
