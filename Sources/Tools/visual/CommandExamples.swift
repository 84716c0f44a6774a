import ArgumentParser

/// The examples that end each command's `--help`: two or three command lines a newcomer
/// can copy, each with what it does. argument-parser prints a command's discussion before
/// its usage, so examples there would be read first and scrolled away; these are printed
/// after the options instead (see `HelpText`).
protocol CommandExamples {
    /// A command line, then what it does.
    typealias Example = (command: String, meaning: String)
    static var examples: [Example] { get }
}

extension Visual: CommandExamples {
    static let examples: [Example] = [
        ("visual render Samples/login-form.visual -o login.png", "draw a format file"),
        ("visual check Samples/", "compare every format file with its golden"),
        ("visual scan Sources/", "check the layouts written in Swift and Objective-C"),
    ]
}

extension LayoutCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual layout login.visual", "where every view goes, as a table"),
        ("visual layout login.visual --format json", "the same as JSON, for programs"),
        ("visual layout ProfileCell.swift --direction rtl", "a source file's layouts, right to left"),
    ]
}

extension ScanCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual scan Sources/", "every layout in the Swift and Objective-C files below Sources"),
        ("visual scan App/ --format github", "the findings as annotations on a pull request"),
        ("visual scan ProfileCell.swift --write layouts/", "each layout saved as a format file"),
    ]
}

extension ConstraintsCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual constraints login.visual", "every constraint, its line and why it exists"),
        ("visual constraints - < login.visual", "the same, the file read from standard input"),
    ]
}

extension RenderCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual render login.visual -o login.png", "one picture (the extension picks PNG, SVG or PDF)"),
        ("visual render Samples/ -o out/ --format svg", "a picture per format file, in out/"),
        ("visual render Main.storyboard -o screens/", "one picture per scene of an Interface Builder document"),
    ]
}

extension CheckCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual check", "every format file here against golden/ (records missing goldens)"),
        ("visual check Samples/ --report report/", "also an HTML page, junit.xml and results.json"),
        ("visual check --only login-form --record failed", "accept a change: rewrite that golden"),
    ]
}

extension DiffCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual diff old.png new.png --output diff.png", "how many pixels differ, and where"),
        ("visual diff --base main login.visual", "how the layout moved since the main branch"),
        ("visual diff a.visual b.visual --output overlay.png", "two layouts' changes drawn over each other"),
    ]
}

extension ReportCommand: CommandExamples {
    static let examples: [Example] = MergeReportsCommand.examples
}

extension MergeReportsCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual report merge shard-1/ shard-2/ -o report/", "one report from two shards' reports"),
        ("visual report merge reports/*/ -o report/", "every shard's report in one"),
    ]
}

extension SolveCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual solve", "the Cassowary paper's line, solved"),
        ("visual solve --right 120", "the same with its right end dragged to 120"),
    ]
}

extension ExplainCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual explain console.log", "the conflict in words"),
        ("visual explain console.log -o conflict.png", "the conflict as a picture"),
        ("visual explain console.log --format json", "the conflict as JSON"),
    ]
}

extension LSPCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual lsp", "what an editor starts; VS Code's extension is editors/vscode"),
        ("vim.lsp.start({ name = 'visual', cmd = { 'visual', 'lsp' } })", "Neovim, for .visual buffers"),
    ]
}

extension ServeCommand: CommandExamples {
    static let examples: [Example] = [
        ("visual serve Samples/", "a live preview of the format files below Samples"),
        ("visual serve --port 0 --theme dark", "on a free port, in the dark theme"),
    ]
}
