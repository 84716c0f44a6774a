import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A container's tag is placed after the tags of the views it holds: it may go anywhere
/// along its inside edges, and placed first it took the place a child's tag needed.
@Suite struct ContainerTagOrderTests {
    /// Two rows of a mail inbox, each a container with an unread dot, a bold sender, a time
    /// at the trailing end, a subject and a preview. The row's tag `s1` sat inside the row
    /// right of the sender, the one place the sender's tag had: `sender1` was numbered and
    /// `sender2` named from past the frame on a 344-point leader.
    static let inbox = """
        canvas 375 x 320
        view title label "Inbox" font 34 bold
        view dot1 box
        view sender1 label "Anna Berg" font 15 bold
        view time1 label "9:41" font 13 hug 1000 1000
        view subject1 label "Lunch on Friday?"
        view preview1 label "Are we still on for Friday? I booked the place by the river." font 13 lines 2
        view dot2 box
        view sender2 label "GitHub" font 15 bold
        view time2 label "8:12" font 13 hug 1000 1000
        view subject2 label "PR #25 merged"
        view preview2 label "Your pull request was merged into main after review." font 13 lines 2
        H:|-16-[title]-16-|
        V:|-20-[title]-12-[s1(88)][s2(88)]
        H:|[s1]|
        H:|[s2]|
        s1 {
          H:|-6-[dot1(10)]-6-[sender1]-(>=8)-[time1]-16-|
          H:|-22-[subject1]-16-|
          H:|-22-[preview1]-16-|
          V:|-10-[sender1]-2-[subject1]-2-[preview1]
          V:|-14-[dot1(10)]
          time1.centerY == sender1.centerY
        }
        s2 {
          H:|-6-[dot2(10)]-6-[sender2]-(>=8)-[time2]-16-|
          H:|-22-[subject2]-16-|
          H:|-22-[preview2]-16-|
          V:|-10-[sender2]-2-[subject2]-2-[preview2]
          V:|-14-[dot2(10)]
          time2.centerY == sender2.centerY
        }

        """

    @Test func aRowsChildrenAreNamedBeforeTheRow() throws {
        let picture = try PictureRenderer.render(text: Self.inbox, name: "inbox", format: .svg, options: RenderOptions())
        let scene = picture.scene
        for name in ["sender1", "sender2"] {
            let tag = try #require(scene.tags.first { $0.view == name })
            let leader = tag.leader.map { (($0.0.x - $0.1.x) * ($0.0.x - $0.1.x) + ($0.0.y - $0.1.y) * ($0.0.y - $0.1.y)).squareRoot() } ?? 0
            #expect(tag.callout == nil && leader < 50, "\(name): \(tag.rect) \(tag.callout ?? "") \(leader)")
        }
        #expect(scene.tags.first { $0.view == "sender1" }?.leader == nil)
        for row in ["s1", "s2"] {
            let box = try #require(scene.views.first { $0.name == row }).rect
            let tag = try #require(scene.tags.first { $0.view == row })
            // Inside its row or touching its side, within its height: never in the space
            // of the row above.
            let touching = tag.rect.maxX >= box.x - 2 && tag.rect.x <= box.maxX + 2
            #expect(touching && tag.rect.y >= box.y - 0.5 && tag.rect.maxY <= box.maxY + 0.5 && tag.leader == nil,
                    "\(row): \(tag.rect) outside \(box)")
        }
        let violations = SceneRules(scene: picture.scene, layouts: picture.layouts).violations()
        #expect(violations.isEmpty, "\(violations)")
    }
}
