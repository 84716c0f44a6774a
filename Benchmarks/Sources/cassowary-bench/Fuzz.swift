import Cassowary

/// A small seeded generator (SplitMix64), so every fuzz seed is reproducible.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

/// How far a constraint is from holding at the solver's current values (0 when it holds).
func violation(of constraint: Constraint, in solver: Solver) -> Double {
    var value = constraint.expression.constant
    for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
    return switch constraint.relation {
    case .equal: abs(value)
    case .lessOrEqual: max(0, value)
    case .greaterOrEqual: max(0, -value)
    }
}

/// `cassowary-bench fuzz SEEDS [VARIABLES CONSTRAINTS [SEED]]`: random feasible systems
/// (required constraints built around a hidden integer solution, optional ones
/// anywhere), added one at a time. After every add, every required constraint must
/// hold to 1e-6 and none may have been rejected. A seed stops at its first failure,
/// which is printed; the summary counts failing seeds and the worst violation seen.
func fuzz(seeds: Int, variables: Int, constraints: Int, onlySeed: Int? = nil) {
    let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3]
    let priorities: [Priority] = [0.5, 1, 100, .low, .medium, .high, 999]
    var failingSeeds = 0
    var worst = 0.0
    let clock = ContinuousClock()
    let start = clock.now
    for seed in onlySeed.map({ $0...$0 }) ?? 0...(seeds - 1) {
        var random = SplitMix(state: UInt64(seed) &* 7919 &+ 1)
        let vars = (0..<variables).map { Variable("v\($0)") }
        let hidden = (0..<variables).map { _ in Double(random.int(-300...300)) }
        let solver = Solver()
        var required: [Constraint] = []
        adding: for index in 0..<constraints {
            let count = random.int(1...3)
            var picked: [Int] = []
            while picked.count < count { let i = random.int(0...(variables - 1)); if !picked.contains(i) { picked.append(i) } }
            var expression = Expression()
            var value = 0.0
            for i in picked {
                let c = coefficients[random.int(0...(coefficients.count - 1))]
                expression = expression + c * vars[i]
                value += c * hidden[i]
            }
            let constraint: Constraint
            if random.int(0...1) == 0 {
                switch random.int(0...2) {
                case 0: constraint = expression == value
                case 1: constraint = expression <= value + Double(random.int(0...30))
                default: constraint = expression >= value - Double(random.int(0...30))
                }
                required.append(constraint)
            } else {
                let target = value + Double(random.int(-60...60))
                let p = priorities[random.int(0...(priorities.count - 1))]
                switch random.int(0...2) {
                case 0: constraint = (expression == target).priority(p)
                case 1: constraint = (expression <= target).priority(p)
                default: constraint = (expression >= target).priority(p)
                }
            }
            if try! solver.add(constraint) != nil {
                print("seed \(seed): add #\(index) rejected although feasible: \(constraint)")
                failingSeeds += 1
                break adding
            }
            for earlier in required {
                let off = violation(of: earlier, in: solver)
                worst = max(worst, off)
                if off > 1e-6 {
                    print("seed \(seed): after add #\(index) (\(constraint)), \(earlier) is off by \(off)")
                    failingSeeds += 1
                    break adding
                }
            }
        }
    }
    let count = onlySeed == nil ? seeds : 1
    print("\(failingSeeds) of \(count) seeds failed; worst violation \(worst); \(clock.now - start)")
}
