import Testing
@testable import VisualRender

/// A tag parked in the column beside the frame is joined to its box by a straight leader.
/// The columns' first free place is level with the box's top, and from there the leader
/// can run through what lies between: a label's text, the other tags and pills (seen on
/// Simplenote's tag cell, whose spacer's leader crossed "Label", the icon's tag and three
/// pills). A parked tag takes a place in the columns whose leader crosses none of them.
@Suite struct ParkedLeaderTests {
    /// A cell in the shape of an Interface Builder tag cell: a 16-point spacer, an icon and
    /// a label in a row inside two wrappers that fill the cell, every name long enough that
    /// the spacer's goes to the parking column.
    static let cell = """
        canvas 414 x 44
        view tagListTableCell1 box
        view cellContentView1 box
        H:|[tagListTableCell1]|
        V:|[tagListTableCell1]|
        tagListTableCell1 {
          H:|[cellContentView1]|
          V:|[cellContentView1]|
          cellContentView1 {
            view containerRow box
            containerRow.leading == superview.leading + 6
            containerRow.top == superview.top
            superview.bottom == containerRow.bottom
            superview.trailing == containerRow.trailing + 16
            containerRow {
              view leadingSpacer box
              view iconImage1 image
              view nameLabel label "Label"
              leadingSpacer.centerY == superview.centerY
              leadingSpacer.leading == superview.leading
              leadingSpacer.width == 16
              leadingSpacer.height == 17
              iconImage1.centerY == superview.centerY
              iconImage1.leading == leadingSpacer.trailing + 6
              iconImage1.width == 24
              iconImage1.height == 24
              nameLabel.leading == iconImage1.trailing + 16
              nameLabel.centerY == superview.centerY
              superview.trailing == nameLabel.trailing
              nameLabel.height == 20.5
            }
          }
        }
        """

    @Test func aParkedTagsLeaderCrossesNoTextTagOrPill() throws {
        let scene = try render("cell.visual", text: Self.cell, format: .svg).scene
        let spacer = try #require(scene.tags.first { $0.view == "leadingSpacer" })
        // The case this is about: the spacer's tag parked, on a leader.
        let leader = try #require(spacer.leader, "the spacer's tag is beside its box: the fixture no longer parks it")
        let readable = scene.texts.map { ("text '\($0.text)'", $0.rect) }
            + scene.tags.filter { $0.view != spacer.view }.map { ("tag \($0.view)", $0.rect) }
            + scene.guides.compactMap { guide in guide.pill.map { ("pill \(guide.label)", $0) } }
        for (what, rect) in readable {
            let inside = rect.lengthInside(from: leader.0, to: leader.1)
            #expect(inside <= 2, "the spacer's leader runs \(inside) pt through \(what)")
        }
    }
}
