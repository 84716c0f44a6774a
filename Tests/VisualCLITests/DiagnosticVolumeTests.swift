// What the tool writes about a file grows with its kinds of problem, not with the file:
// every warning once quoted its whole source line, so one line of 10,000 ambiguous views
// wrote a gigabyte to standard error.

import Foundation
import Testing

@Suite struct DiagnosticVolumeTests {
    /// One VFL line of 10,000 views (79 KB) and nothing vertical: every view is ambiguous.
    static let ambiguousLine = "H:|-" + (0..<10_000).map { "[v\($0)]" }.joined(separator: "-") + "-|\n"

    @Test func aLineOfTenThousandAmbiguousViewsWritesAFewKilobytes() throws {
        let run = try Visual.run(file: Self.ambiguousLine, ["layout", "{}", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.stderr.utf8.count < 64 * 1024, "\(run.stderr.utf8.count) bytes on standard error")
        #expect(run.stderr.hasSuffix("case.visual: note: … and 9,990 more like this\n"))
        #expect(run.stderr.split(separator: "\n").allSatisfy { $0.count <= 300 })

        let layout = try #require(run.json())
        #expect(layout["views"]?.array?.count == 10_000)
        let diagnostics = try #require(layout["diagnostics"]?.array)
        #expect(diagnostics.count == 11)
        #expect(diagnostics.last == .object([("severity", .string("note")), ("message", .string("… and 9,990 more like this"))]))
    }

    /// One VFL line of 2,000 views with standard spacing on a 375-point canvas: the canvas
    /// conflicts with some 4,000 constraints. The warning names the first 10 of them and how
    /// many more (the whole standard error stays a few kilobytes; it was a 150 KB line); the
    /// JSON's message names every one.
    @Test func aConflictOfFourThousandConstraintsNamesTheFirstTen() throws {
        let line = "H:|" + (0..<2000).map { "[v\($0)]" }.joined(separator: "-") + "|\n"
        let run = try Visual.run(file: "canvas 375 x 667\n" + line, ["layout", "{}", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.utf8.count < 10 * 1024, "\(run.stderr.utf8.count) bytes on standard error")
        let warning = try #require(run.stderr.split(separator: "\n").first { $0.contains("warning: conflict:") })
        #expect(warning.contains(", … and 3,991 more; it is left unsatisfied"), "\(warning)")
        #expect(warning.components(separatedBy: "' (").count - 1 == 10, "\(warning)")
        #expect(run.stderr.contains("note: … and 3,991 more conflicting constraints (`--format json` lists them all)"))

        let layout = try #require(run.json())
        let messages = try #require(layout["diagnostics"]?.array).compactMap { $0["message"]?.string }
        let conflict = try #require(messages.first { $0.hasPrefix("conflict:") })
        #expect(!conflict.contains("more"))
        #expect(conflict.components(separatedBy: "' (").count - 1 == 4001)
        for member in ["'v0.width >= 0' (size >= 0)", "'v1999.width >= 0' (size >= 0)", "(line 2)"] {
            #expect(conflict.contains(member), "\(member)")
        }
    }
}
