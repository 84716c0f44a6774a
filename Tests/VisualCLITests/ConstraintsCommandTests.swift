// `visual constraints FILE`: every generated constraint in solver order, one per line, with
// the line it came from (`-` for file-wide ones) and why it exists, implicit ones marked.

import Foundation
import Testing
import VisualProcessTesting

/// One printed line of `visual constraints`.
struct ListedConstraint: Equatable {
    /// nil for `-` (no line of the file wrote it).
    let line: Int?
    let text: String
    let isImplicit: Bool
    let reason: String

    /// `line 2  a.width == 50   predicate` or `-       canvas.width >= 0   implicit, size >= 0`.
    init?(_ printed: Substring) {
        let pattern = /^(?:line (\d+)|-) +(\S.*?) {3,}(implicit, )?(\S.*)$/
        guard let match = String(printed).wholeMatch(of: pattern) else { return nil }
        line = match.1.flatMap { Int($0) }
        text = String(match.2)
        isImplicit = match.3 != nil
        reason = String(match.4)
    }
}

@Suite struct ConstraintsCommandTests {
    static let file = """
        canvas 320 x 480
        H:|-[a(50)]-[b]|
        # a comment line
        V:|[a(==b)]
        [c(40)]-(12)-[d](30)
        """

    func listed() throws -> (ProcessRun, [ListedConstraint]) {
        let run = try Visual.run(file: Self.file, ["constraints", "{}"])
        let lines = run.stdout.split(separator: "\n")
        let parsed = lines.compactMap(ListedConstraint.init)
        #expect(parsed.count == lines.count, "unparsable lines in:\n\(run.stdout)")
        return (run, parsed)
    }

    @Test func oneConstraintPerLineInSolverOrder() throws {
        let (run, constraints) = try listed()
        #expect(run.status == 0)
        #expect(run.stderr == "")
        // Sizes >= 0 of the canvas and every view first, then the canvas, then the lines.
        #expect(constraints.prefix(10).allSatisfy { $0.line == nil && $0.text.hasSuffix(">= 0") && $0.isImplicit })
        #expect(constraints[0].text == "canvas.width >= 0")
        var lines: [Int] = []
        for line in constraints.compactMap(\.line) where !lines.contains(line) { lines.append(line) }
        #expect(lines == [1, 2, 4, 5], "statements in source order")
        #expect(constraints.filter { $0.line == 2 }.map(\.text) == [
            "a.leading == superview.leading + 20", "a.width == 50", "b.leading == a.trailing + 8",
            "superview.trailing == b.trailing",
        ])
        #expect(constraints.filter { $0.line == 4 }.map(\.text) == [
            "a.top == superview.top", "a.height == b.height",
        ])
        #expect(!constraints.contains { $0.line == 3 })
    }

    @Test func lineNumbersAndImplicitMarks() throws {
        let (_, constraints) = try listed()
        let canvas = try #require(constraints.first { $0.text == "canvas.width == 320" })
        #expect(canvas.line == 1 && !canvas.isImplicit)
        let standard = try #require(constraints.first { $0.text == "a.leading == superview.leading + 20" })
        #expect(standard.isImplicit && standard.reason == "standard edge spacing")
        let predicate = try #require(constraints.first { $0.text == "a.width == 50" })
        #expect(!predicate.isImplicit && predicate.reason == "predicate")
        // The row's written spacing is explicit; its implicit ones are marked.
        let gap = try #require(constraints.first { $0.text == "d.leading == c.trailing + 12" })
        #expect(gap.line == 5 && !gap.isImplicit)
        let alignment = try #require(constraints.first { $0.text == "d.top == c.top" })
        #expect(alignment.line == 5 && alignment.isImplicit && alignment.reason == "row alignment")
        let height = try #require(constraints.first { $0.text == "c.height == 30" })
        #expect(height.line == 5 && !height.isImplicit)
    }

    @Test func fittingComesLast() throws {
        let run = try Visual.run(file: "[a(50)]-[b](20)", ["constraints", "{}"])
        let constraints = run.stdout.split(separator: "\n").compactMap(ListedConstraint.init)
        #expect(constraints.suffix(4).map(\.text) == [
            "canvas.width >= 60", "canvas.width == 0 @0.5", "canvas.height >= 20", "canvas.height == 0 @0.5",
        ])
        #expect(constraints.suffix(4).allSatisfy { $0.isImplicit })
        #expect(constraints.suffix(4).map(\.line) == [1, nil, 1, nil])
    }

    @Test func theLayoutUsesExactlyTheseConstraints() throws {
        // A conflict names constraints as `visual constraints` prints them.
        let text = "canvas 100 x 100\nH:|[a(200)]|\nV:|[a]|"
        let constraints = try Visual.run(file: text, ["constraints", "{}"])
        let layout = try Visual.run(file: text, ["layout", "{}"])
        #expect(layout.stderr.contains("'superview.trailing == a.trailing'"))
        #expect(constraints.stdout.contains("superview.trailing == a.trailing"))
        // `constraints` lists, it does not solve: no solver warnings.
        #expect(constraints.stderr == "")
    }

    /// A source file's layouts and an Interface Builder document's scenes are listed each
    /// under its name, with the lines of the file itself (each XML line was an error before).
    @Test func documentsAreListedPerLayoutWithTheirOwnLines() throws {
        let swift = """
            import UIKit
            final class Row: UIView {
                let title = UILabel()
                func setUp() {
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title(120)]",
                                                                  options: [], metrics: nil, views: ["title": title]))
                }
            }
            """
        let run = try Visual.run(file: swift, named: "Row.swift", ["constraints", "{}"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "Row.setUp")
        let listed = lines.dropFirst().compactMap(ListedConstraint.init)
        #expect(listed.count == lines.count - 1, "\(run.stdout)")
        #expect(listed.contains { $0.text == "title.width == 120" && $0.line == 5 }, "\(run.stdout)")

        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root" userLabel="card">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1" userLabel="badge">
                                <rect key="frame" x="10" y="10" width="30" height="30"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try Visual.run(file: xib, named: "Card.xib", ["constraints", "{}"])
        #expect(document.status == 0 && !document.stderr.contains("error"), "\(document.stderr)")
        let scene = document.stdout.split(separator: "\n")
        #expect(scene.first == "card", "\(document.stdout)")
        #expect(scene.compactMap(ListedConstraint.init)
            .contains { $0.text == "badge.leading == superview.leading + 10" && $0.line == 12 }, "\(document.stdout)")
    }
}
