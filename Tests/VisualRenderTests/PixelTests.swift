import Foundation
import Geometry
import Testing
@testable import VisualRender

/// Real renders, read back pixel by pixel: things are drawn where the layout put them.
@Suite struct PixelTests {
    /// Hatching fills the spacer's frame and nothing around it.
    @Test(arguments: [1, 2, 3])
    func hatchStaysInsideTheSpacer(scale: Int) throws {
        let picture = try render("spacer.visual", options: RenderOptions(scale: scale, showsGuides: false))
        let pixels = try Pixels(png: picture.bytes)
        let spacer = try #require(picture.scene.views.first { $0.isSpacer })
        #expect(spacer.rect == Rect(x: picture.scene.frames[0].rect.x + 40, y: picture.scene.frames[0].rect.y + 30,
                                     width: 80, height: 40))
        let s = Double(scale)
        // Inside: the lower half (the upper holds the spacer's size), away from the dashed outline.
        var dark = 0, total = 0
        for y in Int((spacer.rect.midY + 2) * s)..<Int((spacer.rect.maxY - 2) * s) {
            for x in Int((spacer.rect.x + 2) * s)..<Int((spacer.rect.maxX - 2) * s) {
                total += 1
                if pixels.luminance(x, y) < 0.9 { dark += 1 }
            }
        }
        #expect(Double(dark) / Double(total) > 0.05, "hatching covers \(dark) of \(total) pixels")
        // Around it, 1 to 10 points out: no line at all (only the canvas and the row's faint band).
        var strays: [(Int, Int)] = []
        let outer = spacer.rect.insetBy(-10), inner = spacer.rect.insetBy(-1)
        for y in Int(outer.y * s)..<Int(outer.maxY * s) {
            for x in Int(outer.x * s)..<Int(outer.maxX * s) {
                let point = Rect(x: Double(x) / s, y: Double(y) / s, width: 1 / s, height: 1 / s)
                if inner.overlapArea(point) == 0 && pixels.luminance(x, y) < 0.9 { strays.append((x, y)) }
            }
        }
        #expect(strays.isEmpty, "hatch pixels outside the spacer at \(strays.prefix(5))")
    }

    /// The only guide's line, ticks and value all lie in the gap: every pixel that turning
    /// guides on changes inside the canvas is within the gap; the value label is centred in it.
    @Test(arguments: [1, 2])
    func guideLabelSitsInsideItsGap(scale: Int) throws {
        let with = try render("gap.visual", options: RenderOptions(scale: scale))
        let without = try render("gap.visual", options: RenderOptions(scale: scale, showsGuides: false))
        let guide = try #require(with.scene.guides.first)
        #expect(with.scene.guides.count == 1)
        #expect(guide.label == "80")
        let a = try #require(with.scene.views.first { $0.name == "a" }).rect
        let b = try #require(with.scene.views.first { $0.name == "b" }).rect
        let gap = Rect(x: a.maxX, y: a.y, width: b.x - a.maxX, height: a.height)
        #expect(gap.width == 80)
        #expect(gap.contains(guide.pill!), "label at \(guide.pill!), gap \(gap)")
        #expect(abs(guide.pill!.midX - gap.midX) < 0.01)

        let on = try Pixels(png: with.bytes), off = try Pixels(png: without.bytes)
        let canvas = with.scene.frames[0].rect
        let s = Double(scale)
        var changed = 0, outside: [(Int, Int)] = []
        // The ticks are a point wide and centred on the gap's edges: half a point may fall outside.
        let allowed = gap.insetBy(-0.5)
        for y in Int(canvas.y * s)..<Int(canvas.maxY * s) {
            for x in Int(canvas.x * s)..<Int(canvas.maxX * s) where on.raw(x, y) != off.raw(x, y) {
                changed += 1
                let point = Rect(x: Double(x) / s, y: Double(y) / s, width: 1 / s, height: 1 / s)
                if allowed.overlapArea(point) == 0 { outside.append((x, y)) }
            }
        }
        #expect(changed > 50)
        #expect(outside.isEmpty, "guide pixels outside the gap at \(outside.prefix(5))")
        // The label is drawn: its middle row holds the pill's colour and the text's.
        let row = Int(guide.pill!.midY * s)
        let colours = Set((Int(guide.pill!.x * s)..<Int(guide.pill!.maxX * s)).map { on.raw($0, row) })
        #expect(colours.count > 3)
    }

    /// A box's outline lies exactly on the frame's edge pixels at every scale: the outline's
    /// colour on the first pixels inside each edge, something else just outside.
    @Test(arguments: [1, 2, 3])
    func outlineIsWhereTheLayoutPutIt(scale: Int) throws {
        let picture = try render("gap.visual", options: RenderOptions(scale: scale, showsGuides: false))
        let pixels = try Pixels(png: picture.bytes)
        let layout = try #require(picture.layouts.first)
        let view = try #require(layout.views.first { $0.name == "a" })
        #expect((view.x, view.y, view.width, view.height) == (40, 30, 60, 40))
        let canvas = picture.scene.frames[0].rect
        let s = scale
        let left = (Int(canvas.x) + 40) * s, top = (Int(canvas.y) + 30) * s
        let right = left + 60 * s - 1, bottom = top + 40 * s - 1
        let palette = Theme.light.palette
        let outline = rgb255(palette.outline(ViewHue.of("a")))
        let fill = rgb255(palette.fill(ViewHue.of("a")))
        let midY = (top + bottom) / 2, midX = (left + right) / 2
        for inner in 0..<s {
            #expect(close(pixels.rgb(left + inner, midY), outline), "left edge column \(left + inner)")
            #expect(close(pixels.rgb(right - inner, midY), outline), "right edge column \(right - inner)")
            #expect(close(pixels.rgb(midX, top + inner), outline), "top edge row \(top + inner)")
            #expect(close(pixels.rgb(midX, bottom - inner), outline), "bottom edge row \(bottom - inner)")
        }
        let canvasColor = rgb255(palette.canvas)
        #expect(close(pixels.rgb(left - 1, midY), canvasColor))
        #expect(close(pixels.rgb(right + 1, midY), canvasColor))
        #expect(close(pixels.rgb(midX, top - 1), canvasColor))
        #expect(close(pixels.rgb(midX, bottom + 1), canvasColor))
        #expect(close(pixels.rgb(left + s, midY), fill))
        #expect(close(pixels.rgb(right - s, midY), fill))
    }

    /// Scale multiplies the pixels and nothing else: the same sheet in points.
    @Test func scaleMultipliesThePixelSize() throws {
        let one = try render("card.visual", options: RenderOptions(scale: 1))
        let three = try render("card.visual", options: RenderOptions(scale: 3))
        let a = try Pixels(png: one.bytes), b = try Pixels(png: three.bytes)
        #expect(a.width == Int(one.scene.width) && a.height == Int(one.scene.height))
        #expect(b.width == 3 * a.width && b.height == 3 * a.height)
        #expect(one.scene.views.map(\.rect) == three.scene.views.map(\.rect))
    }

    /// Each theme paints its own canvas colour.
    @Test(arguments: Theme.allCases)
    func themesPaintTheirCanvas(theme: Theme) throws {
        let picture = try render("gap.visual", options: RenderOptions(theme: theme, showsGuides: false))
        let pixels = try Pixels(png: picture.bytes)
        let canvas = picture.scene.frames[0].rect
        #expect(close(pixels.rgb(Int(canvas.x) + 2, Int(canvas.maxY) - 3), rgb255(theme.palette.canvas), tolerance: 3)
                || theme.palette.grid != nil)
        #expect(close(pixels.rgb(2, 2), rgb255(theme.palette.sheet)))
    }

    /// A guide's line never runs across another guide's value: every pill is painted after
    /// every line of its run of guides (a later line through `margin + 6 = 14` read as a
    /// stroke through it). Where a vertical line crosses a pill, the pill's top padding row
    /// has the pill's own colour at the crossing, as a point of that row away from it has.
    @Test func noGuideLineRunsAcrossAValue() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/vbautolayout-readme-top-to-item.visual").path
        let picture = try render("vbautolayout-readme-top-to-item.visual", text: try String(contentsOfFile: path, encoding: .utf8),
                                 options: RenderOptions(scale: 2))
        let pixels = try Pixels(png: picture.bytes)
        let guides = picture.scene.guides
        var crossings = 0
        for (i, guide) in guides.enumerated() {
            guard let pill = guide.pill else { continue }
            for (j, other) in guides.enumerated() where j != i && other.axis == .vertical {
                let x = other.from.x
                let (top, bottom) = (min(other.from.y, other.to.y), max(other.from.y, other.to.y))
                // Ticks reach 3.5 points past the line's ends.
                guard x > pill.x + 2, x < pill.maxX - 2, top - 3.5 < pill.y + 1, bottom + 3.5 > pill.y + 1 else { continue }
                crossings += 1
                let row = Int((pill.y + 1) * 2)
                let reference = abs(pill.x + 4 - x) > 3 ? pill.x + 4 : pill.maxX - 4
                #expect(close(pixels.rgb(Int(x * 2), row), pixels.rgb(Int(reference * 2), row), tolerance: 6),
                        "guide \(other.label)'s line across \(guide.label)'s pill")
            }
        }
        #expect(crossings > 0, "the sample has a guide's tick across another's value")
    }
}
