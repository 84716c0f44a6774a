import FormatFileInput
import SourceCodeInput

/// What the served source files define for each other (positional helpers, file-level
/// constants), so that `serve` draws a layout calling a helper another served file
/// defines, as `render` and `check` of the folder do. Gathered again after every change
/// on disk; a file is parsed again only when its text changed, since parsing every Swift
/// file of an app on each save would slow the preview down.
struct ServedSourceContext {
    /// Every served source file's text as last read and what it defines.
    private var read: [String: (text: String, defines: SourceCodeContext)] = [:]
    /// What they define together.
    private(set) var context = SourceCodeContext()

    /// Reads the source files among `files` again; true when what they define changed
    /// (every source file's picture may then change, though its own text did not).
    mutating func update(_ files: [ServedFiles.File]) -> Bool {
        var now: [String: (text: String, defines: SourceCodeContext)] = [:]
        for file in files where SourceCodeLayouts.isSourceFile(file.path) {
            guard let text = try? FormatFileReader.read(file.path) else { continue }
            if let before = read[file.key], before.text == text {
                now[file.key] = before
            } else {
                var defines = SourceCodeContext()
                defines.add(SourceCodeLayouts.read(text: text, path: file.path))
                now[file.key] = (text, defines)
            }
        }
        read = now
        var gathered = SourceCodeContext()
        // In key order, so that a constant two files define is taken alike on every run.
        for key in now.keys.sorted() { gathered.merge(now[key]!.defines) }
        defer { context = gathered }
        return gathered != context
    }
}
