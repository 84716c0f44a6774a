import Cassowary
import FuzzedSystems

/// `cassowary-bench fuzz SEEDS [VARIABLES CONSTRAINTS [SEED]]`: random feasible systems
/// (`FuzzedSystem`), added one at a time. After every add, every required constraint must
/// hold to 1e-6 and none may have been rejected. A seed stops at its first failure,
/// which is printed; the summary counts failing seeds and the worst violation seen.
func fuzz(seeds: Int, variables: Int, constraints: Int, onlySeed: Int? = nil) {
    var failingSeeds = 0
    var worst = 0.0
    let clock = ContinuousClock()
    let start = clock.now
    for seed in onlySeed.map({ $0...$0 }) ?? 0...(seeds - 1) {
        let solver = Solver()
        var required: [Constraint] = []
        adding: for (index, (constraint, isRequired)) in FuzzedSystem(seed: seed, variables: variables, constraints: constraints).constraints.enumerated() {
            if isRequired { required.append(constraint) }
            if try! solver.add(constraint) != nil {
                print("seed \(seed): add #\(index) rejected although feasible: \(constraint)")
                failingSeeds += 1
                break adding
            }
            for earlier in required {
                let off = solver.violation(of: earlier)
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
