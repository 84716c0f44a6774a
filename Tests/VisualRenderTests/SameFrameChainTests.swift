import Testing
@testable import VisualRender

/// Views sharing one box are tagged as one chain, outermost first (`SameFrameChains`).
@Suite struct SameFrameChainTests {
    /// A collection cell as Interface Builder writes it: the cell, its content view, and a
    /// media view and a group view filling the content view (the media view holding a
    /// thumbnail and a title). Tagged one by one, four tags of one size stood in a row at
    /// the box's foot; now one line names them, each view still with its own tag.
    @Test func viewsOfOneBoxReadAsOneTag() throws {
        let picture = try render("cell.visual", text: """
            canvas 309 x 289
            view cell box
            H:|[cell]|
            V:|[cell]|
            cell {
              H:|[content]|
              V:|[content]|
              content {
                H:|[media]|
                V:|[media]|
                H:|[group]|
                V:|[group]|
                media {
                  view thumb image
                  view title label "Big Buck Bunny"
                  H:|[thumb]|
                  H:|-8-[title]-8-|
                  V:|[thumb(193)]-8-[title]
                }
              }
            }
            """, format: .svg)
        let scene = picture.scene
        let chain = ["cell", "content", "media", "group"]
        let tags = try chain.map { name in try #require(scene.tags.first { $0.view == name }, "\(name) has no tag") }
        for (tag, next) in zip(tags, tags.dropFirst()) {
            #expect(tag.text.hasSuffix(" ›") && tag.callout == nil && tag.leader == nil, "\(tag.view): \(tag.text)")
            #expect(abs(next.rect.x - tag.rect.maxX) < 0.01 && next.rect.y == tag.rect.y,
                    "\(next.view) at \(next.rect) does not follow \(tag.view) at \(tag.rect)")
        }
        #expect(tags.last!.text.hasPrefix("group"))
        #expect(SceneRules(scene: scene, layouts: picture.layouts).violations().isEmpty)
    }
}
