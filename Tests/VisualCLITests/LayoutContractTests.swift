// The command-line contract of `visual layout` (docs/format-file.md, "Command-line contract"),
// checked on the real process: the JSON's shape, the text table, standard input.

import Testing
import VisualProcessTesting

@Suite struct LayoutJSONShapeTests {
    /// Kinds, text, nested containers two deep: relative coordinates, parents before children.
    static let nested = """
        canvas 200 x 100
        view title label "Hi \\"you\\""
        H:|-10-[title(100)]-[card]
        V:|-10-[title(20)]
        V:|-40-[card(50)]
        card {
          H:|-5-[inner(30)]
          V:|-5-[inner(20)]
          deep {
            H:|-2-[leaf(6)]-2-|
            V:|-3-[leaf(4)]-3-|
          }
          H:[inner]-[deep]-|
          V:|-[deep]-|
        }
        """

    @Test func topLevelAndCanvasShape() throws {
        let run = try Visual.layoutJSON(Self.nested)
        #expect(run.status == 0, "\(run)")
        let layout = try #require(run.json())
        #expect(layout.keys == ["canvas", "views", "diagnostics"])
        #expect(layout["canvas"]?.keys == ["width", "height"])
        expectCanvas(layout, 200, 100)
        #expect(layout["diagnostics"] == .array([]))
    }

    @Test func viewsInOrderWithRelativeFramesAndOptionalFields() throws {
        let layout = try #require(try Visual.layoutJSON(Self.nested).json())
        expectViews(layout, [
            ("title", 10, 10, 100, 20), ("card", 118, 40, 73, 50), ("inner", 5, 5, 30, 20),
            ("deep", 43, 20, 10, 10), ("leaf", 2, 3, 6, 4),
        ])
        let views = try #require(layout["views"]?.array)
        #expect(views.map(\.keys) == [
            ["name", "kind", "text", "x", "y", "width", "height"],
            ["name", "x", "y", "width", "height"],
            ["name", "parent", "x", "y", "width", "height"],
            ["name", "parent", "x", "y", "width", "height"],
            ["name", "parent", "x", "y", "width", "height"],
        ])
        #expect(views[0]["kind"]?.string == "label")
        #expect(views[0]["text"]?.string == "Hi \"you\"")
        #expect(views.map { $0["parent"]?.string } == [nil, nil, "card", "card", "deep"])
    }

    @Test func firstAppearanceCountsDeclarationsAndParentsComeFirst() throws {
        let run = try Visual.layoutJSON("""
            view title label "Title"
            view icon image
            view inner box
            [icon(40)]-[title]-[card](40)
            card {
              H:|-[inner(10)]-|
              V:|-[inner(10)]-|
            }
            """)
        #expect(run.status == 0)
        let layout = try #require(run.json())
        #expect(layout["views"]?.array?.map { $0["name"]?.string ?? "" } == ["title", "icon", "card", "inner"])
        #expect(layout["views"]?.array?.map { $0["parent"]?.string } == [nil, nil, nil, "card"])
    }

    /// A spacer, a conflict and an ambiguity: the remaining optional fields, in order.
    static let flagged = """
        canvas 100 x 50
        [a(30)]-[_spacer]-[b(20)]
        H:|[c(200)]|
        V:[c(10)]
        """

    @Test func spacerConflictAndAmbiguousFields() throws {
        let run = try Visual.layoutJSON(Self.flagged)
        #expect(run.status == 0, "\(run)")
        let layout = try #require(run.json())
        let views = try #require(layout["views"]?.array)
        #expect(views.map { $0["name"]?.string ?? "" } == ["a", "_spacer", "b", "c"])
        #expect(views.map(\.keys) == [
            ["name", "x", "y", "width", "height"],
            ["name", "spacer", "x", "y", "width", "height"],
            ["name", "x", "y", "width", "height"],
            ["name", "x", "y", "width", "height", "conflict", "ambiguous"],
        ])
        #expect(views[1]["spacer"] == .bool(true))
        #expect(views[3]["conflict"] == .bool(true))
        #expect(views[3]["ambiguous"] == .array([.string("vertical")]))
        // The row's frames (the spacer takes what the fixed views leave).
        expectViews(.object([("views", .array(Array(views.prefix(3))))]), [
            ("a", 0, 0, 30, 50), ("_spacer", 40, 0, 30, 50), ("b", 80, 0, 20, 50),
        ])
        // The later constraint breaks: the trailing edge, so c keeps x 0 and width 200.
        let c = try #require(frame(of: views[3]))
        #expect(c.x == 0 && c.width == 200 && c.height == 10)
    }

    @Test func diagnosticsShape() throws {
        let run = try Visual.layoutJSON(Self.flagged)
        let layout = try #require(run.json())
        let diagnostics = try #require(layout["diagnostics"]?.array)
        #expect(diagnostics.count == 2)
        for diagnostic in diagnostics {
            #expect(diagnostic.keys == ["severity", "line", "column", "message"])
            #expect(diagnostic["severity"]?.string == "warning")
        }
        // In order of position: c's ambiguity where c is first written, then the conflict
        // at the `|` that wrote the broken trailing edge.
        #expect(diagnostics.map { $0["line"]?.number } == [3, 3])
        #expect(diagnostics.map { $0["column"]?.number } == [5, 12])
        let messages = diagnosticMessages(layout)
        #expect(messages[0].contains("ambiguous") && messages[0].contains("'c'") && messages[0].contains("vertical"))
        #expect(messages[1].contains("conflict") && messages[1].contains("'superview.trailing == c.trailing'"))
        #expect(messages[1].contains("'c.width == 200' (line 3)") && messages[1].contains("'canvas.width == 100' (line 1)"))
        // The same warnings on standard error, compiler style, and the layout still exit 0.
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("case.visual:3:5: warning: layout of 'c' is ambiguous"))
        #expect(run.stderr.contains("\ncase.visual:3:12: warning: conflict: "))
    }

    @Test func numbersArePlainAndDeterministic() throws {
        let text = "canvas 100 x 30\nH:|[a][b(==a)][c(==a)]|\nV:|[a]|\nV:|[b]|\nV:|[c]|"
        let first = try Visual.layoutJSON(text)
        let second = try Visual.layoutJSON(text)
        #expect(first.stdout == second.stdout)
        // 100 / 3 is printed with at most three decimals, not as a long binary fraction.
        #expect(first.stdout.contains("\"width\": 33.333"))
        #expect(!first.stdout.contains("33.3333"))
        #expect(!first.stdout.contains("-0"))
    }
}

@Suite struct TimingsOptionTests {
    @Test func timingsGoToStandardErrorAfterTheDiagnostics() throws {
        let text = "canvas 100 x 100\nH:|[a]"
        let plain = try Visual.layoutJSON(text)
        let timed = try Visual.run(file: text, ["layout", "{}", "--format", "json", "--timings"])
        #expect(timed.status == 0)
        #expect(timed.stdout == plain.stdout)
        #expect(timed.stderr.hasPrefix(plain.stderr))
        let line = String(timed.stderr.dropFirst(plain.stderr.count))
        let match = line.wholeMatch(of: /timings \(ms\): read=[0-9.]+ parse=[0-9.]+ build=[0-9.]+ solve=[0-9.]+ report=[0-9.]+ output=[0-9.]+ total=([0-9.]+)\n/)
        #expect(match != nil, "\(line)")
        #expect(match.flatMap { Double($0.1) }.map { $0 > 0 } == true)
    }
}

@Suite struct LayoutTextFormatTests {
    @Test func tableMatchesTheJSON() throws {
        let text = LayoutJSONShapeTests.flagged
        let table = try Visual.run(file: text, ["layout", "{}", "--format", "text"])
        let byDefault = try Visual.run(file: text, ["layout", "{}"])
        #expect(table.status == 0)
        #expect(byDefault.stdout == table.stdout)
        let lines = table.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "canvas 100 x 50")
        #expect(lines[1].split(separator: " ") == ["view", "x", "y", "width", "height", "parent", "notes"])
        let json = try #require(try Visual.layoutJSON(text).json())
        let views = try #require(json["views"]?.array)
        #expect(lines.count == 2 + views.count)
        for (line, view) in zip(lines.dropFirst(2), views) {
            let cells = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            #expect(cells[0] == view["name"]?.string)
            let numbers = cells[1...4].compactMap(Double.init)
            let f = try #require(frame(of: view))
            #expect(numbers == [f.x, f.y, f.width, f.height], "\(line)")
            #expect(cells[5] == (view["parent"]?.string ?? "-"))
        }
        #expect(lines[3].hasSuffix("spacer"))
        #expect(lines[5].contains("conflict") && lines[5].contains("ambiguous vertical"))
    }

    @Test func nestedViewsNameTheirParent() throws {
        let run = try Visual.run(file: LayoutJSONShapeTests.nested, ["layout", "{}"])
        let rows = run.stdout.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ").map(String.init) }
        #expect(rows.map { $0[0] } == ["title", "card", "inner", "deep", "leaf"])
        #expect(rows.map { $0[5] } == ["-", "-", "card", "card", "deep"])
    }
}

@Suite struct StandardInputTests {
    @Test func dashReadsStandardInput() throws {
        let text = LayoutJSONShapeTests.nested
        try withTemporaryDirectory { directory in
            let fromInput = try Visual.run(["layout", "-", "--format", "json"], in: directory, input: text)
            let fromFile = try Visual.run(file: text, ["layout", "{}", "--format", "json"])
            #expect(fromInput.status == 0)
            #expect(fromInput.stdout == fromFile.stdout)
        }
    }

    @Test func diagnosticsFromStandardInputAreNamedDash() throws {
        try withTemporaryDirectory { directory in
            let run = try Visual.run(["layout", "-"], in: directory, input: "canvas 100 x 100\n[a(50)]-[b")
            #expect(run.status == 2)
            #expect(run.stdout == "")
            // An unclosed bracket is reported at the bracket.
            #expect(run.stderr == "-:2:9: error: expected ']' to close view 'b'\n[a(50)]-[b\n        ^\n")
        }
    }

    @Test func constraintsReadStandardInputToo() throws {
        try withTemporaryDirectory { directory in
            let run = try Visual.run(["constraints", "-"], in: directory, input: "H:|[a(50)]")
            #expect(run.status == 0)
            #expect(run.stdout.contains("a.width == 50"))
        }
    }

    @Test func emptyStandardInputIsAnEmptyLayoutWithAWarning() throws {
        try withTemporaryDirectory { directory in
            let run = try Visual.run(["layout", "-", "--format", "json"], in: directory, input: "")
            #expect(run.status == 0)
            let layout = try #require(run.json())
            expectCanvas(layout, 0, 0)
            #expect(layout["views"] == .array([]))
            #expect(run.stderr.hasPrefix("-: warning: "))
        }
    }
}
