// What a line is, said the same way by every reader of a file: the command line's
// diagnostics, `visual layout --format json` and the language server.

import Foundation
import Testing
import VisualProcessTesting

@Suite struct LineBreakTests {
    /// A file whose lines end in `\r\n`, a lone `\r` and `\n`, mixed, with a problem on
    /// several lines: a line break is any of the three (a lone `\r` too, as editors and the
    /// protocol count it), so all three readers put each problem on the same line. Two of
    /// the problems start with a character that prints as nothing (DEL, NUL): messages name
    /// them by code point.
    @Test func mixedLineBreaksGiveTheSameLinesEverywhere() throws {
        let text = "canvas 100 x 100\r\n"  // 1
            + "bogus1\r"                     // 2
            + "H:|-[a]-|\n"                  // 3
            + "bogus2\r\n"                   // 4
            + "\r"                           // 5 (empty)
            + "\u{7F}x\n"                    // 6
            + "V:|-[a]-|\r"                  // 7
            + "\u{0}y\r\n"                   // 8
            + "bogus3\n"                     // 9
        let expected: Set<[Int]> = [[2, 1], [4, 1], [6, 1], [8, 1], [9, 1]]

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("line-breaks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(text.utf8).write(to: directory.appendingPathComponent("mixed.visual"))

        // The command line: `FILE:LINE:COLUMN: error: …`.
        let cli = try VisualProcess.run(["layout", "mixed.visual"], in: directory)
        #expect(cli.status == 2, "\(cli.stderr)")
        let pattern = try Regex(#"^mixed\.visual:(\d+):(\d+): error: "#).anchorsMatchLineEndings()
        let fromCLI = Set(cli.stderr.split(separator: "\n").compactMap { line -> [Int]? in
            guard let match = try? pattern.firstMatch(in: String(line)) else { return nil }
            return [Int(match.output[1].substring!)!, Int(match.output[2].substring!)!]
        })
        #expect(fromCLI == expected, "\(cli.stderr)")
        #expect(cli.stderr.contains("unexpected U+007F at the start of a statement"), "\(cli.stderr)")
        #expect(cli.stderr.contains("unexpected U+0000 at the start of a statement"), "\(cli.stderr)")
        #expect(!cli.stderr.contains("''"), "\(cli.stderr)")

        // The JSON: `"line"`, `"column"` of each diagnostic.
        let json = try VisualProcess.run(["layout", "mixed.visual", "--format", "json"], in: directory)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let fromJSON = Set(diagnostics.filter { $0["severity"] as? String == "error" }.map {
            [$0["line"] as? Int ?? -1, $0["column"] as? Int ?? -1]
        })
        #expect(fromJSON == expected, "\(json.stdout)")

        // The language server: 0-based lines and UTF-16 characters.
        let (session, _) = try LSPSession.initialized()
        let uri = "file:///tmp/line-breaks/mixed.visual"
        try session.notify("textDocument/didOpen", ["textDocument": [
            "uri": uri, "languageId": "visual", "version": 1, "text": text]])
        let published = try #require(try session.diagnostics(for: uri)["diagnostics"] as? [[String: Any]])
        let fromServer = Set(published.filter { $0["severity"] as? Int == 1 }.map { diagnostic -> [Int] in
            let start = ((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]) ?? [:]
            return [(start["line"] as? Int ?? -2) + 1, (start["character"] as? Int ?? -2) + 1]
        })
        #expect(fromServer == expected, "\(published)")
        _ = try session.call("shutdown")
        try session.notify("exit")
        #expect(try session.exitStatus() == 0)
    }
}
