import ArgumentParser
import Foundation
import VisualPreview
import VisualSyntax

/// `visual serve [PATH…]`: a live preview in the browser. Prints its URL as the first line of
/// standard output, then serves until interrupted.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview format files live in a browser: each page redraws when its file is saved.",
        discussion: """
            `visual serve Samples` prints a URL such as http://127.0.0.1:7878/ and serves an index of the \
            format files under Samples with their status, and a page per file: the picture (as `visual render` \
            draws it, with the same options), its diagnostics, the source and the layout table. Pages update \
            in place when a file is saved. Hover a view or a dimension line to see the constraints that \
            place it; click to keep it and to find its line in the source.

            It listens on 127.0.0.1 unless --host says otherwise, and serves only the format files under \
            the paths given.
            """
    )

    @Argument(help: "Folders (searched at every depth) or format files to serve; the current folder when none.")
    var paths: [String] = []

    @Option(help: "The port to listen on; 0 picks a free one (the printed URL says which).")
    var port: Int = 7878

    @Option(help: "The address to listen on. Anything but loopback shares your files with the network.")
    var host: String = "127.0.0.1"

    @OptionGroup var picture: PictureOptions

    @OptionGroup var languages: LanguageOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
        guard !paths.contains("") else { throw ValidationError("an empty path names no format file or folder") }
        guard !paths.contains("-") else { throw ValidationError("serve watches files on disk: standard input (-) cannot be served") }
    }

    func run() throws {
        Self.endOnInterrupt()
        var options = picture.renderOptions
        options.translations = try languages.translations()
        options.direction = languages.direction
        let served: ServedFiles
        do {
            served = try ServedFiles(paths: paths)
        } catch {
            printError(error.rendered)
            throw InputFailure()
        }
        let session = PreviewSession(served: served, options: options)
        for line in served.list().skipped { printError("note: \(line)\n") }
        let server: PreviewServer
        do {
            server = try PreviewServer(session: session, host: host, port: port)
        } catch {
            printError(.error("cannot listen on \(host):\(port): \(error)", running: "visual serve"))
            throw InputFailure()
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        // Written at once, not buffered: whoever started the server waits for this line.
        FileHandle.standardOutput.write(Data("http://\(shownHost):\(server.port)/\n".utf8))
        let watcher = FileWatcher(folders: session.watchedFolders, foldersAlone: session.watchedFileFolders) {
            session.filesChanged()
        }
        watcher.start()
        try server.wait()
    }

    /// The server runs until interrupted (Ctrl-C, or SIGTERM from whoever started it), and
    /// nothing it holds needs cleaning up. A parent may have ignored or blocked those signals
    /// (both carry over to the programs it starts): they are made to end the process again,
    /// before the server's threads start and copy the signal mask.
    private static func endOnInterrupt() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM] {
            sigaddset(&signals, signal)
            _ = Foundation.signal(signal, SIG_DFL)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
