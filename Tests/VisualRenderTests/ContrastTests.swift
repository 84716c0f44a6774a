import Testing
@testable import VisualRender

/// Every text on every fill it can be drawn on meets WCAG AA in all three themes: 4.5 : 1,
/// or 3 : 1 for bold text of 14 points and more. Translucent fills are composited over
/// what lies under them (the canvas), as the picture shows them.
@Suite struct ContrastTests {
    /// WCAG's relative luminance of an opaque colour.
    static func luminance(_ color: Color) -> Double {
        func channel(_ value: Double) -> Double {
            value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055).pow(2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    static func contrast(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` painted over the opaque `bottom`.
    static func over(_ top: Color, _ bottom: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a))
    }

    struct Pair {
        let what: String
        let text: Color
        let background: Color
        let size: Double
        let bold: Bool
        var needed: Double { bold && size >= 14 ? 3 : 4.5 }
    }

    /// Every (text, background) pair the painter can draw, for one theme.
    static func pairs(_ theme: Theme) -> [Pair] {
        let p = theme.palette
        let canvas = p.canvas, sheet = p.sheet
        let hues = ViewHue.all
        var pairs: [Pair] = []
        func add(_ what: String, _ text: Color, on background: Color, size: Double, bold: Bool = false) {
            pairs.append(Pair(what: what, text: over(text, background), background: background, size: size, bold: bold))
        }
        for hue in hues {
            let fill = over(p.fill(hue), canvas)
            let containerFill = over(p.fill(hue).withAlpha(p.fill(hue).alpha * 0.6), canvas)
            for background in [fill, containerFill] {
                add("view text on fill \(hue)", p.text, on: background, size: 15)
                // Tags inside their own box or an ancestor's, of any hue.
                for nameHue in hues {
                    add("name \(nameHue) on fill \(hue)", p.name(nameHue), on: background, size: Face.viewName.size,
                        bold: true)
                }
                add("size on fill \(hue)", p.secondaryText, on: background, size: Face.viewSize.size)
            }
            add("name \(hue) on canvas", p.name(hue), on: canvas, size: Face.viewName.size, bold: true)
            add("callout on name \(hue)", p.calloutText, on: over(p.name(hue), canvas), size: Face.viewName.size,
                bold: true)
        }
        add("size on canvas", p.secondaryText, on: canvas, size: Face.viewSize.size)
        add("button title", p.onAccent, on: over(p.buttonFill, canvas), size: 15, bold: true)
        add("field text", p.fieldText, on: over(p.fieldFill, canvas), size: 15)
        add("written spacing value", p.guideLabelText, on: over(p.pillFill, canvas), size: Face.guide.size, bold: true)
        add("default spacing value", p.implicitGuideText, on: canvas, size: Face.guide.size, bold: true)
        add("unmet spacing value", p.onConflict, on: over(p.conflict, canvas), size: Face.guide.size, bold: true)
        add("conflict marker", p.onConflict, on: over(p.conflict, canvas), size: Face.marker.size, bold: true)
        add("ambiguity marker", p.onAmbiguous, on: over(p.ambiguous, canvas), size: Face.marker.size, bold: true)
        add("title", p.text, on: sheet, size: Face.title.size, bold: true)
        add("caption, legend, key", p.secondaryText, on: sheet, size: Face.legend.size)
        add("row name in the margin", p.rowLabel, on: sheet, size: Face.rowLabel.size, bold: true)
        add("row name on its band", p.rowLabel, on: over(p.rowBand, canvas), size: Face.rowLabel.size, bold: true)
        add("safe area label", p.secondaryText, on: over(p.safeArea, canvas), size: Face.inset.size)
        add("spacer size", p.secondaryText, on: canvas, size: Face.viewSize.size)
        return pairs
    }

    @Test(arguments: Theme.allCases)
    func everyTextMeetsAA(theme: Theme) {
        let failing = Self.pairs(theme).filter { Self.contrast($0.text, $0.background) < $0.needed }
        let listed = failing.map { "\($0.what) \((Self.contrast($0.text, $0.background) * 100).rounded() / 100)" }
        #expect(failing.isEmpty, "\(listed.joined(separator: "; "))")
    }

    /// The smallest text of a picture at scale 1 is 10 pixels.
    @Test func noTextSmallerThanTenPixels() throws {
        let picture = try render("card.visual")
        let sizes = picture.scene.labels.map(\.size) + picture.scene.texts.map(\.size)
            + [Face.viewName.size, Face.viewSize.size, Face.guide.size, Face.marker.size]
        #expect(sizes.allSatisfy { $0 >= 10 }, "\(sizes.filter { $0 < 10 })")
    }
}

private extension Double {
    func pow(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}

import Foundation
