/// Numbers as text, by one rule for the whole project: whole numbers without a decimal
/// point (`10`, never `10.0`), never `-0`, and as many decimals as the reader needs.
///
/// - `exact`: a number the user wrote, echoed in a message (`metric 'gap' is 2.5`), and the
///   solver's own descriptions: Swift's shortest form that reads back as the same Double.
/// - `thousandths`: what programs read and what a comparison reports (the layout JSON,
///   generated constraints, `b.x: expected 70, got 70.004`): at most three decimals, the
///   layout's own precision.
/// - `hundredths`: what people read at a glance (sizes and spacings in a picture, the
///   layout table): at most two decimals, `123.67` rather than `123.667`.
public enum NumberText {
    public static func exact(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    public static func thousandths(_ value: Double) -> String {
        rounded(value, decimals: 3)
    }

    public static func hundredths(_ value: Double) -> String {
        rounded(value, decimals: 2)
    }

    /// `value` rounded to `decimals` places (halves away from zero), `-0` as `0`.
    private static func rounded(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return String(value) }
        let scale = decimals == 2 ? 100.0 : 1000.0
        let snapped = (value * scale).rounded() / scale
        if snapped == 0 { return "0" }
        if snapped == snapped.rounded() && abs(snapped) < 1e15 { return String(Int(snapped)) }
        return String(snapped)
    }
}
