import ArgumentParser
import Foundation

/// What `visual` adds to argument-parser's help and errors: the examples after a
/// command's `--help`, and the command or option a misspelling meant.
enum CommandLineHelp {
    /// The commands an argument list names, outermost first (`visual report merge …` →
    /// Visual, ReportCommand, MergeReportsCommand), and the first word that should have been
    /// a command but names none. `help` in first place is argument-parser's `visual help CMD`.
    static func commands(in arguments: [String]) -> (path: [ParsableCommand.Type], unknown: String?) {
        var path: [ParsableCommand.Type] = [Visual.self]
        var words = arguments[...]
        if words.first == "help" { words = words.dropFirst() }
        for word in words {
            let subcommands = path.last!.configuration.subcommands
            if word == "--" || word.hasPrefix("-") || subcommands.isEmpty { break }
            guard let next = subcommands.first(where: { $0.configuration.commandName == word }) else {
                return (path, word)
            }
            path.append(next)
        }
        return (path, nil)
    }

    /// `Error: 'rendr' is not a visual command. Did you mean 'render'?`, with the usage
    /// argument-parser would print; nil when the arguments name their commands rightly.
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        let (path, unknown) = commands(in: arguments)
        guard let unknown, let command = path.last else { return nil }
        let names = command.configuration.subcommands.compactMap { $0.configuration.commandName }
        let spoken = path.compactMap { $0.configuration.commandName }.joined(separator: " ")
        var message = "Error: '\(unknown)' is not a \(spoken) command."
        if let near = NearestName.of(unknown, among: names) { message += " Did you mean '\(near)'?" }
        message += "\nThe commands: \(names.joined(separator: ", ")).\n  See '\(spoken) --help' for more information."
        return message
    }

    /// `Did you mean '--format'?` for the first option of the arguments that the command
    /// does not have, when one of its own is near; nil when none is. (argument-parser says
    /// so itself for most slips, but not when another error, such as a missing option, is
    /// found first.)
    static func unknownOptionMessage(_ arguments: [String]) -> String? {
        let (path, _) = commands(in: arguments)
        guard let command = path.last else { return nil }
        let known = optionNames(of: command)
        for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") {
            let name = String(argument.prefix(while: { $0 != "=" }))
            if known.contains(name) { continue }
            guard let near = NearestName.of(name, among: known.sorted()) else { continue }
            return "Error: Unknown option '\(name)'. Did you mean '\(near)'?"
        }
        return nil
    }

    /// A command's long option names, read from its own help (hidden ones included), so
    /// they are the names argument-parser accepts.
    static func optionNames(of command: ParsableCommand.Type) -> Set<String> {
        let help = Visual.helpMessage(for: command, includeHidden: true, columns: 1000)
        let pattern = try! NSRegularExpression(pattern: "--[a-z][a-z0-9-]*")
        let range = NSRange(help.startIndex..., in: help)
        return Set(pattern.matches(in: help, range: range).compactMap { Range($0.range, in: help).map { String(help[$0]) } })
            .union(["--help", "--version"])
    }

    /// The help section that follows the options: each example's meaning as a shell
    /// comment, then the command line, so the lines can be copied as they are.
    static func examplesSection(for command: ParsableCommand.Type) -> String {
        guard let examples = (command as? CommandExamples.Type)?.examples, !examples.isEmpty else { return "" }
        return "EXAMPLES:\n" + examples.map { "  # \($0.meaning)\n  \($0.command)\n" }.joined(separator: "\n")
    }
}
