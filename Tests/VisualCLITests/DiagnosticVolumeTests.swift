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
}
