import Foundation
import Testing
import VisualGolden
import VisualProcessTesting

/// `visual check --shard K/N` and `visual report merge`, run as processes on a real suite:
/// the shards check every file exactly once and merge to the verdicts of one run.
@Suite struct ShardAndMergeTests {
    let folder: TemporaryFolder
    static let names = ["a", "b", "c", "d", "e", "sub/f", "sub/g", "sub/deeper/h", "i", "j"]

    init() throws {
        folder = try TemporaryFolder()
        for (index, name) in Self.names.enumerated() {
            try folder.write("screens/\(name).visual", CheckCommandTests.twoViews(gap: 10 + index))
        }
        let record = try VisualProcess.run(["check", "screens", "--golden", "g"], in: URL(fileURLWithPath: folder.path),
                                           environment: ["CI": nil])
        #expect(record.status == 0)
        // Two failures and an error, so the verdicts are worth merging.
        try folder.write("screens/b.visual", CheckCommandTests.twoViews(gap: 30))
        try folder.write("screens/sub/g.visual", CheckCommandTests.twoViews(gap: 31))
        try folder.write("screens/e.visual", "canvas 100 x 40\nH:|-[a(\n")
    }

    func check(_ arguments: [String]) throws -> ProcessRun {
        try VisualProcess.run(["check", "screens", "--golden", "g", "--record", "never"] + arguments,
                              in: URL(fileURLWithPath: folder.path), environment: ["CI": nil])
    }

    /// The files a run checked, from its output's status lines.
    static func checked(_ run: ProcessRun) -> [String] {
        run.stdout.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count == 2, ["passed", "FAILED", "ERROR", "MISSING", "recorded"].contains(words[0]) else { return nil }
            return String(words[1])
        }
    }

    func text(_ relative: String) throws -> String {
        try String(contentsOfFile: folder.path + "/" + relative, encoding: .utf8)
    }

    @Test func threeShardsCheckEveryFileOnceAndMergeToTheVerdictsOfOneRun() throws {
        var everyFile: [String] = []
        for shard in 1...3 {
            let run = try check(["--shard", "\(shard)/3", "--report", "part\(shard)"])
            everyFile += Self.checked(run)
        }
        #expect(everyFile.sorted() == Self.names.map { "screens/\($0).visual" }.sorted())

        let merge = try VisualProcess.run(["report", "merge", "part1", "part2", "part3", "-o", "merged"],
                                          in: URL(fileURLWithPath: folder.path))
        #expect(merge.status == 2, "an error in the suite makes the merged verdict 2: \(merge)")
        #expect(merge.stdout.contains("7 passed, 0 recorded, 2 failed, 1 error"))

        let whole = try check(["--report", "whole"])
        #expect(whole.status == 2)
        #expect(try text("merged/junit.xml") == text("whole/junit.xml"))
        #expect(try text("merged/index.html") == text("whole/index.html"))
        let images = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/merged/images").sorted()
        #expect(images == (try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/whole/images").sorted()))
        #expect(images.contains("b.overlay.png"))
        // The same files, byte for byte: the results the next merge reads, and every image.
        #expect(try text("merged/results.json") == text("whole/results.json"))
        for image in images where image.hasSuffix(".png") {
            let merged = FileManager.default.contents(atPath: folder.path + "/merged/images/" + image)
            #expect(merged != nil && merged == FileManager.default.contents(atPath: folder.path + "/whole/images/" + image),
                    "\(image)")
        }
    }

    @Test func aNewFileMovesNoOtherFileToAnotherShard() throws {
        let before = try (1...3).map { Self.checked(try check(["--shard", "\($0)/3"])) }
        try folder.write("screens/sub/new.visual", CheckCommandTests.twoViews(gap: 12))
        let after = try (1...3).map { Self.checked(try check(["--shard", "\($0)/3"])) }
        for shard in 0..<3 {
            #expect(after[shard].filter { $0 != "screens/sub/new.visual" } == before[shard])
        }
        #expect(after.flatMap { $0 }.filter { $0 == "screens/sub/new.visual" }.count == 1)
    }

    @Test func mistakesAreUsageErrors() throws {
        for value in ["0/3", "4/3", "3", "a/b", "1/0"] {
            let run = try check(["--shard", value])
            #expect(run.status == 2, "\(value)")
            #expect(run.stderr.contains("--shard '\(value)'"))
        }
        _ = try check(["--shard", "1/2", "--report", "part"])
        let twice = try VisualProcess.run(["report", "merge", "part", "part/../part", "-o", "out"],
                                          in: URL(fileURLWithPath: folder.path))
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("part/../part: error: '") && twice.stderr.contains("is in two reports, part and this one"),
                "\(twice)")
        let notAReport = try VisualProcess.run(["report", "merge", "screens", "-o", "out"], in: URL(fileURLWithPath: folder.path))
        #expect(notAReport.status == 2)
        #expect(notAReport.stderr.contains("screens/results.json: error: cannot read"))
        // Results of an older visual (sentences, no format) are refused, not merged as
        // files without findings.
        let results = folder.path + "/part/results.json"
        var old = try String(contentsOfFile: results, encoding: .utf8)
        old = old.replacingOccurrences(of: "\"format\" : 3,", with: "")
        #expect(!old.contains("\"format\""))
        try Data(old.utf8).write(to: URL(fileURLWithPath: results))
        let older = try VisualProcess.run(["report", "merge", "part", "-o", "out"], in: URL(fileURLWithPath: folder.path))
        #expect(older.status == 2)
        #expect(older.stderr.contains("format 1, this one reads 3"), "\(older)")
        let intoItself = try VisualProcess.run(["report", "merge", "part", "-o", "part"], in: URL(fileURLWithPath: folder.path))
        #expect(intoItself.status == 2)
    }

    @Test func theShardOfAPathIsStable() {
        // The hash is FNV-1a of the path's bytes: these values hold on every machine (worked
        // out apart from this code, with Python's integers).
        #expect(Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        let shards = ["a", "sub/f", "sub/deeper/h"].map { path in (1...3).first { Shard(index: $0, count: 3)!.contains(relativePath: path) }! }
        #expect(shards == ShardAndMergeTests.expectedShards)
    }

    static let expectedShards = [2, 3, 1]
}
