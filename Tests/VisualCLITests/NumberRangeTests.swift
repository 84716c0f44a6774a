// Numbers stay finite from the file to the JSON (docs/format-file.md): a literal beyond
// ±1e9 is an error at its column (a 309-digit one used to become infinity and its
// constraint vanished with exit 0), a layout whose values run beyond ±1e12 points (or to
// infinity) is an error rather than `inf` in the JSON, and options take negative numbers
// as values to be checked, not as unknown options.

import Foundation
import Testing

@Suite struct NumberRangeTests {
    static let hugeLiteral = String(repeating: "9", count: 309)

    @Test func aHugeMultiplierIsAnErrorAtItsColumn() throws {
        let text = "canvas 100 x 100\nH:|[a][b(50)]\nV:|[a(10)][b(10)]\na.width == \(Self.hugeLiteral) * b.width\n"
        for command in [["layout", "{}"], ["constraints", "{}"], ["render", "{}", "-o", "out.png"]] {
            let run = try Visual.run(file: text, command)
            #expect(run.status == 2, "\(command): \(run)")
            #expect(run.stderr.hasPrefix("case.visual:4:12: error: number '999999999999…' (309 characters) is out of range"),
                    "\(command): \(run.stderr)")
        }
    }

    /// Multipliers within range can still multiply a size past any sensible value, and on
    /// to infinity: an error naming the view, and JSON without `inf`.
    @Test(arguments: [2, 40])
    func aLayoutOutOfRangeIsAnError(steps: Int) throws {
        var lines = ["canvas 100 x 100", "H:|[v0(1000)]", "V:|[v0(10)]"]
        for step in 1...steps {
            lines += ["v\(step).width == 1000000000 * v\(step - 1).width", "v\(step).height == v0.height",
                      "v\(step).left == v0.left", "v\(step).top == v0.top"]
        }
        let run = try Visual.layoutJSON(lines.joined(separator: "\n"))
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("case.visual:8:1: error: layout of 'v2' is out of range"), "\(run.stderr)")
        // Parsed strictly: a bare `inf` or `nan` would not be JSON.
        #expect(run.json()?.keys == ["diagnostics"])
        let render = try Visual.run(file: lines.joined(separator: "\n"), ["render", "{}", "-o", "out.png"])
        #expect(render.status == 2, "\(render)")
        #expect(render.stderr.contains("error: layout of 'v2' is out of range"), "\(render.stderr)")
    }

    @Test func aSizeOptionOutOfRangeIsAUsageError() throws {
        let run = try Visual.run(file: "H:|[a]|\nV:|[a]|\n", ["render", "{}", "-o", "out.png", "--size", "1000000001x100"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("'1000000001x100' is invalid for '--size <WxH>': not WxH with sides from 0 to 1000000000"),
                "\(run.stderr)")
    }

    /// `-1` is the option's value, checked like any other, not an unknown option.
    @Test(arguments: [
        (["check", "{}", "--threshold", "-1"], "--threshold must be between 0 and 1"),
        (["check", "{}", "--max-pixels", "-1"], "--max-pixels cannot be negative"),
        (["diff", "a.png", "b.png", "--threshold", "-1"], "--threshold must be between 0 and 1"),
        (["diff", "a.png", "b.png", "--alpha", "-0.5"], "--alpha must be between 0 and 1"),
        (["diff", "a.png", "b.png", "--max-pixels", "-3"], "--max-pixels must not be negative"),
        (["diff", "a.png", "b.png", "--max-ratio", "-1"], "--max-ratio must be between 0 and 1"),
        (["render", "{}", "-o", "out.png", "--scale", "-2"], "--scale must be 1, 2 or 3, not -2"),
        (["solve", "--right", "-5"], "suggest right = -5"),
        (["solve", "--right", "nan"], "--right must be a finite number"),
    ])
    func negativeOptionValuesAreChecked(arguments: [String], message: String) throws {
        let run = try Visual.run(file: "H:|[a]|\nV:|[a]|\n", arguments)
        #expect(!run.stderr.contains("Missing value"), "\(run)")
        #expect(run.stdout.contains(message) || run.stderr.contains(message), "\(run)")
        #expect(run.status == (message.hasPrefix("--") ? 2 : 0), "\(run)")
    }
}
