import Foundation

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
/// - `formatFile`: a number written into format-file text by a front end (an Interface
///   Builder document's constants, a stack view's spacing): plain decimals, as the file has
///   no exponents, exact to the Double where that takes no exponent.
public enum NumberText {
    public static func exact(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A constant added in an equation of format-file text: ` + 8`, ` - 2.5`, or nothing for 0.
    public static func formatFileConstant(_ value: Double) -> String {
        value == 0 ? "" : value < 0 ? " - \(formatFile(-value))" : " + \(formatFile(value))"
    }

    public static func formatFile(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0" : String(Int(value)) }
        let shortest = String(value)
        if !shortest.contains("e") { return shortest }
        var fixed = String(format: "%.12f", value)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.removeLast() }
        return fixed == "-0" ? "0" : fixed
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
