import Testing
@testable import VisualSyntax

/// Every RQVisual example of the seeds and of docs/semantics.md section 5.1 parses, and reads as
/// RQVisual reads it.
@Suite struct RQVisualSeedTests {
    @Test(arguments: [
        // README Ex. 1, 1b (seed 000, 001) and the old "Visual" README (seed 003).
        ("[imageView(50)]-[label]", "[imageView(50)]-[label]"),
        ("[imageView(50)]-[label](60)", "[imageView(50)]-[label](60)"),
        ("[imageView(50)][label]", "[imageView(50)][label]"),
        ("[imageView(50)][label](60)", "[imageView(50)][label](60)"),
        // Ex. 2
        ("|-(30)-[imageView(50)]-(40)-[label](60)", "|-(30)-[imageView(50)]-(40)-[label](60)"),
        // Ex. 3
        ("[imageView(==)]-[label(==)](60)", "[imageView(==)]-[label(==)](60)"),
        ("[imageView(==)][label(==)](60)", "[imageView(==)][label(==)](60)"),
        // Ex. 4 as in the repository README and seed 001, and the old README.
        ("[imageView(50)<]-[label(50)<>]-[button(50)>](60)", "[imageView(50)<]-[label(50)<>]-[button(50)>](60)"),
        ("[imageView(50)<][label(50)<>][button(50)>](60)", "[imageView(50)<][label(50)<>][button(50)>](60)"),
        ("[imageView(50)<>]-[label(50)<>](60)", "[imageView(50)<>]-[label(50)<>](60)"),
        ("[imageView(50)<>][label(50)<>](60)", "[imageView(50)<>][label(50)<>](60)"),
        // Ex. 6
        ("[imageView(50)]-[_spacer]", "[imageView(50)]-[_spacer]"),
        ("[imageView(50)<]", "[imageView(50)<]"),
        ("[imageView(50)]", "[imageView(50)]"),
        // Other spellings of the grammar.
        ("|[a]|", "|[a]|"),
        ("|-[a]-|", "|-[a]-|"),
        ("|-10-[a]-5.5-[b(==40)]-(0)-|", "|-(10)-[a]-(5.5)-[b(==40)]-(0)-|"),
    ])
    func exampleRow(text: String, normalised: String) {
        #expect(printed(text) == normalised)
    }

    @Test func exampleOneReadsItemsConnectionAndHeight() throws {
        guard case .row(let row)? = statement("[imageView(50)]-[label](60)") else {
            Issue.record("not a row")
            return
        }
        #expect(row.label == nil)
        #expect(row.items.map(\.view.name) == ["imageView", "label"])
        #expect(row.items[0].width?.fixedWidth == 50)
        #expect(row.items[1].width == nil)
        #expect(row.connections.map(\.kind) == [.padding])
        #expect(row.height?.value == 60)
        #expect(row.leadingEdge == nil && row.trailingEdge == nil)
        #expect(row.range == SourceRange(line: 1, column: 1, length: 27))
        #expect(row.items[1].range == SourceRange(line: 1, column: 17, length: 7))
        #expect(row.items[1].view.range == SourceRange(line: 1, column: 18, length: 5))
    }

    @Test func edgesAndExplicitSpacings() {
        guard case .row(let row)? = statement("|-(30)-[imageView(50)]-(40)-[label](60)") else {
            Issue.record("not a row")
            return
        }
        #expect(row.leadingEdge?.connection.kind == .explicit(NumberLiteral(value: 30, text: "30",
                                                                             range: SourceRange(line: 1, column: 4, length: 2))))
        #expect(row.leadingEdge?.barRange == SourceRange(line: 1, column: 1))
        if case .explicit(let gap) = row.connections[0].kind { #expect(gap.value == 40) } else { Issue.record("gap") }
        #expect(row.connections[0].range == SourceRange(line: 1, column: 23, length: 6))
    }

    @Test func alignmentMarksAndEqualWidths() {
        guard case .row(let row)? = statement("[imageView(50)<]-[label(==50)<>]-[button(==)>](60)") else {
            Issue.record("not a row")
            return
        }
        #expect(row.items.map(\.alignment) == [.left, .center, .right])
        #expect(row.items[1].width?.fixedWidth == 50)
        #expect(row.items[1].width?.writtenWithEquals == true)
        #expect(row.items[2].width?.kind == .equalWidthGroup)
    }

    @Test func multipleRowsWithLabelsAndRowSpacing() {
        let text = """
            r1:[imageView(50)]-[label](60)
            r2:[textView]
            rows |-5-[r1]-5-[r2]-15-|
            """
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(file.root.rows.map { $0.label?.text } == ["r1", "r2"])
        let format = file.root.settings.rowSpacing
        #expect(format?.labels.map(\.text) == ["r1", "r2"])
        #expect(format?.connections.count == 1)
        #expect(format?.leadingEdge != nil && format?.trailingEdge != nil)
        #expect(file.description == """
            r1:[imageView(50)]-[label](60)
            r2:[textView]
            rows |-(5)-[r1]-(5)-[r2]-(15)-|
            """)
    }

    @Test func rowsWithoutLabels() {
        #expect(printed("[imageView(50)]-[label](60)\n[textView]") == "[imageView(50)]-[label](60)\n[textView]")
    }

    @Test func eachSpacerIsANewView() {
        let (file, _) = parse("[_spacer]-[a]-[_spacer]")
        #expect(file.names.views.map(\.name) == ["_spacer", "a", "_spacer"])
        #expect(file.names.views.map(\.isSpacer) == [true, false, true])
        #expect(file.names.view(named: "_spacer") == nil)
    }
}
