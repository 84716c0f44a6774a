import ArgumentParser
import AtomicOutput
import CMalloc
import FormatFileInput
import Foundation
import TextFormats
import ParallelWork
import SourceCodeInput
import VisualLayout
import VisualRender
import VisualSyntax

/// `visual scan PATH…`: the layouts written in Swift and Objective-C code, linted where
/// they are written, as UIKit and the libraries would read them at run time.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Find the layouts in Swift and Objective-C files and check them.",
        discussion: """
            Reads .swift, .m, .mm and .h files (folders at every depth) and finds every VFL call, \
            RQVisual call, Visually H(…)/V(…) and VBAutolayout layout dictionary. Each function's calls \
            are one layout, solved like a format file: mistakes that would throw or misbehave at run time \
            are errors at the character of the literal they are about; conflicts and ambiguity are warnings.
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, github
    }

    @Argument(help: "Source files (.swift, .m, .mm, .h) or folders of them.")
    var paths: [String]

    @Option(help: "text: diagnostics for people; json: every layout and diagnostic; github: workflow commands.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Write each layout as a format file DIR/FILE-TYPE.FUNCTION.visual.", valueName: "DIR"))
    var write: String?

    @Flag(help: "Exit 1 on warnings too, not only on errors.")
    var strict = false

    @Option(help: ArgumentHelp("The canvas of every layout (default 375 x fit).", valueName: "WxH"))
    var size: String?

    func validate() throws {
        guard !paths.contains("") else { throw ValidationError("an empty path names no source file") }
        if let size, CanvasSize(parsing: size) == nil {
            throw ValidationError("--size '\(size)' is not WxH (numbers or fit, e.g. 375x667 or 320xfit)")
        }
    }

    func run() throws {
        let search: FormatFileSearch
        do {
            search = try FormatFileFinder.find(paths, extensions: SourceCodeLayouts.extensions)
        } catch {
            printError("\(error)\n")
            throw InputFailure()
        }
        for note in search.skipped { printError(note) }
        let canvas = size.flatMap { CanvasSize(parsing: $0) }?.canvasStatement ?? SourceCodeLayouts.defaultCanvas
        // Read every file first (on every core): a positional helper defined in one file
        // makes calls in another count. Only the units found are kept, not the text, and only
        // for the first files: a larger tree's files are read again when their chunk comes, so
        // that memory follows the largest file rather than the tree; the few files with
        // something to show are read again to show it.
        var pending: [FirstRead?] = parallelMap(Array(search.files.indices)) { index in
            do throws(FormatFileError) {
                let path = search.files[index].path
                var found = SourceCodeLayouts.read(text: try Self.readSourceText(path), path: path)
                found.source = SourceFile(name: found.source.name, text: "")
                return FirstRead(found, keepsUnits: index < Self.filesWithUnitsKept)
            } catch {
                return .refused(error)
            }
        }
        let context = Self.declarations(in: pending)
        Self.releaseFreedMemory()
        // Then each file's layouts, a chunk of files at a time on every core: a chunk's output
        // is printed (and its format files written) before the next is scanned, so memory
        // holds one chunk's layouts, not the tree's.
        var output = ScanOutput(format: format, fileCount: search.files.count)
        for chunk in stride(from: 0, to: search.files.count, by: Self.chunkSize) {
            let indices = Array(chunk..<min(chunk + Self.chunkSize, search.files.count))
            let items = indices.map { (search.files[$0], pending[$0]!) }
            let results: [FileResult] = parallelMap(items) { file, outcome in
                scanned(file, outcome, context: context, canvas: canvas)
            }
            for index in indices { pending[index] = nil }
            Self.releaseFreedMemory()
            if let write { try writeFormatFiles(results, to: write) }
            output.emit(results)
        }
        output.finish()
        if output.errors > 0 || (strict && output.warnings > 0) { throw ExitCode(1) }
    }

    /// Hands what was freed back to the system (glibc's `malloc_trim`; other C libraries
    /// have none): after the first pass and after each chunk, so that a large tree's peak
    /// follows one chunk's files, not the fragments every chunk before left.
    private static func releaseFreedMemory() {
        #if os(Linux)
        malloc_trim(0)
        #endif
    }

    /// How many files' units the first pass keeps; past them a file with layouts is read
    /// twice (a tree of 20,000 files takes about twice as long, in flat memory).
    static let filesWithUnitsKept = 2_000

    /// The positional helpers, numeric constants and view classes the files declare, for
    /// every file's calls (a constant or class declared twice keeps its first file's).
    private static func declarations(in files: [FirstRead?]) -> SourceCodeContext {
        var context = SourceCodeContext()
        for case let found? in files.lazy.map({ $0?.declaring }) {
            context.helpers.formUnion(found.positionalHelpers)
            context.constants.merge(found.constants) { first, _ in first }
            context.classes.sizes.merge(found.classes.sizes) { first, _ in first }
            context.classes.superclasses.merge(found.classes.superclasses) { first, _ in first }
        }
        return context
    }

    /// What the first pass keeps of one file until its chunk is scanned: a pointer's worth
    /// for most files of a large tree, since a tree may hold tens of thousands of them.
    indirect enum FirstRead: Sendable {
        /// Read, with its units: one of the first files.
        case kept(ReadSourceFile)
        /// Read, with only what other files need of it (its helpers, constants, classes): its
        /// units are found again in its chunk.
        case declarationsOnly(ReadSourceFile)
        /// Read, with layout calls and nothing another file needs: found again in its chunk.
        case readAgain
        /// Read, with nothing in it: no layout call, nothing another file needs, no refusal.
        case nothingFound
        /// Not readable.
        case refused(FormatFileError)

        /// The read file, where it may declare what other files use.
        var declaring: ReadSourceFile? {
            switch self {
            case .kept(let found), .declarationsOnly(let found): found
            case .readAgain, .nothingFound, .refused: nil
            }
        }

        init(_ found: ReadSourceFile, keepsUnits: Bool) {
            let declares = !found.positionalHelpers.isEmpty || !found.constants.isEmpty || found.classes != CustomViewClasses()
                || found.refusal != nil
            if !declares && found.units.isEmpty {
                self = .nothingFound
            } else if keepsUnits {
                self = .kept(found)
            } else if declares {
                var declarations = found
                declarations.units = []
                self = .declarationsOnly(declarations)
            } else {
                self = .readAgain
            }
        }
    }

    /// Files scanned together, their output printed before the next chunk: enough to keep
    /// both cores busy, few enough that memory stays that of a few files.
    static let chunkSize = 64

    /// One file's layouts, translated with what every file declared, each solved.
    private func scanned(_ file: FoundFormatFile, _ outcome: FirstRead, context: SourceCodeContext,
                         canvas: String) -> FileResult {
        let rendersText = format == .text
        let refused = { (error: FormatFileError) in
            let diagnostics: [Diagnostic] = [.error(error.reason, at: nil)]
            return FileResult(path: file.path, relativeName: file.relativeName, layouts: [], diagnostics: diagnostics,
                              rendered: rendersText ? Self.render(diagnostics, of: file.path, readAgain: false) : "")
        }
        var found: ReadSourceFile
        switch outcome {
        case .refused(let error):
            return refused(error)
        case .nothingFound:
            return FileResult(path: file.path, relativeName: file.relativeName, layouts: [], diagnostics: [], rendered: "")
        case .kept(let kept):
            found = kept
        case .declarationsOnly, .readAgain:
            // Its units were not kept by the first pass: read it again (a file that can no
            // longer be read is said so, as in the first pass).
            do {
                found = SourceCodeLayouts.read(text: try Self.readSourceText(file.path), path: file.path)
            } catch {
                return refused(error)
            }
            found.source = SourceFile(name: found.source.name, text: "")
        }
        let scanned = SourceCodeLayouts.translate(found, context: context, canvas: canvas)
        var diagnostics: [Diagnostic] = scanned.diagnostics
        for layout in scanned.layouts {
            diagnostics += LayoutPipeline.layout(layout.layout).diagnostics
        }
        return FileResult(path: file.path, relativeName: file.relativeName, layouts: scanned.layouts,
                          diagnostics: diagnostics,
                          rendered: rendersText ? Self.render(diagnostics, of: file.path, readAgain: true) : "")
    }

    /// A source file's text. A NUL byte is never in source code: the file is binary, or
    /// UTF-16 text without a byte-order mark (valid UTF-8 to the reader, every other byte
    /// NUL), which would otherwise scan as a file without layouts.
    static func readSourceText(_ path: String) throws(FormatFileError) -> String {
        let text = try FormatFileReader.read(path)
        if text.utf8.contains(0) {
            throw FormatFileError(path: path, reason: "the file holds NUL bytes: binary, or text not in UTF-8 (UTF-16?)")
        }
        return text
    }

    /// What one file gave.
    struct FileResult: Sendable {
        var path: String
        var relativeName: String
        var layouts: [ScannedLayout]
        var diagnostics: [Diagnostic]
        /// The diagnostics as the text format prints them (capped per kind), with their lines.
        var rendered: String
    }

    /// Diagnostics as the text format prints them, the file read again for the lines they
    /// show (nothing to read for none).
    private static func render(_ diagnostics: [Diagnostic], of path: String, readAgain: Bool) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let text = readAgain ? (try? readSourceText(path)) ?? "" : ""
        return DiagnosticRenderer(source: SourceFile(name: path, text: text)).render(diagnostics)
    }

    /// `alignAllCenterY` for `.alignAllCenterY` and `NSLayoutFormatAlignAllCenterY`.
    static func optionName(_ spelled: String) -> String {
        var name = spelled
        if name.hasPrefix(".") { name.removeFirst() }
        if name.hasPrefix("NSLayoutFormat") {
            name.removeFirst("NSLayoutFormat".count)
            name = name.prefix(1).lowercased() + name.dropFirst()
        }
        return name
    }

    /// `--write DIR`: each layout as `DIR/FILE-TYPE.FUNCTION.visual`, written whole.
    private func writeFormatFiles(_ results: [FileResult], to folder: String) throws {
        do {
            try AtomicFile.createFolder(folder)
        } catch {
            printError(.error(error.message, in: folder))
            throw InputFailure()
        }
        for result in results {
            let base = (result.relativeName as NSString).lastPathComponent
            for unit in result.layouts {
                let path = (folder as NSString).appendingPathComponent("\(base)-\(unit.layout.name).visual")
                let header = "# from \(result.path), lines \(unit.unit.position.line)–\(unit.unit.endLine)\n"
                do {
                    try AtomicFile.write(Array((header + unit.layout.text).utf8), to: path)
                } catch {
                    printError(.error(error.message, in: path))
                    throw InputFailure()
                }
            }
        }
    }
}

extension CanvasSize {
    /// The `canvas` statement of this size.
    var canvasStatement: String {
        "canvas \(width.map(NumberText.thousandths) ?? "fit") x \(height.map(NumberText.thousandths) ?? "fit")"
    }
}
