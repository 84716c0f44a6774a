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

    /// `visual` alone: what it is and the three commands most runs use, shorter than
    /// `--help`'s list of every command.
    func run() throws {
        print("""
            visual: layout format files (Apple VFL, RQVisual, Visually, VBAutolayout) solved and drawn.

            The three commands most used:
              visual render login.visual -o login.png   draw a format file (PNG, SVG or PDF)
              visual check [FOLDER]                     compare format files with their goldens
              visual scan Sources/                      check the layouts written in Swift and Objective-C

            Every command: visual --help.  One command's options and examples: visual help COMMAND.
            """)
    }
}

/// Entry point. Exit status follows the contract: 0 success, 1 a comparison found a
/// difference, 2 an input or usage error — never argument-parser's 64.
@main
enum Main {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let message = CommandLineHelp.unknownCommandMessage(arguments) {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(2)
        }
        var command: ParsableCommand
        do {
            command = try Visual.parseAsRoot(arguments)
        } catch {
            // argument-parser names the nearest option itself, except when it reports another
            // error first (a missing option): then the slip is said before it.
            let message = Visual.fullMessage(for: error)
            if Visual.exitCode(for: error) != .success, !message.contains("Did you mean"),
               let suggestion = CommandLineHelp.unknownOptionMessage(arguments) {
                FileHandle.standardError.write(Data((suggestion + "\n").utf8))
            }
            exit(after: error, arguments: arguments)
        }
        do {
            try command.run()  // `--help` and `help CMD` are commands that throw their text
        } catch {
            exit(after: error, arguments: arguments)
        }
    }

    static func exit(after error: Error, arguments: [String]) -> Never {
        if error is InputFailure { Foundation.exit(2) }
        let code = Visual.exitCode(for: error)
        let message = Visual.fullMessage(for: error)
        if code == .success {
            // Help, with the command's examples after its options; the version as it is.
            if message.contains("USAGE:"), let command = CommandLineHelp.commands(in: arguments).path.last {
                let help = message.trimmingCharacters(in: .newlines)
                let examples = CommandLineHelp.examplesSection(for: command)
                print(examples.isEmpty ? help : help + "\n\n" + examples, terminator: examples.isEmpty ? "\n" : "")
                Foundation.exit(0)
            }
            Visual.exit(withError: error)
        }
        // A bare ExitCode (a comparison that found a difference) has no message.
        if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        Foundation.exit(code == ExitCode(1) ? 1 : 2)
    }
}
