// Containers nest at most 256 deep (docs/format-file.md). Every stage walks the tree of
// containers recursively, so a deeper file once overflowed the stack (SIGSEGV) in every
// command; now the parser refuses it at the brace of the first block too deep, and a file
// exactly at the limit works, in the debug build too, which needs the most stack per level.

import Foundation
import Testing
import VisualProcessTesting

@Suite struct NestingLimitTests {
    /// `depth` blocks `c0 {` … `c<depth-1> {`, one view inside the innermost, then every `}`.
    /// The block `cN` is on line N + 2, its brace at column `"cN ".count + 1`.
    static func nested(_ depth: Int) -> String {
        var lines = ["canvas 375 x 667"]
        lines += (0..<depth).map { "c\($0) {" }
        lines.append("view x box")
        lines += Array(repeating: "}", count: depth)
        return lines.joined(separator: "\n") + "\n"
    }

    static let commands: [[String]] = [
        ["layout", "{}"], ["layout", "{}", "--format", "json"], ["constraints", "{}"],
        ["render", "{}", "-o", "out.png"], ["render", "{}", "-o", "out.svg"], ["render", "{}", "-o", "out.pdf"],
    ]

    /// 2,051 levels crashed every command (the parser's own test covers one level too many):
    /// now an error at the brace of block `c256` (line 258), and nothing is laid out or drawn.
    @Test func tooDeepIsAnErrorAtTheFirstBraceTooDeep() throws {
        let text = Self.nested(2051)
        for command in Self.commands {
            let run = try Visual.run(file: text, command)
            #expect(run.status == 2, "\(command): \(run)")
            #expect(run.stderr.hasPrefix("case.visual:258:6: error: containers nest deeper than 256 levels"),
                    "\(command): \(run.stderr.prefix(300))")
            #expect(!run.stdout.contains("\"views\""), "\(command)")
        }
        try withTemporaryDirectory { directory in
            try Data(text.utf8).write(to: directory.appendingPathComponent("deep.visual"))
            let run = try Visual.run(["check", "deep.visual", "--golden", "g", "--record", "missing"], in: directory)
            #expect(run.status == 2, "\(run)")
            #expect(run.stdout.contains("deep.visual:258:6: error: containers nest deeper than 256 levels"), "\(run)")
        }
    }

    /// The deepest file allowed works: a layout, its constraints, a picture and a golden
    /// check. (SVG and PDF differ from PNG only in the surface drawn on, after every walk of
    /// the tree; each render of this file takes over a second in a debug build.)
    @Test func theLimitItselfWorks() throws {
        let text = Self.nested(256)
        let layout = try Visual.layoutJSON(text)
        #expect(layout.status == 0, "exit \(layout.status)\n\(layout.stderr.suffix(500))")
        let views = try #require(layout.json()?["views"]?.array)
        #expect(views.count == 257)
        #expect(views.last?["name"]?.string == "x")
        #expect(views.last?["parent"]?.string == "c255")
        for command in [["constraints", "{}"], ["render", "{}", "-o", "out.png"]] {
            let run = try Visual.run(file: text, command)
            #expect(run.status == 0, "\(command): exit \(run.status)\n\(run.stderr.suffix(500))")
        }
        try withTemporaryDirectory { directory in
            try Data(text.utf8).write(to: directory.appendingPathComponent("deep.visual"))
            let run = try Visual.run(["check", "deep.visual", "--golden", "g", "--record", "missing"], in: directory)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.contains("0 passed, 1 recorded, 0 failed"), "\(run)")
        }
    }
}
