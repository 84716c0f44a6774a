import ArgumentParser
import Foundation
import LanguageServer

/// `visual lsp`: the Language Server Protocol on standard input and output, for editors.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output (for editors).",
        discussion: """
            Diagnostics as you type, hover (a view's kind, text and solved frame), go to \
            definition, references, completion, document symbols and formatting for .visual \
            files. Started by an editor, not by hand: see docs/editors.md.
            """
    )

    func run() throws {
        // Standard output carries the protocol: nothing else may be printed there.
        let server = LanguageServer(output: FileHandle.standardOutput.fileDescriptor,
                                    version: Visual.configuration.version)
        let status = server.run(input: FileHandle.standardInput.fileDescriptor)
        Foundation.exit(status)
    }
}
