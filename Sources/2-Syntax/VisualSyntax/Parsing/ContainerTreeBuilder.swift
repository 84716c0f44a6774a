/// Assembles parsed statements into the tree of containers as `NAME {` blocks open and close,
/// and checks that each container sets each setting once (and `direction` only at the top).
struct ContainerTreeBuilder {
    private struct OpenContainer {
        var name: ViewName?
        /// The `{`, for "expected '}'" when the block is never closed.
        var brace: SourceRange?
        var start: SourceLocation
        var statements: [Statement] = []
        var firstSettings: [SettingKind: SourceRange] = [:]

        var description: String { name.map { "container '\($0)'" } ?? "the canvas" }
    }

    /// Innermost last; the root at index 0.
    private var open: [OpenContainer]
    private(set) var diagnostics: [Diagnostic] = []

    init() {
        open = [OpenContainer(name: nil, brace: nil, start: SourceLocation(line: 1, column: 1))]
    }

    /// Adds a statement to the innermost open container (not a setting it already has).
    mutating func add(_ statement: Statement) {
        if case .setting(let setting) = statement {
            if setting.kind == .direction, open.count > 1 {
                // The direction is the whole file's (docs/format-file.md, "Layout direction").
                diagnostics.append(.error(
                    "'direction' applies to the whole file: write it at the top level, not in \(open[open.count - 1].description)",
                    at: setting.range))
                return
            }
            if let first = open[open.count - 1].firstSettings[setting.kind] {
                diagnostics.append(.error(
                    "'\(setting.kind)' is set twice in \(open[open.count - 1].description)",
                    at: setting.range, notes: [.note("first set here", at: first)]))
                return
            }
            open[open.count - 1].firstSettings[setting.kind] = setting.range
        }
        open[open.count - 1].statements.append(statement)
    }

    /// `NAME {`: the following statements belong to the container NAME.
    ///
    /// A block deeper than `FormatFileParser.maximumNestingDepth` is an error at its brace
    /// (only the first level too deep is reported; the blocks inside it are part of it).
    mutating func openBlock(name: ViewName, brace: SourceRange) {
        // The root is level 0, so the new block's level is the number of containers open.
        let level = open.count
        let limit = FormatFileParser.maximumNestingDepth
        if level == limit + 1 {
            diagnostics.append(.error(
                "containers nest deeper than \(limit) levels: block '\(name)' opens level \(level)", at: brace))
        }
        open.append(OpenContainer(name: name, brace: brace, start: name.range.start))
    }

    /// `}`: closes the innermost block, which becomes a statement of its parent.
    mutating func closeBlock(brace: SourceRange) {
        guard open.count > 1 else {
            diagnostics.append(.error("unexpected '}': no container block is open", at: brace))
            return
        }
        let block = open.removeLast()
        // A block beyond the nesting limit (reported where it opened) stays out of the tree,
        // with everything in it: later stages recurse once per level.
        guard open.count <= FormatFileParser.maximumNestingDepth else { return }
        add(.container(Container(name: block.name, statements: block.statements,
                                 range: SourceRange(start: block.start, end: brace.end))))
    }

    /// The root container, after closing (and reporting) blocks left open at the end of the file.
    mutating func finish(fileEnd: SourceLocation) -> Container {
        while open.count > 1 {
            let block = open.last!
            diagnostics.append(.error("expected '}' to close \(block.description)", at: block.brace))
            closeBlock(brace: .point(fileEnd))
        }
        return Container(name: nil, statements: open[0].statements,
                         range: SourceRange(start: open[0].start, end: fileEnd))
    }
}
