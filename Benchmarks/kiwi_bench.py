"""The systems of Sources/cassowary-bench/main.swift, built in kiwisolver.

Prints `seconds checksum`. Time is measured inside Python with perf_counter around
building, solving and reading the values, so interpreter start and imports are
excluded. Priorities map to kiwi strengths of the same order: 900 twice strong, 750 strong, 500
medium, 250 weak, 0.5 (fitting) a thousandth of weak. kiwi folds them into one float
weight; the benchmark systems are small enough that the result is the same as with
strict priorities, which the equal checksums confirm.
"""
import sys
import time

import kiwisolver as kiwi

STRENGTH = {1000: "required", 900: kiwi.strength.create(2, 0, 0), 750: kiwi.strength.strong,
            500: kiwi.strength.medium, 250: kiwi.strength.weak, 0.5: kiwi.strength.create(0, 0, 0.001)}


def at(constraint, priority):
    return constraint | STRENGTH[priority]


def worst_case_chain(n):
    constraints, variables, previous = [], [], None
    for i in range(n):
        x, w = kiwi.Variable(f"v{i}.x"), kiwi.Variable(f"v{i}.w")
        constraints.append(x == previous[0] + previous[1] + 10 if previous else x == 0)
        constraints.append(w >= 0)
        constraints.append(at(w == 50, 500))
        previous = (x, w)
        variables += [x, w]
    return constraints, variables


def mixed_chain(n):
    constraints, variables = worst_case_chain(n)
    for i in range(n):
        constraints.append(at(variables[2 * i + 1] <= 40 + i % 20, 750))
    return constraints, variables


def typical_rows(rows):
    cw, ch = kiwi.Variable("canvas.w"), kiwi.Variable("canvas.h")
    constraints = [cw >= 0, ch >= 0, cw == 375, at(ch == 0, 0.5)]
    variables = [cw, ch]
    previous_first = None
    for r in range(rows):
        xs = [kiwi.Variable(f"r{r}v{k}.x") for k in range(5)]
        ws = [kiwi.Variable(f"r{r}v{k}.w") for k in range(5)]
        ys = [kiwi.Variable(f"r{r}v{k}.y") for k in range(5)]
        hs = [kiwi.Variable(f"r{r}v{k}.h") for k in range(5)]
        for k in range(5):
            constraints += [ws[k] >= 0, hs[k] >= 0]
        constraints += [ws[0] == 40, ws[2] == 40, ws[4] == ws[1]]
        constraints.append(xs[0] == 10)
        for k in range(1, 5):
            constraints.append(xs[k] == xs[k - 1] + ws[k - 1] + 10)
        constraints.append(cw == xs[4] + ws[4] + 10)
        constraints += [at(ws[1] == 80, 250), at(ws[3] == 80, 250), at(ws[3] <= 120, 750)]
        for k in range(5):
            constraints.append(hs[k] == 44)
        if previous_first:
            constraints.append(ys[0] == previous_first[0] + previous_first[1] + 10)
        else:
            constraints.append(ys[0] == 10)
        for k in range(1, 5):
            constraints.append(ys[k] == ys[0])
        previous_first = (ys[0], hs[0])
        variables += xs + ws + ys + hs
    constraints.append(ch >= previous_first[0] + previous_first[1] + 10)
    return constraints, variables


def checksum(solver, variables):
    solver.updateVariables()
    return sum(v.value() * (i % 7 + 1) for i, v in enumerate(variables))


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    if kind in ("worst", "mixed", "rows"):
        build = {"worst": worst_case_chain, "mixed": mixed_chain, "rows": typical_rows}[kind]
        constraints, variables = build(n)
        solver = kiwi.Solver()
        start = time.perf_counter()
        for c in constraints:
            solver.addConstraint(c)
        total = checksum(solver, variables)
        elapsed = time.perf_counter() - start
    elif kind == "suggest":
        constraints, variables = mixed_chain(n)
        solver = kiwi.Solver()
        for c in constraints:
            solver.addConstraint(c)
        first = variables[1]
        solver.addEditVariable(first, STRENGTH[900])
        total = 0.0
        start = time.perf_counter()
        for k in range(1000):
            solver.suggestValue(first, 20 + k % 60)
            total += checksum(solver, variables)
        elapsed = time.perf_counter() - start
    else:
        sys.exit("usage: kiwi_bench.py worst|mixed|rows|suggest N")
    print(elapsed, total)


if __name__ == "__main__":
    main()
