import Cassowary
import SeededRandom

/// A random system for the solver's property tests and for `cassowary-bench fuzz`: the one
/// generator both use, so that a seed the fuzzer reports replays in a test.
///
/// Every constraint uses one to three variables with coefficients from
/// {1, -1, 2, -2, 0.5, 3}. Required constraints hold at a hidden integer solution (so
/// together they are feasible); optional ones aim up to 60 away from it at a random
/// priority, and may contradict each other and the required ones.
public struct RandomSystem {
    public let variables: [Variable]
    /// The solution every required constraint holds at.
    public let hidden: [Double]
    public var constraints: [Constraint] = []

    public static let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3]
    public static let optionalPriorities: [Priority] = [0.5, 1, 100, .low, .medium, .high, 999]

    public init(variableCount: Int, generator: inout SplitMix64) {
        variables = (0..<variableCount).map { Variable("v\($0)") }
        hidden = variables.map { _ in Double(generator.int(-300...300)) }
    }

    /// A random linear expression over one to three distinct variables, and its value at
    /// the hidden solution.
    public func randomExpression(_ generator: inout SplitMix64) -> (Expression, Double) {
        let count = min(variables.count, generator.int(1...3))
        var picked: [Int] = []
        while picked.count < count {
            let index = generator.int(0...(variables.count - 1))
            if !picked.contains(index) { picked.append(index) }
        }
        var expression = Expression()
        var value = 0.0
        for index in picked {
            let coefficient = generator.pick(Self.coefficients)
            expression = expression + coefficient * variables[index]
            value += coefficient * hidden[index]
        }
        return (expression, value)
    }

    /// A required constraint the hidden solution satisfies.
    public func randomRequired(_ generator: inout SplitMix64) -> Constraint {
        let (expression, value) = randomExpression(&generator)
        switch generator.int(0...2) {
        case 0: return expression == value
        case 1: return expression <= value + Double(generator.int(0...30))
        default: return expression >= value - Double(generator.int(0...30))
        }
    }

    /// An optional constraint with a random constant and priority.
    public func randomOptional(_ generator: inout SplitMix64) -> Constraint {
        let (expression, value) = randomExpression(&generator)
        let target = value + Double(generator.int(-60...60))
        let priority = generator.pick(Self.optionalPriorities)
        switch generator.int(0...2) {
        case 0: return (expression == target).priority(priority)
        case 1: return (expression <= target).priority(priority)
        default: return (expression >= target).priority(priority)
        }
    }

    /// Adds `count` constraints, `required.share` of every `required.of` of them required
    /// on average (an integer draw, so that 1 of 2 replays the fuzzer's seeds exactly).
    public mutating func addRandom(count: Int, required: (share: Int, of: Int) = (1, 2), _ generator: inout SplitMix64) {
        for _ in 0..<count {
            let isRequired = generator.int(0...(required.of - 1)) < required.share
            constraints.append(isRequired ? randomRequired(&generator) : randomOptional(&generator))
        }
    }

    /// Stays at distinct priorities below every other one: whatever else is tied, the
    /// lexicographic optimum is then a single point (each level pins one variable).
    public func tieBreakers(_ generator: inout SplitMix64) -> [Constraint] {
        variables.indices.map { i in
            let priority = Priority(0.001 + 0.4 * Double(i) / Double(variables.count))
            return (variables[i] == Double(generator.int(-400...400))).priority(priority).tagged("stay \(i)")
        }
    }
}

/// The system `cassowary-bench fuzz SEED` builds: `constraints` random constraints on
/// `variables` variables, half of them required, in the order to add them.
public struct FuzzedSystem {
    public let constraints: [(constraint: Constraint, isRequired: Bool)]

    public init(seed: Int, variables variableCount: Int, constraints constraintCount: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &* 7919 &+ 1)
        var system = RandomSystem(variableCount: variableCount, generator: &generator)
        system.addRandom(count: constraintCount, &generator)
        constraints = system.constraints.map { ($0, $0.isRequired) }
    }
}
