import Geometry
import LayoutChanges

/// The layout layer of a golden comparison: frames must match within `tolerance` points.
///
/// Made from the one layout diff (`LayoutChanges`): its field-level differences are the
/// findings that fail (in the order of the golden's views, so the first line of a report is
/// the first view that moved), its view changes the summary a failure shows. Changed
/// warnings are findings too, notes only: worth reading, but a warning alone never fails
/// a check.
public struct LayoutComparison: Equatable, Sendable {
    /// Everything that differs, failures and notes in the order found.
    public var findings: [CheckFinding]
    /// What changed, view by view, largest first (moves relative to the container unless
    /// compared with `absolute`), for the report and the overlay.
    public var changes: LayoutChanges
    private var tolerance: Double

    /// Compares a golden (`expected`) with a fresh layout (`actual`).
    public init(expected: LayoutSnapshot, actual: LayoutSnapshot, tolerance: Double = 0.01, absolute: Bool = false) {
        self.tolerance = tolerance
        changes = LayoutChanges(before: expected.framed, after: actual.framed, tolerance: tolerance, absolute: absolute)
        let expectedWarnings = Set(expected.warnings), actualWarnings = Set(actual.warnings)
        findings = changes.differences.map(CheckFinding.init)
            + expected.warnings.filter { !actualWarnings.contains($0) }.map(CheckFinding.warningGone)
            + actual.warnings.filter { !expectedWarnings.contains($0) }.map(CheckFinding.newWarning)
    }

    public var matches: Bool { !findings.contains(where: \.fails) }

    /// What makes the comparison fail, in the golden's order (`label.width: expected 240, got 230`).
    public var failures: [CheckFinding] { findings.filter(\.fails) }

    /// What changed without failing it (warnings).
    public var notes: [CheckFinding] { findings.filter { !$0.fails } }

    /// The changes as a report lists them: the canvas's change of size first, then each
    /// view's, largest first (`changes.lines`, as values).
    public var viewChanges: [ViewChange] {
        guard case .canvas(let before, let after)? = changes.differences.first else { return changes.views }
        var canvas = ViewChange(key: "canvas", kind: .changed,
                                before: Rect(x: 0, y: 0, width: before.width, height: before.height),
                                after: Rect(x: 0, y: 0, width: after.width, height: after.height))
        if abs(after.width - before.width) > tolerance { canvas.dwidth = after.width - before.width }
        if abs(after.height - before.height) > tolerance { canvas.dheight = after.height - before.height }
        return [canvas] + changes.views
    }
}
