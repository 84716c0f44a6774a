// Numbers stay finite from the file to the JSON (README, "Format files"): a literal beyond
// ±1e9 is an error at its column (a 309-digit one used to become infinity and its
// constraint vanished with exit 0).

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

    @Test func aSizeOptionOutOfRangeIsAUsageError() throws {
        let run = try Visual.run(file: "H:|[a]|\nV:|[a]|\n", ["render", "{}", "-o", "out.png", "--size", "1000000001x100"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("--size '1000000001x100'"), "\(run.stderr)")
    }
}
