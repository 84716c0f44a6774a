import Foundation
import Testing
import VisualProcessTesting

/// The README is the front door, so what it shows must be what a clone does: every
/// `visual …` line of its shell blocks runs against `Samples/` with the exit status it
/// promises (and, in a console block, prints what the block shows); its command table is
/// the binary's list of subcommands; its format file is the sample it says it is.
@Suite struct ReadmeTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(relative), encoding: .utf8)
    }

    // MARK: Every `visual` line runs

    @Test func everyVisualLineOfTheReadmeRunsWithTheStatusItPromises() throws {
        let readme = try Self.read("README.md")
        let commands = try ReadmeCommand.all(in: readme)
        #expect(commands.count >= 10, "the README's shell blocks should show most commands; found \(commands.count)")
        let statuses = try ExitStatusTable(readme: readme)

        // A copy of what the lines read, so the lines that write (pictures, goldens, reports)
        // write into a folder of their own.
        let folder = try TemporaryFolder()
        for item in ["Samples", "golden", "docs/layout-changes"] {
            let destination = folder.url.appendingPathComponent(item)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(item), to: destination)
        }

        for command in commands {
            #expect(statuses.meanings[command.expectedStatus] != nil,
                    "README line \(command.line): exit \(command.expectedStatus) is not in the README's exit status table")
            let run = try VisualProcess.run(command.arguments, in: folder.url, environment: ["CI": nil])
            #expect(run.status == command.expectedStatus,
                    "README line \(command.line): `visual \(command.arguments.joined(separator: " "))` should exit \(command.expectedStatus) (\(statuses.meanings[command.expectedStatus] ?? "?")), got\n\(run)")
            if let shown = command.shownOutput {
                #expect(run.stdout.trimmingTrailingNewlines == shown,
                        "README line \(command.line): the block shows output that the command no longer prints:\n\(run.stdout)")
            }
        }
    }

    /// The exit status table is the contract's three statuses, no more, no fewer.
    @Test func theExitStatusTableIsTheContracts() throws {
        let table = try ExitStatusTable(readme: Self.read("README.md"))
        #expect(table.meanings.keys.sorted() == [0, 1, 2])
        #expect(table.meanings[1]?.contains("difference") == true)
        #expect(table.meanings[2]?.contains("usage") == true)
    }

    /// Every example of docs/format-file.md (its untagged blocks: grammars are tagged
    /// `text`) is a format file that lays out without an error.
    @Test func everyExampleOfTheFormatFilePageLaysOut() throws {
        let examples = FencedBlock.all(in: try Self.read("docs/format-file.md")).filter { $0.language.isEmpty }
        #expect(examples.count >= 10, "docs/format-file.md should show an example of every statement")
        let folder = try TemporaryFolder()
        for (index, example) in examples.enumerated() {
            let file = try folder.write("example-\(index).visual", example.text + "\n")
            let run = try VisualProcess.run(["layout", file])
            #expect(run.status == 0, "docs/format-file.md line \(example.firstLine): the example does not lay out:\n\(run)")
        }
    }

    // MARK: The command tables are the binary's commands

    /// The subcommands `visual --help` lists.
    static func binarySubcommands() throws -> Set<String> {
        let help = try VisualProcess.run(["--help"])
        #expect(help.status == 0)
        var names = Set<String>()
        var inList = false
        for line in help.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("SUBCOMMANDS:") { inList = true; continue }
            guard inList else { continue }
            if line.isEmpty || !line.hasPrefix("  ") { if !names.isEmpty { break } else { continue } }
            // A command's line starts at the second column; a wrapped description is indented further.
            let text = line.dropFirst(2)
            guard let first = text.first, first != " " else { continue }
            names.insert(String(text.prefix { $0 != " " }))
        }
        return names
    }

    /// The first word after `visual` in the first cell of each row of the table under
    /// `heading` (`| \`visual check [PATH…]\` | …` gives `check`).
    static func commandTable(in text: String, under heading: String) -> [String] {
        var commands: [String] = []
        var inSection = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") { inSection = line == heading; continue }
            guard inSection, line.hasPrefix("| `visual ") else { continue }
            let words = line.dropFirst("| `visual ".count).prefix { $0 != " " && $0 != "`" }
            commands.append(String(words))
        }
        return commands
    }

    @Test func theReadmesCommandTableIsTheBinarysCommands() throws {
        let binary = try Self.binarySubcommands()
        #expect(binary.count >= 10, "could not read the subcommands of visual --help")
        let listed = Self.commandTable(in: try Self.read("README.md"), under: "## Commands")
        #expect(Set(listed) == binary,
                "README's command table: missing \(binary.subtracting(listed).sorted()), not a command \(Set(listed).subtracting(binary).sorted())")
        #expect(listed.count == Set(listed).count, "a command listed twice: \(listed)")
        let reference = Self.commandTable(in: try Self.read("docs/commands.md"), under: "## Every command and its options")
        #expect(Set(reference) == binary,
                "docs/commands.md: missing \(binary.subtracting(reference).sorted()), not a command \(Set(reference).subtracting(binary).sorted())")
    }

    /// docs/commands.md's row of each command names every option that command's `--help`
    /// lists (a nested command such as `report merge` by its own row).
    @Test func theCommandsPageNamesEveryOptionOfEveryCommand() throws {
        let page = try Self.read("docs/commands.md")
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("| `visual ") }
        var commands: [[String]] = []
        for name in try Self.binarySubcommands().sorted() {
            let help = try VisualProcess.run([name, "--help"])
            if help.stdout.contains("\nSUBCOMMANDS:") {
                let nested = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("SUBCOMMANDS:") }.dropFirst()
                    .prefix { !$0.isEmpty }.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
                commands += nested.map { [name, String($0.dropFirst(2).prefix { $0 != " " })] }
            } else {
                commands.append([name])
            }
        }
        #expect(commands.contains(["report", "merge"]), "could not read report's subcommands: \(commands)")
        for command in commands {
            let help = try VisualProcess.run(command + ["--help"])
            let options = Set(help.stdout.split(separator: "\n").drop { !$0.hasPrefix("OPTIONS:") }
                .compactMap { $0.firstMatch(of: #/^  (?:-[a-zA-Z], )?(--[a-z][a-z-]*(?:\/--[a-z-]+)?)/#).map { String($0.output.1) } })
                .subtracting(["--version", "--help"])
            let ownRows = rows.filter { $0.hasPrefix("| `visual \(command.joined(separator: " ")) ") || $0.hasPrefix("| `visual \(command.joined(separator: " "))`") }
            #expect(!ownRows.isEmpty, "docs/commands.md has no row for visual \(command.joined(separator: " "))")
            for option in options.sorted() {
                #expect(ownRows.contains { $0.contains(option) },
                        "docs/commands.md: visual \(command.joined(separator: " ")) has \(option), which its row does not name")
            }
        }
    }

    // MARK: The module map is the manifest

    /// ARCHITECTURE.md's modules are exactly the targets Package.swift builds from Sources/.
    @Test func theModuleMapIsEveryTargetBuiltFromSources() throws {
        let manifest = try Self.read("Package.swift")
        let declaration = try Regex(#"\.(target|executableTarget|systemLibrary|testTarget|plugin)\(\s*name:\s*"([^"]+)""#)
        let matches = manifest.matches(of: declaration)
        var fromSources = Set<String>()
        for (index, match) in matches.enumerated() {
            let kind = match.output[1].substring.map(String.init) ?? ""
            guard let name = match.output[2].substring.map(String.init),
                  ["target", "executableTarget", "systemLibrary"].contains(kind) else { continue }
            // The declaration's own arguments: up to the next declaration.
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : manifest.endIndex
            let arguments = manifest[match.range.lowerBound..<end]
            let path = arguments.firstMatch(of: #/path:\s*"([^"]+)"/#).map { String($0.output.1) }
            if path == nil || path!.hasPrefix("Sources/") { fromSources.insert(name) }
        }
        #expect(fromSources.count >= 20, "could not read the targets of Package.swift")
        let mapped = try ArchitectureTests.listedModulesOfTheMap()
        #expect(mapped == fromSources,
                "ARCHITECTURE.md: missing \(fromSources.subtracting(mapped).sorted()), not a target \(mapped.subtracting(fromSources).sorted())")
    }

    // MARK: What the README shows is the sample it names

    @Test func theReadmesFormatFileIsTheLoginSampleWithoutItsComments() throws {
        let readme = try Self.read("README.md")
        let blocks = FencedBlock.all(in: readme)
        let sample = try Self.read("Samples/login-form.visual")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") }.joined(separator: "\n").trimmingTrailingNewlines
        #expect(blocks.contains { $0.language.isEmpty && $0.text == sample },
                "the README's format file is no longer Samples/login-form.visual without its comments")
        #expect(readme.contains("(golden/login-form.png)"), "the README shows the login form's picture")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 300, "the README is a front door of about 250 lines; it has \(lines)")
    }
}

/// One fenced block of a Markdown file: its language tag, its text and the line its text
/// starts on.
struct FencedBlock {
    let language: String
    let text: String
    let firstLine: Int

    static func all(in markdown: String) -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        var open: (language: String, start: Int, lines: [Substring])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append(FencedBlock(language: block.language, text: block.lines.joined(separator: "\n"), firstLine: block.start))
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 2, [])
                }
            } else if open != nil {
                open!.lines.append(line)
            }
        }
        return blocks
    }
}

/// A `visual …` line of one of the README's `sh` or `console` blocks.
struct ReadmeCommand {
    let line: Int
    let arguments: [String]
    /// What the line says it exits with (`# exit 1: …`), else 0.
    let expectedStatus: Int32
    /// In a console block, the lines after the command up to the next `$ `.
    let shownOutput: String?

    struct Unreadable: Error, CustomStringConvertible { let description: String }

    static func all(in readme: String) throws -> [ReadmeCommand] {
        var commands: [ReadmeCommand] = []
        for block in FencedBlock.all(in: readme) where block.language == "sh" || block.language == "console" {
            let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var index = 0
            while index < lines.count {
                var text = lines[index]
                let number = block.firstLine + index
                index += 1
                if block.language == "console" {
                    guard text.hasPrefix("$ ") else { continue }
                    text.removeFirst(2)
                }
                guard text.hasPrefix("visual ") else { continue }
                let (words, comment) = try shellWords(text, line: number)
                var output: String?
                if block.language == "console" {
                    var shown: [String] = []
                    while index < lines.count, !lines[index].hasPrefix("$ ") { shown.append(lines[index]); index += 1 }
                    output = shown.joined(separator: "\n").trimmingTrailingNewlines
                }
                var status: Int32 = 0
                if let comment, let match = comment.firstMatch(of: #/^exit (\d+)/#) { status = Int32(match.output.1)! }
                commands.append(ReadmeCommand(line: number, arguments: Array(words.dropFirst()), expectedStatus: status, shownOutput: output))
            }
        }
        return commands
    }

    /// A line split as a shell splits it (single and double quotes; no variables or globs,
    /// which a README line must not need), and its trailing `# comment`.
    static func shellWords(_ line: String, line number: Int) throws -> ([String], String?) {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var characters = Substring(line)
        while let character = characters.popFirst() {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character; inWord = true
            } else if character == " " {
                if inWord { words.append(word); word = ""; inWord = false }
            } else if character == "#" && !inWord {
                return (words, characters.trimmingCharacters(in: .whitespaces))
            } else if "$*?`;|&<>".contains(character) {
                throw Unreadable(description: "README line \(number): '\(character)' needs a shell; the doc test runs lines without one")
            } else {
                word.append(character); inWord = true
            }
        }
        if quote != nil { throw Unreadable(description: "README line \(number): an unclosed quote") }
        if inWord { words.append(word) }
        return (words, nil)
    }
}

/// The README's "Exit status" table: each status and what it means.
struct ExitStatusTable {
    let meanings: [Int32: String]

    init(readme: String) throws {
        var meanings: [Int32: String] = [:]
        var inSection = false
        for line in readme.split(separator: "\n") {
            if line.hasPrefix("#") { inSection = line == "## Exit status"; continue }
            guard inSection, let match = line.firstMatch(of: #/^\| (\d+) \| (.+) \|$/#) else { continue }
            meanings[Int32(match.output.1)!] = String(match.output.2)
        }
        guard !meanings.isEmpty else { throw ReadmeCommand.Unreadable(description: "the README has no exit status table under '## Exit status'") }
        self.meanings = meanings
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
