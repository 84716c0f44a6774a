// Builds the benchmark systems of Benchmarks/run in our solver and prints
// `seconds checksum`. Benchmarks/kiwi_bench.py builds the same systems in kiwisolver;
// equal checksums show both solved the same problem. Time excludes process start.
// `fuzz` checks the solver on random feasible systems instead (see Fuzz.swift).
import Cassowary

/// One view on one axis: its position and its size.
struct Span {
    let position: Variable, size: Variable
    init(_ name: String) {
        position = Variable("\(name).x")
        size = Variable("\(name).w")
    }
}

/// The chain of the issue, kiwi's worst case: x0 == 0; x_i == x_{i-1} + w_{i-1} + 10;
/// w_i >= 0; w_i == 50 @500. Three constraints a view.
func worstCaseChain(_ n: Int) -> ([Constraint], [Variable]) {
    var constraints: [Constraint] = []
    var views: [Span] = []
    for i in 0..<n {
        let view = Span("v\(i)")
        if let previous = views.last {
            constraints.append(view.position == previous.position + previous.size + 10)
        } else {
            constraints.append(view.position == 0)
        }
        constraints.append(view.size >= 0)
        constraints.append((view.size == 50).priority(500))
        views.append(view)
    }
    return (constraints, views.flatMap { [$0.position, $0.size] })
}

/// A chain with mixed priorities, four constraints a view: the worst case plus
/// w_i <= 40 + i mod 20 @750, which beats the @500 preference on some views.
func mixedChain(_ n: Int) -> ([Constraint], [Variable]) {
    var (constraints, variables) = worstCaseChain(n)
    for i in 0..<n {
        constraints.append((variables[2 * i + 1] <= Double(40 + i % 20)).priority(750))
    }
    return (constraints, variables)
}

/// A typical screen: `rows` RQVisual-like rows of five views in a 375-wide canvas of
/// fitting height: `|-[a(40)]-[b]-[c(40)]-[d]-[e(==)]-|(44)` with b and d preferring
/// 80 @250 and d <= 120 @750, rows 10 apart, the last row 10 from the bottom.
func typicalRows(_ rows: Int) -> ([Constraint], [Variable]) {
    let canvasWidth = Variable("canvas.w"), canvasHeight = Variable("canvas.h")
    var constraints: [Constraint] = [canvasWidth >= 0, canvasHeight >= 0, canvasWidth == 375,
                                     (canvasHeight == 0).priority(0.5)]
    var variables = [canvasWidth, canvasHeight]
    var previousFirst: (y: Variable, h: Variable)?
    for r in 0..<rows {
        var xs: [Variable] = [], ws: [Variable] = [], ys: [Variable] = [], hs: [Variable] = []
        for k in 0..<5 {
            xs.append(Variable("r\(r)v\(k).x")); ws.append(Variable("r\(r)v\(k).w"))
            ys.append(Variable("r\(r)v\(k).y")); hs.append(Variable("r\(r)v\(k).h"))
            constraints += [ws[k] >= 0, hs[k] >= 0]
        }
        constraints += [ws[0] == 40, ws[2] == 40, ws[4] == ws[1]]
        constraints.append(xs[0] == 10)
        for k in 1..<5 { constraints.append(xs[k] == xs[k - 1] + ws[k - 1] + 10) }
        constraints.append(canvasWidth == xs[4] + ws[4] + 10)
        constraints += [(ws[1] == 80).priority(250), (ws[3] == 80).priority(250), (ws[3] <= 120).priority(750)]
        for k in 0..<5 { constraints.append(hs[k] == 44) }
        if let previous = previousFirst {
            constraints.append(ys[0] == previous.y + previous.h + 10)
        } else {
            constraints.append(ys[0] == 10)
        }
        for k in 1..<5 { constraints.append(ys[k] == ys[0]) }
        previousFirst = (ys[0], hs[0])
        variables += xs + ws + ys + hs
    }
    constraints.append(canvasHeight >= previousFirst!.y + previousFirst!.h + 10)
    return (constraints, variables)
}

func checksum(_ solver: Solver, _ variables: [Variable]) -> Double {
    var sum = 0.0
    for (i, v) in variables.enumerated() { sum += solver.value(of: v) * Double(i % 7 + 1) }
    return sum
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let n = Int(arguments[2]) else {
    print("usage: cassowary-bench worst|mixed|rows|suggest N, or cassowary-bench fuzz SEEDS [VARIABLES CONSTRAINTS [SEED]]")
    exitWithUsage()
}

func exitWithUsage() -> Never { fatalError("bad arguments") }

let clock = ContinuousClock()
switch arguments[1] {
case "worst", "mixed", "rows":
    let (constraints, variables) = arguments[1] == "worst" ? worstCaseChain(n)
        : arguments[1] == "mixed" ? mixedChain(n) : typicalRows(n)
    let solver = Solver()
    var sum = 0.0
    let elapsed = try clock.measure {
        for constraint in constraints { try solver.add(constraint) }
        sum = checksum(solver, variables)
    }
    print(seconds(elapsed), sum)
case "fuzz":
    fuzz(seeds: n, variables: arguments.count > 3 ? Int(arguments[3])! : 80,
         constraints: arguments.count > 4 ? Int(arguments[4])! : 300,
         onlySeed: arguments.count > 5 ? Int(arguments[5]) : nil)
case "suggest":
    // 1,000 re-solves of the mixed chain of N views, dragging the first width, each
    // followed by reading every value (what a renderer needs).
    let (constraints, variables) = mixedChain(n)
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    let first = variables[1]
    try solver.addEditVariable(first, priority: 900)
    var sum = 0.0
    let elapsed = try clock.measure {
        for k in 0..<1000 {
            try solver.suggestValue(first, Double(20 + k % 60))
            sum += checksum(solver, variables)
        }
    }
    print(seconds(elapsed), sum)
default:
    exitWithUsage()
}
