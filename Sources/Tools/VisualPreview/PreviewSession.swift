import FormatFileInput
import Foundation
import ParallelWork
import SourceCodeInput
import VisualRender

/// The state behind `visual serve`: the served files, each one's latest document, and who
/// is listening for changes. Documents are made when first asked for and again when the
/// file's text changes on disk; a change is announced by the file's key (`*` when files
/// came or went), and pages fetch what they show anew.
public final class PreviewSession: @unchecked Sendable {
    public let served: ServedFiles
    public let options: RenderOptions
    private let lock = NSLock()
    private var documents: [String: PreviewDocument] = [:]
    private var keys: [String] = []
    private var listeners: [ObjectIdentifier: @Sendable (String) -> Void] = [:]
    /// One render at a time: a change and a page asking for the same file draw it once.
    private let renderLock = NSLock()
    /// What the served source files define for each other; changed with `renderLock` held.
    private var sources = ServedSourceContext()

    public init(served: ServedFiles, options: RenderOptions) {
        self.served = served
        self.options = options
        let files = served.list().files
        keys = files.map(\.key)
        _ = sources.update(files.filter(served.isInside))
    }

    /// The folders to watch with everything below them: the folder roots.
    public var watchedFolders: [String] {
        served.roots.filter(\.isFolder).map(\.path)
    }

    /// The folders to watch alone: the folder of each file root (a file served from the
    /// home folder must not watch all of it).
    public var watchedFileFolders: [String] {
        served.roots.filter { !$0.isFolder }.map { ($0.path as NSString).deletingLastPathComponent }
            .map { $0.isEmpty ? "." : $0 }
    }

    /// The current document of a served file, drawn now if its text changed since.
    public func document(for file: ServedFiles.File) -> PreviewDocument {
        renderLock.withLock { refreshed(file).document }
    }

    /// The index's rows: every file's status (files not drawn yet are drawn on every core).
    public func entries() -> [PreviewPage.Entry] {
        let files = served.list().files.filter(served.isInside)
        let missing = lock.withLock { files.filter { documents[$0.key] == nil } }
        if !missing.isEmpty {
            renderLock.withLock {
                let drawn = parallelMap(missing) { file in self.draw(file, Self.read(file), previous: nil) }
                lock.withLock { for document in drawn where documents[document.file.key] == nil { documents[document.file.key] = document } }
            }
        }
        return files.map { file in
            let document = self.document(for: file)
            return PreviewPage.Entry(key: file.key, status: document.status, errors: document.errorCount,
                                     warnings: document.warningCount)
        }
    }

    /// Called after files changed on disk: draws again every file that was drawn before and
    /// whose text changed (every source file, when what the source files define for each
    /// other changed), then tells the listeners which.
    public func filesChanged() {
        let files = served.list().files
        var changed: [String] = []
        renderLock.withLock {
            let definitionsChanged = sources.update(files.filter(served.isInside))
            for file in files where lock.withLock({ documents[file.key] != nil }) {
                let redraw = definitionsChanged && SourceCodeLayouts.isSourceFile(file.path)
                if refreshed(file, evenIfUnchanged: redraw).changed { changed.append(file.key) }
            }
        }
        let newKeys = files.map(\.key)
        let listChanged = lock.withLock { () -> Bool in
            defer { keys = newKeys }
            return keys != newKeys
        }
        if listChanged { changed.append("*") }
        for key in changed { announce(key) }
    }

    /// Calls `listener` with the key of every file that changes until `stopListening`.
    public func listen(_ token: ObjectIdentifier, _ listener: @escaping @Sendable (String) -> Void) {
        lock.withLock { listeners[token] = listener }
    }

    public func stopListening(_ token: ObjectIdentifier) {
        _ = lock.withLock { listeners.removeValue(forKey: token) }
    }

    private func announce(_ key: String) {
        for listener in lock.withLock({ Array(listeners.values) }) { listener(key) }
    }

    /// The file's document, drawn anew when the text on disk differs from the one drawn
    /// (or always, `evenIfUnchanged`). Call with `renderLock` held.
    private func refreshed(_ file: ServedFiles.File, evenIfUnchanged: Bool = false)
        -> (document: PreviewDocument, changed: Bool) {
        let previous = lock.withLock { documents[file.key] }
        let read = Self.read(file)
        if !evenIfUnchanged, let previous, previous.wasRead, case .success(let text) = read, previous.text == text {
            return (previous, false)
        }
        let document = draw(file, read, previous: previous)
        lock.withLock { documents[file.key] = document }
        return (document, true)
    }

    /// The file's text, read once per drawing.
    private static func read(_ file: ServedFiles.File) -> Result<String, FormatFileError> {
        Result { () throws(FormatFileError) in try FormatFileReader.read(file.path) }
    }

    private func draw(_ file: ServedFiles.File, _ read: Result<String, FormatFileError>,
                      previous: PreviewDocument?) -> PreviewDocument {
        switch read {
        case .success(let text):
            return PreviewRenderer.document(file: file, text: text, options: options, context: sources.context,
                                            previous: previous)
        case .failure(let error):
            return PreviewRenderer.unreadable(file: file, message: error.description, previous: previous)
        }
    }
}
