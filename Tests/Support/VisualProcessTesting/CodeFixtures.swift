/// Source code that several test targets scan.
public enum CodeFixtures {
    /// A positional helper as apps write it (`addConstraintsWithFormat(format:views:)`, its
    /// views bound as `v0`, `v1`, …), in a file of its own or above the code that calls it.
    public static let addConstraintsWithFormat = """
        extension UIView {
            func addConstraintsWithFormat(format: String, views: UIView...) {
                var named = [String: UIView]()
                for (index, view) in views.enumerated() { named["v\\(index)"] = view }
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
            }
        }

        """
}
