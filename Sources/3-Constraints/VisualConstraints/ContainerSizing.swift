import VisualSyntax

/// The constraints that give a container its size (docs/format-file.md "Sizes, canvas and
/// fitting"): a fixed side is a required `==`; a `fit` side requires the container to be
/// at least as large as its rows (RQVisual's minimum, corrected) and pulls it to 0 below
/// every priority a file can write.
///
/// Kept as a value so that the root canvas's constraints can be made again for another
/// size (`ConstraintSystem.canvasConstraints(width:height:)`) without rebuilding the rest.
struct ContainerSizing {
    let view: LayoutView
    /// The container's `canvas` setting, where it is written.
    let range: SourceRange?
    /// Each row's minimum width, with the row it belongs to.
    let rowWidths: [(width: Double, range: SourceRange)]
    /// The rows' minimum height together, with the first row; nil without rows.
    let rowsHeight: (height: Double, range: SourceRange)?

    /// The required sizes of the fixed sides (nil = `fit`).
    func fixed(width: Double?, height: Double?) -> [GeneratedConstraint] {
        var sizes: [GeneratedConstraint] = []
        if let width {
            sizes.append(.make(.view(view, .width), .equal, nil, constant: width, range: range, reason: "canvas width"))
        }
        if let height {
            sizes.append(.make(.view(view, .height), .equal, nil, constant: height, range: range, reason: "canvas height"))
        }
        return sizes
    }

    /// The rows' minimums and the fitting pull of the `fit` sides.
    func fitting(width fitsWidth: Bool, height fitsHeight: Bool) -> [GeneratedConstraint] {
        var constraints: [GeneratedConstraint] = []
        if fitsWidth {
            for (width, rowRange) in rowWidths {
                constraints.append(.make(.view(view, .width), .greaterThanOrEqual, nil, constant: width,
                                         range: rowRange, reason: "row minimum width", implicit: true))
            }
            constraints.append(.make(.view(view, .width), .equal, nil, priority: ConstraintSystemBuilder.fittingPriority,
                                     range: range, reason: "fitting width", implicit: true))
        }
        if fitsHeight {
            if let (height, rowRange) = rowsHeight {
                constraints.append(.make(.view(view, .height), .greaterThanOrEqual, nil, constant: height,
                                         range: rowRange, reason: "rows minimum height", implicit: true))
            }
            constraints.append(.make(.view(view, .height), .equal, nil, priority: ConstraintSystemBuilder.fittingPriority,
                                     range: range, reason: "fitting height", implicit: true))
        }
        return constraints
    }
}

/// The constraints on the root canvas's size, in the two places a fresh build puts them:
/// the fixed sides right after the canvas origin, the `fit` sides' constraints last.
public struct CanvasConstraints: @unchecked Sendable {
    public var fixed: [GeneratedConstraint]
    public var fitting: [GeneratedConstraint]

    /// Both groups, fixed first.
    public var all: [GeneratedConstraint] { fixed + fitting }
}
