/// How strongly a constraint wants to hold, as in Auto Layout: 1 to 1000, 1000 required.
///
/// Priorities are strict: a constraint of a higher priority is never given up to
/// satisfy any number of constraints of lower priorities. Values between 0 and 1
/// are allowed for constraints that must lose to every written priority (a fitting
/// size, for instance).
public struct Priority: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let value: Double

    /// - Precondition: `0 < value <= 1000`.
    public init(_ value: Double) {
        precondition(value > 0 && value <= 1000, "priority \(value) is outside (0, 1000]")
        self.value = value
    }

    public static let required = Priority(1000)
    public static let high = Priority(750)
    public static let medium = Priority(500)
    public static let low = Priority(250)
    public static let fitting = Priority(50)

    public var isRequired: Bool { value >= 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }

    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension Priority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }
}
