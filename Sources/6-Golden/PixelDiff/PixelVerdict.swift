/// How many differing pixels a comparison may find and still pass. With no limit given, no
/// pixel may differ.
public struct PixelBudget: Equatable, Sendable {
    /// At most this many pixels.
    public var maximumPixels: Int?
    /// At most this fraction of all pixels (0.001 is 0.1 %).
    public var maximumRatio: Double?

    public init(maximumPixels: Int? = nil, maximumRatio: Double? = nil) {
        (self.maximumPixels, self.maximumRatio) = (maximumPixels, maximumRatio)
    }

    /// `at most 10 pixels and at most 0.1 % of pixels`, or `no pixel may differ`.
    public var description: String {
        var limits: [String] = []
        if let maximumPixels { limits.append("at most \(maximumPixels) \(maximumPixels == 1 ? "pixel" : "pixels")") }
        if let maximumRatio { limits.append("at most \(PixelVerdict.percent(maximumRatio)) % of pixels") }
        return limits.isEmpty ? "no pixel may differ" : limits.joined(separator: " and ")
    }
}

/// What a pixel comparison means for a check: whether it passes its budget, and the words
/// every tool says it in (`visual diff`, `visual check`, the snapshot strategy).
public struct PixelVerdict: Equatable, Sendable {
    public let result: DiffResult
    public let budget: PixelBudget

    public init(_ result: DiffResult, budget: PixelBudget) {
        (self.result, self.budget) = (result, budget)
    }

    /// Within every limit of the budget.
    public var passes: Bool {
        if budget.maximumPixels == nil && budget.maximumRatio == nil { return result.differingPixels == 0 }
        if let maximumPixels = budget.maximumPixels, result.differingPixels > maximumPixels { return false }
        if let maximumRatio = budget.maximumRatio, result.differingFraction > maximumRatio { return false }
        return true
    }

    /// `143 pixels differ (0.11 %)`, `1 pixel differs (< 0.01 %)`: the count first, as
    /// the contract puts it.
    public var summary: String {
        Self.summary(differingPixels: result.differingPixels, of: result.pixelCount)
    }

    /// `143 pixels differ (0.11 %)` for a count of differing pixels among `pixelCount`.
    public static func summary(differingPixels count: Int, of pixelCount: Int) -> String {
        let share = pixelCount == 0 ? 0 : Double(count) / Double(pixelCount) * 100
        let shown = count > 0 && share < 0.005 ? "< 0.01" : String(format: "%.2f", share)
        return "\(count) \(count == 1 ? "pixel differs" : "pixels differ") (\(shown) %)"
    }

    /// `over budget: at most 10 pixels` when the comparison fails, else nil.
    public var failure: String? {
        passes ? nil : "over budget: \(budget.description)"
    }

    static func percent(_ ratio: Double) -> String {
        String(format: "%g", ratio * 100)
    }
}
