/// Numbers in messages and printed trees: `10`, not `10.0`.
enum NumberFormatting {
    /// Whole numbers without a decimal point; others in Swift's shortest round-tripping form.
    static func shortest(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}
