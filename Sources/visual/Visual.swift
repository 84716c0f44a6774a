import ArgumentParser
import Foundation

/// The `visual` command: layout text to pictures.
struct Visual: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "visual",
        abstract: "Solve layout format files (RQVisual, Apple VFL, Visually, VBAutolayout) and draw them.",
        version: "0.1.0",
        subcommands: [LayoutCommand.self, ScanCommand.self, ConstraintsCommand.self, RenderCommand.self, CheckCommand.self, DiffCommand.self, ReportCommand.self, SolveCommand.self, ExplainCommand.self, LSPCommand.self, ServeCommand.self]
    )
}

/// Entry point. Exit status follows the contract: 0 success, 1 a comparison found a
/// difference, 2 an input or usage error — never argument-parser's 64.
@main
enum Main {
    static func main() {
        do {
            var command = try Visual.parseAsRoot()
            try command.run()
        } catch {
            if error is InputFailure { Foundation.exit(2) }
            let code = Visual.exitCode(for: error)
            if code == .success {
                Visual.exit(withError: error)  // --help and --version print and exit 0
            }
            // A bare ExitCode (a comparison that found a difference) has no message.
            let message = Visual.fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            Foundation.exit(code == ExitCode(1) ? 1 : 2)
        }
    }
}
