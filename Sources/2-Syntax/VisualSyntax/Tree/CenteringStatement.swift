/// One of Visually's centring helpers: `centerInSuperview(a, b)`, `centerHorizontally(a, b)`, …
public struct CenteringStatement: Sendable, Equatable {
    public var function: CenteringFunction
    /// The function's name.
    public var functionRange: SourceRange
    public var views: [ViewName]
    public var range: SourceRange
}

/// The centring helpers of Visually 2.0.0.
public enum CenteringFunction: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `S.centerX == v.centerX` and `S.centerY == v.centerY` for each view.
    case centerInSuperview
    /// `S.centerX == v.centerX` for each view.
    case centerHorizontallyInSuperview
    /// `S.centerY == v.centerY` for each view.
    case centerVerticallyInSuperview
    /// `a.centerX == b.centerX` for each consecutive pair.
    case centerHorizontally
    /// `a.centerY == b.centerY` for each consecutive pair.
    case centerVertically

    /// Pairwise helpers need two views; the superview ones one.
    public var minimumViewCount: Int {
        switch self {
        case .centerInSuperview, .centerHorizontallyInSuperview, .centerVerticallyInSuperview: 1
        case .centerHorizontally, .centerVertically: 2
        }
    }

    public var description: String { rawValue }
}
