import AtomicOutput
import FormatFileInput
import Foundation
import LayoutChanges
import LayoutDocuments
import TextFormats
import VisualGolden
import VisualLayout
import VisualRender
import VisualSyntax

/// `visual diff A.visual B.visual` (or `--base REF FILE`): what changed between two layouts,
/// one line per view, largest first, and optionally the overlay picture of it.
struct LayoutDiff {
    /// The old side: a file, or a file at a git revision.
    enum Side {
        case file(String)
        case revision(String, file: String)
    }

    var old: Side
    var new: String
    var tolerance: Double
    var absolute: Bool
    var output: String?

    /// Prints the changes; true when anything changed beyond the tolerance.
    func run() throws -> Bool {
        let oldText = try read(old)
        let newText = try read(.file(new))
        if LayoutDocument.isTranslated(new) { return try compareLayouts(oldText: oldText, newText: newText) }
        let oldName = switch old {
        case .file(let path): path
        case .revision(let revision, let file): "\(revision):\(file)"
        }
        let before = try layout(oldText, name: oldName)
        var newPicture: Picture?
        let after: LayoutTree
        if output != nil {
            do {
                // The overlay's background: the new file drawn as `visual check` draws goldens.
                let picture = try PictureRenderer.render(text: newText, name: new, format: .png, options: RenderOptions(scale: 1))
                newPicture = picture
                after = picture.layouts[0]
                printError(DiagnosticRenderer(source: picture.source).render(picture.diagnostics))
            } catch {
                printError(error.message(input: new) + "\n")
                throw InputFailure()
            }
        } else {
            after = try layout(newText, name: new)
        }
        let changes = LayoutChanges(before: LayoutSnapshot(before).framed, after: LayoutSnapshot(after).framed,
                                    tolerance: tolerance, absolute: absolute)
        let count = changes.lines.count
        let points = NumberText.thousandths(tolerance)
        print(count == 0 ? "no layout changes (tolerance \(points) pt)"
              : "\(count) layout \(count == 1 ? "change" : "changes") (largest first, tolerance \(points) pt)")
        for line in changes.lines { print("  " + line) }
        if let output, let newPicture, let format = PictureFormat(path: output) {
            let canvas = newPicture.scene.frames[0].rect
            do {
                let drawing = try ChangeOverlay.draw(changes, over: newPicture.bytes, canvasOrigin: (canvas.x, canvas.y),
                                                     format: format)
                let folder = (output as NSString).deletingLastPathComponent
                StaleTemporaries.remove(in: folder.isEmpty ? "." : folder)
                try AtomicFile.write(drawing.bytes, to: output)
            } catch {
                printError(.error("cannot write the overlay: \(error)", in: output))
                throw InputFailure()
            }
            print("overlay written to \(output)")
        }
        return !changes.isEmpty
    }

    /// A source file or Interface Builder document: its layouts compared by name, each with
    /// its own change list; layouts added or removed said so.
    private func compareLayouts(oldText: String, newText: String) throws -> Bool {
        let oldDocument = LayoutDocument.document(text: oldText, path: new)
        let newDocument = LayoutDocument.document(text: newText, path: new)
        let before = try solvedLayouts(oldDocument)
        let after = try solvedLayouts(newDocument)
        // Nothing to compare is no "no changes": a gate would pass a file whose layouts it
        // cannot see (a helper another file defines), so it is the error `render` gives.
        if before.isEmpty && after.isEmpty {
            printError(.error(PictureRenderer.noLayoutMessage, in: new))
            throw InputFailure()
        }
        // An Interface Builder document names its constraints: say which changed, by id.
        func equations(_ document: LayoutDocument, _ name: String) -> [String: String] {
            guard LayoutDocument.isInterfaceBuilderDocument(new),
                  let layout = document.layouts?.first(where: { $0.name == name }) else { return [:] }
            return DocumentConstraints.equations(of: layout, in: document.source)
        }
        let points = NumberText.thousandths(tolerance)
        var changed = false
        var report: [String] = []
        for (name, tree) in after {
            guard let old = before.first(where: { $0.name == name })?.tree else {
                report.append("\(name): layout added")
                changed = true
                continue
            }
            let changes = LayoutChanges(before: LayoutSnapshot(old).framed, after: LayoutSnapshot(tree).framed,
                                        tolerance: tolerance, absolute: absolute)
            let constraints = DocumentConstraints.changes(before: equations(oldDocument, name),
                                                          after: equations(newDocument, name))
            guard !changes.isEmpty || !constraints.isEmpty else { continue }
            changed = true
            let count = changes.lines.count
            report.append("\(name): \(count) layout \(count == 1 ? "change" : "changes") (largest first)")
            report += changes.lines.map { "  " + $0 }
            if !constraints.isEmpty {
                report.append("  constraints changed:")
                report += constraints.map { "    " + $0 }
            }
        }
        for (name, _) in before where !after.contains(where: { $0.name == name }) {
            report.append("\(name): layout removed")
            changed = true
        }
        print(changed ? report.joined(separator: "\n") : "no layout changes in \(after.count) \(after.count == 1 ? "layout" : "layouts") (tolerance \(points) pt)")
        return changed
    }

    /// Each layout of a document solved, by name; a layout with errors stops the comparison.
    private func solvedLayouts(_ document: LayoutDocument) throws -> [(name: String, tree: LayoutTree)] {
        let solved = SolvedDocument(document)
        printError(DiagnosticRenderer(source: document.source).render(solved.diagnostics))
        if solved.diagnostics.containsErrors { throw InputFailure() }
        return solved.frames.map { ($0.name, $0.tree) }
    }

    private func read(_ side: Side) throws -> String {
        switch side {
        case .file(let path):
            do {
                return try FormatFileReader.read(path)
            } catch {
                printError(error.rendered)
                throw InputFailure()
            }
        case .revision(let revision, let file):
            return try GitShow.text(of: file, at: revision)
        }
    }

    /// The solved layout, or the file's diagnostics and exit status 2.
    private func layout(_ text: String, name: String) throws -> LayoutTree {
        let result = LayoutPipeline.layout(text: text, name: name)
        printError(DiagnosticRenderer(source: result.source).render(result.diagnostics))
        guard let tree = result.tree else { throw InputFailure() }
        return tree
    }
}

/// A file's text at a git revision, read with `git show REV:./NAME` in the file's folder, so
/// that the path means what it means on the command line wherever the repository's root is.
enum GitShow {
    static func text(of file: String, at revision: String) throws -> String {
        let folder = (file as NSString).deletingLastPathComponent
        let name = (file as NSString).lastPathComponent
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.isEmpty ? "." : folder, "show", "\(revision):./\(name)"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            printError(.error("cannot run git to read it at \(revision): \(error)", in: file))
            throw InputFailure()
        }
        // Read both to their ends before waiting, so a large file cannot fill a pipe and block git.
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            printError(.error("cannot read it at revision '\(revision)': \(reason.isEmpty ? "git failed" : reason)", in: file))
            throw InputFailure()
        }
        guard let string = String(data: text, encoding: .utf8) else {
            printError(.error("its text at revision '\(revision)' is not UTF-8", in: file))
            throw InputFailure()
        }
        return string
    }
}
