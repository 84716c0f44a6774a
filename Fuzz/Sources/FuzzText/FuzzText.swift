// libFuzzer target over the whole pipeline, in memory: format-file text → syntax tree →
// constraints → solved layout → picture → PNG bytes. Built by scripts/fuzz, not by SwiftPM.
//
// A crash, a trap (overflow, index out of range, force unwrap), an AddressSanitizer report
// or a broken invariant below is a finding; a file with errors, or a picture too large to
// draw, is an ordinary answer.
import PixelDiff
import PNGCodec
import VisualLayout
import VisualRender
import VisualSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Invalid UTF-8 becomes U+FFFD: the command line refuses such a file, but the library
    // takes any String, and the replacement character is text like any other.
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var options = RenderOptions()
    // `visual render` allows 50 million pixels. Drawing that many takes seconds, which would
    // slow the fuzzer to a crawl on every `canvas 7000 x 7000` it writes; the refusal path
    // is the same code at any limit.
    options.maximumPixels = 2_000_000
    // Inputs of odd length are also drawn at two more canvas sizes side by side, as
    // `visual render --size 320xfit --size 200x480` does: the layout is re-solved
    // incrementally (the canvas constraints removed and added again).
    if size % 2 == 1 { options.sizes = resizes.map { CanvasSize(width: $0.width, height: $0.height) } }
    do {
        let picture = try PictureRenderer.render(text: text, name: "fuzz.visual", format: .png, options: options)
        check(picture)
        // The command line prints the warnings: render them as it would.
        _ = DiagnosticRenderer(source: picture.source).render(picture.diagnostics)
        if size % 2 == 1 { checkIncrementalResize(text) }
    } catch {
        // What the command line prints for an error, including the sizes of a refused picture.
        _ = error.description
        if case .layoutErrors(let diagnostics, let source) = error {
            _ = DiagnosticRenderer(source: source).render(diagnostics)
        }
    }
    return 0
}

/// What every picture the renderer returns must satisfy, whatever the text was.
private func check(_ picture: Picture) {
    for layout in picture.layouts {
        let canvas = [layout.canvasWidth, layout.canvasHeight]
        guard canvas.allSatisfy(\.isFinite) else { fatalError("non-finite canvas \(canvas)") }
        for view in layout.views {
            let frame = [view.x, view.y, view.width, view.height]
            guard frame.allSatisfy(\.isFinite) else { fatalError("non-finite frame of \(view.name): \(frame)") }
            // Every view's `>= 0` sizes are the first required constraints, so no later one
            // can break them (the tolerance is the solver's rounding).
            guard view.width >= -1e-6, view.height >= -1e-6 else {
                fatalError("negative size of \(view.name): \(frame)")
            }
        }
    }
    // The bytes are a PNG of the size the renderer says it drew (points, at scale 1).
    let image: RGBAImage
    do { image = try PNGDecoder.decode(picture.bytes) } catch { fatalError("the rendered PNG does not decode: \(error)") }
    let expected = (Int(picture.scene.width.rounded(.up)), Int(picture.scene.height.rounded(.up)))
    guard abs(image.width - expected.0) <= 1, abs(image.height - expected.1) <= 1 else {
        fatalError("PNG is \(image.width)×\(image.height), the scene \(picture.scene.width)×\(picture.scene.height)")
    }
}

private let resizes: [(width: Double?, height: Double?)] = [(320, nil), (200, 480)]

/// Re-solving for one canvas size after another must end where solving for the last size
/// alone does, whenever that layout is unique (no ambiguous view, no conflict): the solver
/// removes and adds constraints incrementally, and a fresh engine does not.
private func checkIncrementalResize(_ text: String) {
    // Two systems: an engine's solver owns the constraints of the system it is given.
    guard let first = LayoutPipeline.constraints(text: text, name: "fuzz.visual").system,
          let second = LayoutPipeline.constraints(text: text, name: "fuzz.visual").system else { return }
    let stepwise = LayoutEngine(system: first)
    for size in resizes { stepwise.resize(width: size.width, height: size.height) }
    let fresh = LayoutEngine(system: second)
    fresh.resize(width: resizes.last!.width, height: resizes.last!.height)
    let (a, b) = (stepwise.layout(), fresh.layout())
    let isUnique = { (tree: LayoutTree) in tree.views.allSatisfy { !$0.conflict && $0.ambiguous.isEmpty } }
    guard isUnique(a), isUnique(b) else { return }
    let close = { (x: Double, y: Double) in abs(x - y) <= 1e-6 * max(1, abs(x), abs(y)) }
    guard close(a.canvasWidth, b.canvasWidth), close(a.canvasHeight, b.canvasHeight), a.views.count == b.views.count
    else { fatalError("resized canvas \(a.canvasWidth)×\(a.canvasHeight), fresh \(b.canvasWidth)×\(b.canvasHeight)") }
    for (x, y) in zip(a.views, b.views) {
        let (p, q) = ([x.x, x.y, x.width, x.height], [y.x, y.y, y.width, y.height])
        guard zip(p, q).allSatisfy(close) else { fatalError("\(x.name) resized to \(p), fresh \(q)") }
    }
}
