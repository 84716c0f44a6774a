import Cassowary

/// `cassowary-bench fuzz SEEDS`: random feasible systems (required constraints built
/// around a hidden solution, optional ones anywhere). Prints every required constraint
/// the solver wrongly rejects or leaves violated, and how long each system took.
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

func fuzz(seeds: Int, variables: Int, constraints: Int, verbose: Bool, onlySeed: Int = -1) {
    let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3]
    let priorities: [Priority] = [0.5, 1, 100, .low, .medium, .high, 999]
    var failures = 0
    for seed in (onlySeed >= 0 ? onlySeed...onlySeed : 0...(seeds - 1)) {
        var random = SplitMix(state: UInt64(seed) &* 7919 &+ 1)
        let vars = (0..<variables).map { Variable("v\($0)") }
        let hidden = (0..<variables).map { _ in Double(random.int(-300...300)) }
        let solver = Solver()
        let clock = ContinuousClock()
        var added: [(Constraint, Bool)] = []
        let elapsed = clock.measure { () -> Void in
            for _ in 0..<constraints {
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
                let required = random.int(0...1) == 0
                let constraint: Constraint
                if required {
                    switch random.int(0...2) {
                    case 0: constraint = expression == value
                    case 1: constraint = expression <= value + Double(random.int(0...30))
                    default: constraint = expression >= value - Double(random.int(0...30))
                    }
                } else {
                    let target = value + Double(random.int(-60...60))
                    let p = priorities[random.int(0...(priorities.count - 1))]
                    switch random.int(0...2) {
                    case 0: constraint = (expression == target).priority(p)
                    case 1: constraint = (expression <= target).priority(p)
                    default: constraint = (expression >= target).priority(p)
                    }
                }
                let conflict = try! solver.add(constraint)
                if conflict != nil {
                    failures += 1
                    print("seed \(seed): add #\(added.count) rejected although feasible: \(constraint)")
                }
                added.append((constraint, required))
                if verbose, seed == onlySeed {
                    for (earlier, isRequired) in added where isRequired && solver.unsatisfiedConstraints.allSatisfy({ $0 !== earlier }) {
                        var value = earlier.expression.constant
                        for term in earlier.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
                        let violation: Double = switch earlier.relation {
                        case .equal: abs(value)
                        case .lessOrEqual: max(0, value)
                        case .greaterOrEqual: max(0, -value)
                        }
                        if violation > 1e-6 {
                            print("after add #\(added.count - 1) (\(constraint)): \(earlier) violated by \(violation)")
                            return
                        }
                    }
                }
            }
        }
        for (constraint, required) in added where required {
            var value = constraint.expression.constant
            for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
            let violation: Double = switch constraint.relation {
            case .equal: abs(value)
            case .lessOrEqual: max(0, value)
            case .greaterOrEqual: max(0, -value)
            }
            if violation > 1e-6 && solver.unsatisfiedConstraints.allSatisfy({ $0 !== constraint }) {
                failures += 1
                print("seed \(seed): \(constraint) violated by \(violation)")
            }
        }
        if verbose { print("seed \(seed): \(elapsed)") }
    }
    print("\(failures) failures")
}
