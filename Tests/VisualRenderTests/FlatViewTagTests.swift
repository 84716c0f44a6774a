import Testing
@testable import VisualRender

/// A view squeezed to a line (0 high or 0 wide) is drawn as a bracket and named like any
/// other view, by a tag beside it or on a leader to its line, never by a lone numbered
/// callout: on a line a number reads as a mark on another box's edge, its view nowhere.
@Suite struct FlatViewTagTests {
    /// Simplenote's popover as its document lays it out, with the names the reader gives its
    /// views: a card of three views of one box (`view3`), a content view filling one of
    /// them, and in it a strip held 240 short of its width and 50 short of its height
    /// (`visualEffectView2`, 60 × 0), with a view filling the strip.
    private static let popover = """
        canvas 414 x 383
        passthruView1.left == superview.left
        passthruView1.top == superview.top
        passthruView1.width == superview.width
        passthruView1.height == superview.height
        passthruView1 {
          margins 0 20 0 20
          view sPShadowView1 box
          view visualEffectView1 box
          view view3 box
          visualEffectView1 {
            margins 8 8 8 8
            view view1 box
            view1.left == superview.left
            view1.right == superview.right
            view1.top == superview.top
            view1.bottom == superview.bottom
            view1 {
              margins 8 8 8 8
              view visualEffectView2 box
              visualEffectView2.left == superview.left
              visualEffectView2.right == superview.right - 240
              visualEffectView2.top == superview.top
              visualEffectView2.bottom == superview.bottom - 50
              visualEffectView2 {
                margins 8 8 8 8
                view view2 box
                view2.left == superview.left
                view2.right == superview.right
                view2.top == superview.top
                view2.bottom == superview.bottom
              }
            }
          }
          sPShadowView1.leading == view3.leading
          sPShadowView1.trailing == view3.trailing
          sPShadowView1.top == view3.top
          sPShadowView1.bottom == view3.bottom
          visualEffectView1.leading == view3.leading
          visualEffectView1.trailing == view3.trailing
          visualEffectView1.top == view3.top
          visualEffectView1.bottom == view3.bottom
          view3.leading >= superview.leading + 16
          superview.trailing >= view3.trailing + 16
          view3.left == superview.left @ 999
          view3.height <= 50
          view3.width == 300 @ 999
          view3.left == superview.left + 16 @ 1
          view3.top == superview.top + 50 @ 1
          view3.height == 50 @ 1
        }
        """

    @Test func aViewSqueezedToALineIsNamedByATagNotALoneCallout() throws {
        let scene = try render("popover.visual", text: Self.popover).scene
        let strip = try #require(scene.views.first { $0.name == "visualEffectView2" })
        #expect(strip.rect.width == 60 && strip.rect.height == 0, "\(strip.rect)")
        for name in ["visualEffectView2", "view2"] {
            let tag = try #require(scene.tags.first { $0.view == name })
            #expect(tag.callout == nil, "\(name): \(tag.text) at \(tag.rect)")
            #expect(tag.text.hasPrefix(name))
            // Beside the line, or on a leader that ends on it.
            if let leader = tag.leader {
                #expect(abs(leader.1.y - strip.rect.y) < 0.5 && leader.1.x >= strip.rect.x && leader.1.x <= strip.rect.maxX,
                        "\(name): \(leader)")
            } else {
                #expect(tag.rect.insetBy(-1).intersects(strip.rect.insetBy(-0.5)), "\(name): \(tag.rect)")
            }
        }
    }
}
