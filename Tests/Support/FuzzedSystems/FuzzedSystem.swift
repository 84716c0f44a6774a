import Cassowary
import SeededRandom

/// A random feasible system as `cassowary-bench fuzz` builds it, so that a seed the
/// fuzzer reports can be replayed in a test.
///
/// Every constraint uses one to three variables with coefficients from
/// {1, -1, 2, -2, 0.5, 3}. Half are required and hold at a hidden integer solution
/// (so together they are feasible); the others are optional, at a random priority,
/// aiming up to 60 away from it. Dense on purpose: 300 constraints on 80 variables
/// drive hundreds of pivots through a tableau whose cells reach 1e4.
public struct FuzzedSystem {
    /// The constraints in the order to add them, each with whether it is required.
    public let constraints: [(constraint: Constraint, isRequired: Bool)]

    public init(seed: Int, variables variableCount: Int, constraints constraintCount: Int) {
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3]
        let priorities: [Priority] = [0.5, 1, 100, .low, .medium, .high, 999]
        var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 1)
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        let hidden = variables.map { _ in Double(random.int(-300...300)) }
        var constraints: [(Constraint, Bool)] = []
        for _ in 0..<constraintCount {
            var picked: [Int] = []
            let count = random.int(1...3)
            while picked.count < count {
                let i = random.int(0...(variableCount - 1))
                if !picked.contains(i) { picked.append(i) }
            }
            var expression = Expression()
            var value = 0.0
            for i in picked {
                let c = random.pick(coefficients)
                expression = expression + c * variables[i]
                value += c * hidden[i]
            }
            if random.int(0...1) == 0 {
                switch random.int(0...2) {
                case 0: constraints.append((expression == value, true))
                case 1: constraints.append((expression <= value + Double(random.int(0...30)), true))
                default: constraints.append((expression >= value - Double(random.int(0...30)), true))
                }
            } else {
                let target = value + Double(random.int(-60...60))
                let priority = random.pick(priorities)
                switch random.int(0...2) {
                case 0: constraints.append(((expression == target).priority(priority), false))
                case 1: constraints.append(((expression <= target).priority(priority), false))
                default: constraints.append(((expression >= target).priority(priority), false))
                }
            }
        }
        self.constraints = constraints
    }
}
