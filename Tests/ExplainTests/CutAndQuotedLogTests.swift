// Logs cut at a fixed width by a tool that counts bytes (`fold -w`, which may cut a label's
// `ğ`, `語` or emoji in two across lines) and then quoted in Markdown (`> ` before every line,
// `>` alone on an empty one): each reads as the log does, its labels' texts whole. The corpus
// logs and a constructed log of Turkish, Japanese and emoji labels
// (Fixtures/constructed/multibyte-labels.log, not a real log), over many widths.

import AutoLayoutExplain
import AutoLayoutLog
import Foundation
import Testing
import VisualProcessTesting

enum Pasting {
    static let multibyteLog = "../constructed/multibyte-labels.log"

    /// Each line cut into pieces of at most `width` bytes wherever that falls, inside words and
    /// inside characters, as GNU `fold -w` cuts (it counts bytes; a tab reaches the next
    /// multiple of 8).
    static func foldBytes(_ bytes: [UInt8], width: Int) -> [UInt8] {
        var out: [UInt8] = []
        var column = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                out.append(byte)
                column = 0
                continue
            }
            var next = byte == UInt8(ascii: "\t") ? (column / 8 + 1) * 8 : column + 1
            if next > width, column > 0 {
                out.append(UInt8(ascii: "\n"))
                next = byte == UInt8(ascii: "\t") ? 8 : 1
            }
            out.append(byte)
            column = next
        }
        return out
    }

    /// Every line quoted as GitHub's "Quote reply" does: `> ` before it, `>` alone on an empty line.
    static func quoted(_ bytes: [UInt8]) -> [UInt8] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.isEmpty ? Array(">".utf8) : Array("> ".utf8) + line
        }.joined(separator: [UInt8(ascii: "\n")]).map { $0 }
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Fixtures.directory.appendingPathComponent(name)))
    }
}

@Suite struct CutAndQuotedLogTests {
    /// The ways to paste a log cut at `width`: cut by bytes; cut by bytes, then quoted; quoted,
    /// then cut by bytes.
    static func pastings(of bytes: [UInt8], width: Int) -> [(String, [UInt8])] {
        [("fold -w \(width)", Pasting.foldBytes(bytes, width: width)),
         ("fold -w \(width), then quoted", Pasting.quoted(Pasting.foldBytes(bytes, width: width))),
         ("quoted, then fold -w \(width)", Pasting.foldBytes(Pasting.quoted(bytes), width: width))]
    }

    /// What must read the same however the log was pasted: every constraint's equations, the
    /// broken one, the diagnostics, and every view's label, whole.
    static func expectSameReading(_ pasted: AutoLayoutLog, as log: AutoLayoutLog, _ how: String) {
        #expect(pasted.constraints.map(\.equations) == log.constraints.map(\.equations), "\(how)")
        #expect(pasted.broken == log.broken, "\(how)")
        #expect(pasted.diagnostics.count == log.diagnostics.count, "\(how): \(pasted.diagnostics)")
        #expect(pasted.items.map(\.label) == log.items.map(\.label), "\(how)")
    }

    @Test(arguments: Fixtures.logs + [Pasting.multibyteLog])
    func readsTheSameCutAndQuoted(_ name: String) throws {
        let bytes = try Pasting.bytes(name)
        let log = AutoLayoutLogReader.read(bytes: bytes, name: name)
        for width in stride(from: 40, through: 120, by: 8) {
            for (how, pasted) in Self.pastings(of: bytes, width: width) {
                Self.expectSameReading(AutoLayoutLogReader.read(bytes: pasted, name: name), as: log, "\(name), \(how)")
            }
        }
    }

    /// Every width from 30 to 140 cuts some character of the log's Turkish, Japanese and
    /// emoji labels in two: the labels still come out whole.
    @Test func multibyteLabelsComeOutWholeAtEveryWidth() throws {
        let bytes = try Pasting.bytes(Pasting.multibyteLog)
        let log = AutoLayoutLogReader.read(bytes: bytes, name: "log")
        #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
        #expect(log.items.compactMap(\.label).contains("🎉 Tebrikler! 👩‍👩‍👧 Ödülünüz hazır"))
        var splitCharacters = 0
        for width in 30...140 {
            let folded = Pasting.foldBytes(bytes, width: width)
            if String(validating: folded, as: UTF8.self) == nil { splitCharacters += 1 }
            for (how, pasted) in Self.pastings(of: bytes, width: width) {
                Self.expectSameReading(AutoLayoutLogReader.read(bytes: pasted, name: "log"), as: log, how)
            }
        }
        // The widths do cut characters in two (else this tests nothing).
        #expect(splitCharacters > 50)
    }

    /// A split character is put back whole on the line where the rest of it was, so the
    /// reading's places are still those of the lines as pasted.
    @Test func placesAreThoseOfTheLinesAsPasted() throws {
        let bytes = try Pasting.bytes(Pasting.multibyteLog)
        let pasted = Pasting.quoted(Pasting.foldBytes(bytes, width: 61))
        let log = AutoLayoutLogReader.read(bytes: pasted, name: "log")
        let lines = log.source.lines
        for constraint in log.constraints {
            let line = Array(lines[constraint.line - 1])
            #expect(line.count >= constraint.column)
            #expect(line[constraint.column - 1] == "<", "line \(constraint.line) column \(constraint.column): \(String(line))")
        }
    }

    /// Bytes that are not UTF-8 and no cut explains read as `�` with a warning: the entry stays.
    @Test func strayBytesAreAWarningNotAFailure() {
        var bytes = Array("(\n    \"<NSLayoutConstraint:0x1 UILabel:0x2'caf".utf8)
        bytes += [0xE9]  // Latin-1 `é`
        bytes += Array("'.width == -16   (active)>\"\n)\n".utf8)
        let log = AutoLayoutLogReader.read(bytes: bytes, name: "log")
        #expect(log.constraints.count == 1)
        #expect(log.items.first?.label == "caf\u{FFFD}")
        #expect(log.diagnostics.count == 1)
        #expect(log.diagnostics.first?.message.contains("not UTF-8") == true, "\(log.diagnostics)")
        #expect(log.diagnostics.first?.range?.start.line == 2)
    }

    /// End to end: the real `fold -w 57` cuts the log's labels inside characters, the log is
    /// quoted, and `visual explain` reads the file and prints the labels whole.
    @Test func explainReadsARealFoldOfTheLog() throws {
        let fold = URL(fileURLWithPath: "/usr/bin/fold")
        try #require(FileManager.default.isExecutableFile(atPath: fold.path), "needs /usr/bin/fold")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explain-fold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = fold
        process.arguments = ["-w", "57", Fixtures.directory.appendingPathComponent(Pasting.multibyteLog).path]
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let folded = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(data: folded, encoding: .utf8) == nil, "fold -w 57 cuts a character in two")
        let path = folder.appendingPathComponent("pasted.log")
        try Data(Pasting.quoted(Array(folded))).write(to: path)
        let run = try VisualProcess.run(["explain", path.path, "--format", "json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(run.stdout.contains("Şifrenizi mi unuttunuz? Sıfırlama bağlantısı gönderelim"), "\(run)")
        #expect(run.stdout.contains("メールアドレスを忘れた場合はこちら"), "\(run)")
        #expect(run.stdout.contains("\"broken\": 3"), "\(run)")
        #expect(!run.stdout.contains("\"conflict\": []"), "\(run)")
    }
}
