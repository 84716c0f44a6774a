// A log whose list prints one description twice (table-cell-stack-duplicated-lines'):
// the text and the key say the two lines are one constraint, and the JSON keeps both
// entries, as the contract's `constraints` are the list's descriptions.

import AutoLayoutExplain
import AutoLayoutLog
import Testing

/// A label 8 from its cell's top and bottom in a cell 10 high, the bottom pin printed twice.
private let repeated = """
    (
        "<NSLayoutConstraint:0x1 V:|-(8)-[UILabel:0x11]   (active, names: '|':UITableViewCellContentView:0x10 )>",
        "<NSLayoutConstraint:0x2 V:[UILabel:0x11]-(8)-|   (active, names: '|':UITableViewCellContentView:0x10 )>",
        "<NSLayoutConstraint:0x2 V:[UILabel:0x11]-(8)-|   (active, names: '|':UITableViewCellContentView:0x10 )>",
        "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x10.height == 10   (active)>"
    )
    """

@Suite struct RepeatedDescriptionTests {
    private let explanation = Explainer.explain(AutoLayoutLogReader.read(text: repeated, name: "test.log"))

    @Test func theTextSaysWhichLineRepeatsWhich() {
        let text = explanation.text
        #expect(text.contains("printed again at line 4"), "\(text)")
        #expect(text.contains("The log prints 1 constraint twice: line 4 repeats line 3 word for word; the two are one constraint."),
                "\(text)")
    }

    @Test func theKeySaysItToo() {
        #expect(explanation.keyLines.contains { $0.hasPrefix("the log prints 1 constraint twice: line 4 repeats line 3") },
                "\(explanation.keyLines)")
    }

    @Test func everyDescriptionStaysAnEntry() {
        #expect(explanation.json.components(separatedBy: "\"line\": ").count - 1 == 4)
        var lines = repeated.split(separator: "\n", omittingEmptySubsequences: false)
        lines.remove(at: 2)
        let once = Explainer.explain(AutoLayoutLogReader.read(text: lines.joined(separator: "\n"), name: "test.log"))
        #expect(!once.text.contains("printed again"))
        #expect(!once.keyLines.contains { $0.contains("twice") })
    }
}
