import Testing

/// A view's expected frame, relative to its parent: `("label", 60, 0, 240, 60)`.
typealias ExpectedFrame = (name: String, x: Double, y: Double, width: Double, height: Double)

/// The frame of a JSON view, or nil when a field is missing.
func frame(of view: JSONValue) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard let x = view["x"]?.number, let y = view["y"]?.number,
          let width = view["width"]?.number, let height = view["height"]?.number else { return nil }
    return (x, y, width, height)
}

/// Checks the `views` of `visual layout --format json` output: exactly these views, in this
/// order (the order of first appearance), each frame within 0.01.
func expectViews(_ layout: JSONValue, _ expected: [ExpectedFrame],
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let views = layout["views"]?.array else {
        Issue.record("no views array in \(layout)", sourceLocation: sourceLocation)
        return
    }
    #expect(views.map { $0["name"]?.string ?? "?" } == expected.map(\.name), sourceLocation: sourceLocation)
    for (view, expected) in zip(views, expected) {
        guard let actual = frame(of: view) else {
            Issue.record("view without a frame: \(view)", sourceLocation: sourceLocation)
            continue
        }
        let close = abs(actual.x - expected.x) <= 0.01 && abs(actual.y - expected.y) <= 0.01
            && abs(actual.width - expected.width) <= 0.01 && abs(actual.height - expected.height) <= 0.01
        #expect(close, "\(expected.name): got \(actual), expected (\(expected.x), \(expected.y), \(expected.width), \(expected.height))",
                sourceLocation: sourceLocation)
    }
}

/// Checks the canvas size of `visual layout --format json` output, within 0.01.
func expectCanvas(_ layout: JSONValue, _ width: Double, _ height: Double,
                  sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let actual = (layout["canvas"]?["width"]?.number, layout["canvas"]?["height"]?.number)
    let close = actual.0.map { abs($0 - width) <= 0.01 } == true && actual.1.map { abs($0 - height) <= 0.01 } == true
    #expect(close, "canvas: got \(actual), expected \(width) x \(height)", sourceLocation: sourceLocation)
}

/// The messages of the JSON `diagnostics` array.
func diagnosticMessages(_ layout: JSONValue) -> [String] {
    layout["diagnostics"]?.array?.compactMap { $0["message"]?.string } ?? []
}

/// The JSON view named `name` (the first, for spacers).
func view(_ layout: JSONValue, _ name: String) -> JSONValue? {
    layout["views"]?.array?.first { $0["name"]?.string == name }
}
