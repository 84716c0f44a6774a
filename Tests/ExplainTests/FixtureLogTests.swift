// The real logs of Fixtures/logs (sources in Fixtures/logs/SOURCES.md): each reads with
// no unreadable constraint, its reported set cannot hold and is minimal (remove any member
// and the rest can hold, checked here by re-solving), and `broken` is the constraint the
// log's "Will attempt to recover by breaking constraint" line names.

import AutoLayoutExplain
import AutoLayoutLog
import Foundation
import Testing

enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/logs")

    static var logs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".log") }.sorted()
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Logs whose constraints can all hold under the contract's reading, which takes an
    /// autoresizing constraint's `midY == + 70` literally (not relative to the superview).
    /// The same for `minX == 0` (AppKit); and a post cut before the whole list. Early SnapKit
    /// printed its own wrappers' addresses in the last description, so its top constraint
    /// names other views than the list's (ib-prototyping-top-layout-guide).
    static let consistentUnderContract: Set<String> = [
        "tvos-toast-autoresizing-midy.log", "appkit-textview-autoresizing.log", "appkit-schedule-tab-negative-gap.log",
        "ib-prototyping-top-layout-guide.log",
        // An autoresizing `midX == + 25` / `+ 160` read literally: UIKit means it in the superview.
        "markdown-no-angle-brackets-toolbar-button.log", "picker-autoresizing-midx-in-superview.log",
        // Margins taken as 8: the label's 33 + 121 + 29 fit the cell's 199 less 16; UIKit's
        // margins there were larger.
        "label-newline-in-broken-line-cell-height-199.log",
        // A label's autoresizing `midY == + 39` read literally; in the gauge it shares with the
        // label it is spaced from, 5 + 12 + 16 is 33, not 39.
        "gauge-label-comma-title-autoresizing-midy-39.log",
    ]
}

@Suite struct FixtureLogTests {
    @Test func corpusIsThere() {
        #expect(Fixtures.logs.count >= 30)
    }

    @Test(arguments: Fixtures.logs)
    func readsEveryConstraint(_ name: String) throws {
        let text = try Fixtures.text(name)
        let log = AutoLayoutLogReader.read(text: text, name: name)
        #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
        #expect(!log.constraints.isEmpty)
        // Every description of the file is one constraint, but the one the log breaks.
        let descriptions = text.components(separatedBy: "Constraint:").count - 1
        let named = text.components(separatedBy: "Will attempt to recover by breaking").count - 1
        #expect(log.constraints.count == descriptions - named)
        for constraint in log.constraints {
            #expect(!constraint.equations.isEmpty)
        }
    }

    /// A view whose superview the log does not say, spaced from one whose superview it
    /// does (`V:[label]-(0)-[value]`, the label in the gauge), is read in that superview
    /// for its autoresizing position: the five then cannot hold together.
    @Test func aViewSpacedFromAnotherSharesItsSuperviewForItsAutoresizingPosition() throws {
        let name = "gauge-label-comma-title-autoresizing-midy-39.log"
        let log = AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name)
        let explanation = Explainer.explain(log)
        let alternative = try #require(explanation.alternative)
        #expect(alternative.conflict.count == 5)
        #expect(explanation.reasons.contains { $0.contains("superview's coordinates") }, "\(explanation.reasons)")
    }

    @Test(arguments: Fixtures.logs)
    func conflictIsInfeasibleAndMinimal(_ name: String) throws {
        let log = AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name)
        let explanation = Explainer.explain(log)
        let model = ConstraintModel(log)
        if Fixtures.consistentUnderContract.contains(name) {
            #expect(explanation.conflict.isEmpty)
            #expect(model.isFeasible(Array(log.constraints.indices)))
            #expect(!explanation.reasons.isEmpty, "a log UIKit reported says what the reading depends on")
            // Another reading's set (drawn in the picture) is infeasible and minimal under it.
            if let alternative = explanation.alternative {
                let other = explanation.drawingModel()
                #expect(!other.isFeasible(alternative.conflict))
                for member in alternative.conflict {
                    #expect(other.isFeasible(alternative.conflict.filter { $0 != member }))
                }
            }
            return
        }
        #expect(!explanation.conflict.isEmpty)
        #expect(!model.isFeasible(explanation.conflict), "the reported set can hold")
        for member in explanation.conflict {
            let rest = explanation.conflict.filter { $0 != member }
            #expect(model.isFeasible(rest), "not minimal: without \(member) it still cannot hold")
        }
    }

    /// The ways a log reaches us pasted: collapsed into one line (Jira, some forums), quoted
    /// in Markdown, set in a web page's typographic quotes, with Windows line ends, with its
    /// descriptions' `<…>` taken away by a Markdown renderer, wrapped at a mail's width, cut
    /// at a terminal's fixed width inside words, or with Jira's strikethrough for `-(8)-`.
    /// Each reads as the log does.
    static let pastings: [(String, @Sendable (String) -> String)] = [
        ("one line", { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }),
        ("Markdown quote", { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n") }),
        ("typographic quotes", { $0.replacing("'", with: "’").replacing("\"", with: "”") }),
        ("CRLF", { $0.replacing("\n", with: "\r\n") }),
        ("no angle brackets", { $0.replacing(/"<(\w[^"]*)>"/) { "\"\($0.1)\"" } }),
        ("wrapped at 80 columns", { wrapped($0, width: 80) }),
        ("wrapped at 40 columns", { wrapped($0, width: 40) }),
        ("cut at 50 columns inside words", { cut($0, width: 50) }),
        ("cut at 72 columns inside words", { cut($0, width: 72) }),
        ("Jira strikethrough", { $0.replacing("-(", with: "~~(").replacing(")-", with: ")~~") }),
    ]

    /// Each line broken at spaces so that no piece is longer than `width`, as a mail or a
    /// forum wraps a post (a word longer than that stays whole).
    static func wrapped(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var pieces: [String] = []
            var current = ""
            for word in line.split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    pieces.append(current)
                    current = String(word)
                } else {
                    current += current.isEmpty ? String(word) : " " + word
                }
            }
            pieces.append(current)
            return pieces.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Each line cut into pieces `width` columns wide wherever that falls, inside words and
    /// all, as `fold -w` or a terminal's copy hard-wraps a log (a tab reaches the next
    /// multiple of 8).
    static func cut(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var pieces: [String] = []
            var current = "", column = 0
            for character in line {
                var next = character == "\t" ? (column / 8 + 1) * 8 : column + 1
                if next > width, !current.isEmpty {
                    pieces.append(current)
                    current = ""
                    next = character == "\t" ? 8 : 1
                }
                current.append(character)
                column = next
            }
            pieces.append(current)
            return pieces.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    @Test(arguments: Fixtures.logs)
    func readsTheSameHoweverItWasPasted(_ name: String) throws {
        let text = try Fixtures.text(name)
        let log = AutoLayoutLogReader.read(text: text, name: name)
        for (pasting, transform) in Self.pastings {
            let pasted = AutoLayoutLogReader.read(text: transform(text), name: name)
            #expect(pasted.constraints.map(\.equations) == log.constraints.map(\.equations), "\(pasting)")
            #expect(pasted.broken == log.broken, "\(pasting)")
            #expect(pasted.diagnostics.count == log.diagnostics.count, "\(pasting): \(pasted.diagnostics)")
        }
    }

    @Test(arguments: Fixtures.logs)
    func brokenIsTheLogsBrokenLine(_ name: String) throws {
        let text = try Fixtures.text(name)
        let log = AutoLayoutLogReader.read(text: text, name: name)
        let lines = log.source.lines
        guard let phrase = lines.firstIndex(where: { $0.contains("Will attempt to recover by breaking") }) else {
            #expect(log.broken == nil)
            return
        }
        // The address of the first description at or after the phrase.
        let brokenLine = lines[phrase...].first(where: { $0.contains("Constraint:") })!
        let afterPhrase = brokenLine.components(separatedBy: "Will attempt to recover by breaking").last!
        let tail = afterPhrase.components(separatedBy: "Constraint:").dropFirst().first!
        let address = String(tail.drop(while: { $0 == " " }).prefix(while: { !$0.isWhitespace && $0 != ">" && $0 != "@" }))
        guard let listed = log.constraints.firstIndex(where: { $0.address == address }) else {
            #expect(log.broken == nil, "the list does not hold \(address)")
            return
        }
        #expect(log.broken == listed)
    }
}

/// The layout an explanation draws: every member of the set but one holds in it, and the
/// one left out (a size pinned to a constant, else the log's broken one) is the only guide not met;
/// no two guides lie on one line across the same stretch.
@Suite struct ExplanationLayoutTests {
    @Test(arguments: Fixtures.logs)
    func onlyTheMemberLeftOutIsNotMet(_ name: String) throws {
        let log = AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name)
        let explanation = Explainer.explain(log)
        guard !explanation.conflict.isEmpty else { return }
        let tree = explanation.layoutTree()
        let leftOut = try #require(explanation.leftOut)
        #expect(explanation.conflict.contains(leftOut))
        let unmetLines = Set(tree.guides.filter { !$0.isSatisfied }.compactMap(\.line))
        #expect(unmetLines == [log.constraints[leftOut].line], "\(name)")
        for (index, guide) in tree.guides.enumerated() {
            for other in tree.guides[..<index] where other.axis == guide.axis {
                let overlaps = min(guide.start, guide.end) <= max(other.start, other.end) + 16
                    && min(other.start, other.end) <= max(guide.start, guide.end) + 16
                #expect(!(overlaps && abs(other.position - guide.position) < 16),
                        "\(name): lines \(String(describing: other.line)) and \(String(describing: guide.line)) share a lane")
            }
        }
    }

    @Test func theKeyListsEveryMemberWithItsLineAndTheBrokenOne() throws {
        let name = "stackview-uisv-hiding.log"
        let explanation = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let key = explanation.keyLines
        #expect(key.contains("line 7  cardHint1.width == visaVectorArtView1.width + 1  ← the log broke this one"), "\(key)")
        #expect(key.contains("line 8  cardHint1.width == 0  'UISV-hiding'"), "\(key)")
        #expect(key.contains("cardHint1 = BTUICardHint:0x12dd119b0"), "\(key)")
    }
}
