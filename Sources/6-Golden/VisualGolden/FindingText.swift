import TextFormats

// The plain-text words of what a check found, which the command line, GitHub annotations
// and JUnit share (the HTML page says some of it its own way): one line per finding.

extension CheckFinding: CustomStringConvertible {
    /// `label.width: expected 240, got 230`; `new warning: 3:1: …`; `pixels: 143 pixels differ (0.11 %)`.
    public var description: String {
        switch self {
        case .goldenMissing(let path): "\(path) does not exist (record mode 'never' writes no goldens)"
        case .canvasSize(let goldenWidth, let goldenHeight, let width, let height):
            "canvas: expected \(number(goldenWidth)) × \(number(goldenHeight)), got \(number(width)) × \(number(height))"
        case .viewGone(let view): "\(view): expected in the layout, but the file no longer has it"
        case .viewNew(let view): "\(view): new in the layout, not in the golden"
        case .container(let view, let golden, let now):
            "\(view).parent: expected \(golden ?? "the canvas"), got \(now ?? "the canvas")"
        case .frame(let view, let field, let golden, let now):
            "\(view).\(field.rawValue): expected \(number(golden)), got \(number(now))"
        case .pixels(let finding): "pixels: \(finding)"
        case .warningGone(let warning): "warning gone: \(warning)"
        case .newWarning(let warning): "new warning: \(warning)"
        case .comparedLayoutOnly(let changes):
            "the renderer changed (\(said(changes))): compared the layout only (--strict-renderer compares the pixels too)"
        case .masked(let views, let rectangles):
            "masked from the pixel comparison: " + (views + rectangles.map { "rectangle \($0.maskText)" }).joined(separator: ", ")
        case .rewrote(let failure): "was: \(failure)"
        case .wrote(let paths, let reason):
            switch reason {
            case .missing: "wrote the missing goldens: " + paths.joined(separator: ", ")
            case .rewroteAll: "rewrote the goldens (--record all): " + paths.joined(separator: ", ")
            case .rewroteFailed: "rewrote the goldens that differed (--record failed): " + paths.joined(separator: ", ")
            }
        }
    }

    private func number(_ value: Double) -> String { NumberText.thousandths(value) }
}

extension FailureKind: CustomStringConvertible {
    /// `the renderer changed, not the layout: cairo 1.16.0 → 1.18.0`;
    /// `the layout did not change; only the pixels differ`.
    public var description: String {
        switch self {
        case .rendererChanged(let changes, layoutChanged: true, let pixelsCompared):
            "the layout changed, and so did the renderer (\(said(changes)))" + (pixelsCompared ? "" : ": pixels not compared")
        case .rendererChanged(let changes, layoutChanged: false, _):
            "the renderer changed, not the layout: \(said(changes))"
        case .pixelsOnly:
            "the layout did not change; only the pixels differ"
        }
    }
}

/// `cairo 1.16.0 → 1.18.0; DejaVuSans.ttf: another file`.
private func said(_ changes: [RendererChange]) -> String {
    changes.map(\.description).joined(separator: "; ")
}
