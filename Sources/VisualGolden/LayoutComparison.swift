import VisualConstraints

/// The layout layer of a golden comparison: frames must match within `tolerance` points.
///
/// Failures name the view, the field, the expected and the actual value
/// (`label.width: expected 240, got 230`), in the order of the golden's views, so the
/// first line of a report is the first view that moved. Changed warnings become notes:
/// worth reading, but a warning alone never fails a check.
public struct LayoutComparison: Equatable, Sendable {
    /// What makes the comparison fail, one line each.
    public var failures: [String]
    /// What changed without failing it (warnings).
    public var notes: [String]

    public var matches: Bool { failures.isEmpty }

    /// Compares a golden (`expected`) with a fresh layout (`actual`).
    public init(expected: LayoutSnapshot, actual: LayoutSnapshot, tolerance: Double = 0.01) {
        var failures: [String] = []
        func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) > tolerance }

        if differs(expected.canvasWidth, actual.canvasWidth) || differs(expected.canvasHeight, actual.canvasHeight) {
            failures.append("canvas: expected \(formatNumber(expected.canvasWidth)) × \(formatNumber(expected.canvasHeight)), "
                + "got \(formatNumber(actual.canvasWidth)) × \(formatNumber(actual.canvasHeight))")
        }
        let actualByName = Dictionary(actual.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let expectedNames = Set(expected.views.map(\.name))
        for golden in expected.views {
            guard let fresh = actualByName[golden.name] else {
                failures.append("\(golden.name): expected in the layout, but the file no longer has it")
                continue
            }
            if golden.parent != fresh.parent {
                failures.append("\(golden.name).parent: expected \(golden.parent ?? "the canvas"), got \(fresh.parent ?? "the canvas")")
            }
            let fields: [(String, Double, Double)] = [
                ("x", golden.x, fresh.x), ("y", golden.y, fresh.y),
                ("width", golden.width, fresh.width), ("height", golden.height, fresh.height),
            ]
            for (field, was, now) in fields where differs(was, now) {
                failures.append("\(golden.name).\(field): expected \(formatNumber(was)), got \(formatNumber(now))")
            }
        }
        for fresh in actual.views where !expectedNames.contains(fresh.name) {
            failures.append("\(fresh.name): new in the layout, not in the golden")
        }
        self.failures = failures

        let gone = expected.warnings.filter { !actual.warnings.contains($0) }
        let new = actual.warnings.filter { !expected.warnings.contains($0) }
        notes = gone.map { "warning gone: \($0)" } + new.map { "new warning: \($0)" }
    }
}
