import LayoutChanges
import VisualConstraints
import NumberText

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
            failures.append("canvas: expected \(NumberText.thousandths(expected.canvasWidth)) × \(NumberText.thousandths(expected.canvasHeight)), "
                + "got \(NumberText.thousandths(actual.canvasWidth)) × \(NumberText.thousandths(actual.canvasHeight))")
        }
        let actualByKey = Dictionary(uniqueKeysWithValues: Self.keyed(actual.views))
        let expectedKeys = Set(Self.keyed(expected.views).map(\.key))
        for (key, golden) in Self.keyed(expected.views) {
            guard let fresh = actualByKey[key] else {
                failures.append("\(key): expected in the layout, but the file no longer has it")
                continue
            }
            if golden.parent != fresh.parent {
                failures.append("\(key).parent: expected \(golden.parent ?? "the canvas"), got \(fresh.parent ?? "the canvas")")
            }
            let fields: [(String, Double, Double)] = [
                ("x", golden.x, fresh.x), ("y", golden.y, fresh.y),
                ("width", golden.width, fresh.width), ("height", golden.height, fresh.height),
            ]
            for (field, was, now) in fields where differs(was, now) {
                failures.append("\(key).\(field): expected \(NumberText.thousandths(was)), got \(NumberText.thousandths(now))")
            }
        }
        for (key, _) in Self.keyed(actual.views) where !expectedKeys.contains(key) {
            failures.append("\(key): new in the layout, not in the golden")
        }
        self.failures = failures

        let expectedWarnings = Set(expected.warnings), actualWarnings = Set(actual.warnings)
        let gone = expected.warnings.filter { !actualWarnings.contains($0) }
        let new = actual.warnings.filter { !expectedWarnings.contains($0) }
        notes = gone.map { "warning gone: \($0)" } + new.map { "new warning: \($0)" }
    }

    /// Views by name (`ViewKeys.keyed`): `_spacer#2` is the second view named `_spacer`.
    private static func keyed(_ views: [LayoutSnapshot.Frame]) -> [(key: String, view: LayoutSnapshot.Frame)] {
        ViewKeys.keyed(views, name: \.name).map { ($0.key, $0.item) }
    }
}
