import Geometry
import VisualLayout
import Testing
@testable import VisualRender

/// A layout whose `fit` height solves to 0 (a fragment whose container gives it its height,
/// as most layouts read from code are) is drawn a second time beside itself, solved in a
/// container that sets the height: ResearchKit's web views, cells and panes were 375 × 0
/// lines, 28 of its 50 layouts.
@Suite struct OpenSidePreviewTests {
    @Test func aLayoutWithNoHeightOfItsOwnIsDrawnAgainInAContainer() throws {
        let picture = try PictureRenderer.render(text: """
            canvas 375 x fit
            view web box
            view title label "Terms"
            H:|-8-[web]-8-|
            V:|[web]|
            title.centerX == web.centerX
            title.centerY == web.centerY
            """, name: "fragment.visual", format: .png, options: RenderOptions(scale: 1))
        // The layout itself is the file's: fit is the smallest height the constraints allow.
        #expect(picture.layouts[0].canvasHeight == 0)
        #expect(picture.scene.frames.map(\.height) == [0, OpenSidePreview.height])
        #expect(picture.frameNames == [nil, "height set by its container"])
        let web = try #require(picture.layouts[1].views.first { $0.name == "web" })
        #expect(web.height == OpenSidePreview.height && web.width == 359)
        let captions = picture.scene.items.compactMap { item -> String? in
            if case .label(let label) = item, label.role == .caption { label.text } else { nil }
        }
        #expect(captions == ["375 × 0", "height set by its container · 375 × 200"])
        // The file's own warnings only: nothing is said of the second frame's size.
        #expect(picture.diagnostics == picture.layouts[0].diagnostics)
    }

    /// In a container of a set height, views the fitting pull placed may be left open: the
    /// second frame shows it (its badges), but the file's warnings stay the file's own.
    @Test func theSecondFramesWarningsAreNotTheFiles() throws {
        let picture = try PictureRenderer.render(text: """
            canvas 375 x fit
            view header box
            view preview box
            view footer box
            H:|[header]|
            H:|[preview]|
            H:|[footer]|
            V:|[header]-(>=0)-|
            V:|[preview]|
            footer.bottom == superview.bottom
            """, name: "camera.visual", format: .png, options: RenderOptions(scale: 1))
        #expect(picture.layouts.count == 2)
        let own = Set(picture.layouts[0].diagnostics)
        #expect(picture.layouts[1].diagnostics.contains { !own.contains($0) }, "\(picture.layouts[1].diagnostics)")
        #expect(picture.diagnostics == picture.layouts[0].diagnostics, "\(picture.diagnostics)")
    }

    /// A side written as a number, a fit side the constraints give a size, or a view flat
    /// because its height is left ambiguous rather than to the container: one frame.
    @Test(arguments: [
        "canvas 375 x 120\nview a box\nH:|[a]|\nV:|[a]|",
        "canvas 375 x fit\nview a label \"Name\"\nH:|[a]|\nV:|-[a]-|",
        "canvas 375 x fit\nview a box\nH:|[a]|",
        // In a container 200 high this would fail (`V:|[a]|` against `≤ 100`); at its own size not.
        "canvas 375 x fit\nview a box\nH:|[a]|\nV:|[a]|\na.height <= 100",
    ])
    func noSecondFrameWhenTheContainerWouldNotChangeIt(text: String) throws {
        let picture = try PictureRenderer.render(text: text, name: "one.visual", format: .png,
                                                 options: RenderOptions(scale: 1))
        #expect(picture.scene.frames.count == 1)
    }

    /// `--size` draws the sizes asked for, and nothing else.
    @Test func sizesAskedForAreDrawnAsAsked() throws {
        var options = RenderOptions(scale: 1)
        options.sizes = [CanvasSize(width: 375, height: nil)]
        let picture = try PictureRenderer.render(text: "canvas 375 x fit\nview a box\nH:|[a]|\nV:|[a]|",
                                                 name: "sized.visual", format: .png, options: options)
        #expect(picture.scene.frames.count == 1)
    }
}

/// A frame's caption wider than what the frame draws (a xib's small top-level control,
/// `pixellatePopUpButton · 100 × 16`) does not run into the next frame's.
@Suite struct FrameCaptionTests {
    @Test func theNextFrameStartsPastACaption() throws {
        let narrow = try #require(LayoutPipeline.layout(text: "canvas 40 x 16\nview a box\nH:|[a]|\nV:|[a]|", name: "n").tree)
        let wide = try #require(LayoutPipeline.layout(text: "canvas 200 x 40\nview b box\nH:|[b]|\nV:|[b]|", name: "w").tree)
        let (_, scene) = try PictureRenderer.draw([narrow, wide], frameNames: ["pixellatePopUpButtonTemplate", "bar"],
                                                  name: "doc.xib", format: .png, options: RenderOptions(scale: 1))
        let captions = scene.items.compactMap { item -> Geometry.Rect? in
            if case .label(let label) = item, label.role == .caption { label.rect } else { nil }
        }
        #expect(captions.count == 2)
        #expect(captions[0].maxX < captions[1].x, "\(captions)")
    }
}
