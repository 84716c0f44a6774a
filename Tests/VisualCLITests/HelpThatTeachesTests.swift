import Foundation
import Testing
import VisualProcessTesting

/// `visual` alone, the examples at the end of every command's help, and the nearest
/// command or option suggested for a misspelling: end to end with the built binary.
@Suite struct HelpThatTeachesTests {
    static let commands = ["layout", "scan", "constraints", "render", "check", "diff", "report", "report merge",
                           "solve", "explain", "lsp", "serve"]

    @Test func noArgumentsGivesTheThreeCommandsMostUsed() throws {
        let run = try VisualProcess.run([])
        #expect(run.status == 0, "\(run)")
        for command in ["visual render", "visual check", "visual scan"] {
            #expect(run.stdout.contains("  \(command) "), "\(run)")
        }
        // Short: the overview, not the whole help.
        #expect(run.stdout.split(separator: "\n").count <= 10, "\(run)")
        #expect(!run.stdout.contains("SUBCOMMANDS"))
    }

    @Test(arguments: commands)
    func everyHelpEndsWithExamples(command: String) throws {
        let words = command.split(separator: " ").map(String.init)
        for form in [words + ["--help"], ["help"] + words] {
            let run = try VisualProcess.run(form)
            #expect(run.status == 0, "\(run)")
            let examples = try #require(run.stdout.range(of: "\nEXAMPLES:\n"), "\(form): \(run)")
            // After the options, the last section.
            #expect(run.stdout.range(of: "OPTIONS:")!.lowerBound < examples.lowerBound)
            let lines = run.stdout[examples.upperBound...].split(separator: "\n")
            let commandLines = lines.filter { $0.hasPrefix("  visual ") || $0.hasPrefix("  vim.") }
            #expect((2...3).contains(commandLines.count), "\(form): \(lines)")
            #expect(commandLines.contains { $0.hasPrefix("  visual \(command)") } || command == "lsp", "\(lines)")
        }
    }

    @Test func theRootHelpEndsWithTheThreeCommands() throws {
        let run = try VisualProcess.run(["--help"])
        let examples = try #require(run.stdout.components(separatedBy: "\nEXAMPLES:\n").last)
        #expect(examples.contains("visual render") && examples.contains("visual check") && examples.contains("visual scan"))
    }

    @Test(arguments: [("rendr", "render"), ("chek", "check"), ("scna", "scan"), ("layuot", "layout"), ("serv", "serve")])
    func aMisspeltCommandGetsTheNearestOne(typed: String, meant: String) throws {
        let run = try VisualProcess.run([typed, "x.visual"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("'\(typed)' is not a visual command. Did you mean '\(meant)'?"), "\(run)")
    }

    @Test func aMisspeltCommandAfterHelpOrReport() throws {
        let help = try VisualProcess.run(["help", "rendr"])
        #expect(help.status == 2 && help.stderr.contains("Did you mean 'render'?"), "\(help)")
        let merge = try VisualProcess.run(["report", "mrege", "a", "-o", "b"])
        #expect(merge.status == 2 && merge.stderr.contains("'mrege' is not a visual report command. Did you mean 'merge'?"), "\(merge)")
    }

    @Test func aWordFarFromEveryCommandGetsNoGuess() throws {
        let run = try VisualProcess.run(["login-form.visual"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("'login-form.visual' is not a visual command."), "\(run)")
        #expect(!run.stderr.contains("Did you mean"), "\(run)")
    }

    @Test func aMisspeltOptionGetsTheNearestOne() throws {
        // Another error (the missing -o) comes first in argument-parser's report.
        let render = try VisualProcess.run(["render", "a.visual", "--formt", "svg"])
        #expect(render.status == 2, "\(render)")
        #expect(render.stderr.contains("Unknown option '--formt'. Did you mean '--format'?"), "\(render)")
        let check = try VisualProcess.run(["check", "--recrod", "all"])
        #expect(check.status == 2 && check.stderr.contains("Did you mean '--record'?"), "\(check)")
    }
}
