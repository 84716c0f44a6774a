import LayoutChanges
import TextFormats

/// The layout layer of a golden comparison: frames must match within `tolerance` points.
///
/// Made from the one layout diff (`LayoutChanges`): its field-level differences are the
/// findings that fail (in the order of the golden's views, so the first line of a report is
/// the first view that moved), its view changes the summary a failure shows. Changed
/// warnings are findings too, notes only: worth reading, but a warning alone never fails
/// a check.
public struct LayoutComparison: Equatable, Sendable {
    /// Everything that differs, failures and notes in the order found.
    public var findings: [LayoutFinding]
    /// What changed, view by view, largest first (moves relative to the container unless
    /// compared with `absolute`), for the report and the overlay.
    public var changes: LayoutChanges

    /// Compares a golden (`expected`) with a fresh layout (`actual`).
    public init(expected: LayoutSnapshot, actual: LayoutSnapshot, tolerance: Double = 0.01, absolute: Bool = false) {
        changes = LayoutChanges(before: expected.framed, after: actual.framed, tolerance: tolerance, absolute: absolute)
        let expectedWarnings = Set(expected.warnings), actualWarnings = Set(actual.warnings)
        findings = changes.differences.map(LayoutFinding.frame)
            + expected.warnings.filter { !actualWarnings.contains($0) }.map(LayoutFinding.warningGone)
            + actual.warnings.filter { !expectedWarnings.contains($0) }.map(LayoutFinding.newWarning)
    }

    public var matches: Bool { !findings.contains(where: \.fails) }

    /// What makes the comparison fail, one line each (`label.width: expected 240, got 230`).
    public var failures: [String] { findings.filter(\.fails).map(\.description) }

    /// What changed without failing it (warnings), one line each.
    public var notes: [String] { findings.filter { !$0.fails }.map(\.description) }
}

/// One thing the layout layer found.
public enum LayoutFinding: Equatable, Sendable, CustomStringConvertible {
    /// A field of the recorded layout that differs: fails the check.
    case frame(FrameDifference)
    /// A warning of the golden that the layout no longer has.
    case warningGone(String)
    /// A warning the golden did not have.
    case newWarning(String)

    public var fails: Bool {
        if case .frame = self { return true }
        return false
    }

    /// `label.width: expected 240, got 230`; `new warning: 3:1: …`.
    public var description: String {
        switch self {
        case .frame(.canvas(let before, let after)):
            "canvas: expected \(Self.number(before.width)) × \(Self.number(before.height)), "
                + "got \(Self.number(after.width)) × \(Self.number(after.height))"
        case .frame(.removed(let key)): "\(key): expected in the layout, but the file no longer has it"
        case .frame(.added(let key)): "\(key): new in the layout, not in the golden"
        case .frame(.parent(let key, let before, let after)):
            "\(key).parent: expected \(before ?? "the canvas"), got \(after ?? "the canvas")"
        case .frame(.frame(let key, let field, let before, let after)):
            "\(key).\(field.rawValue): expected \(Self.number(before)), got \(Self.number(after))"
        case .warningGone(let warning): "warning gone: \(warning)"
        case .newWarning(let warning): "new warning: \(warning)"
        }
    }

    private static func number(_ value: Double) -> String { NumberText.thousandths(value) }
}
