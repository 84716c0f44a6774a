/// Finding a minimal set of required constraints that a rejected one conflicts with.
///
/// Phase one leaves a Farkas certificate: the symbols of the artificial objective when
/// it could not reach zero. Their constraints together with the rejected one cannot
/// hold. A deletion filter then drops every candidate whose absence keeps the set
/// infeasible; what is left is minimal: remove any one and the rest can hold.
extension Solver {
    func minimalConflict(for constraint: Constraint, certificate: [Symbol]) -> [Constraint] {
        var candidates = inAddOrder(owners(of: certificate).filter { $0.isRequired })
        if Solver.isFeasible(candidates + [constraint]) {
            // Rounding can thin a certificate out; fall back to every required
            // constraint that shares variables with this one, directly or not.
            candidates = inAddOrder(requiredConstraints(connectedTo: constraint))
            if Solver.isFeasible(candidates + [constraint]) { return candidates }
        }
        var index = 0
        while index < candidates.count {
            var trial = candidates
            trial.remove(at: index)
            if Solver.isFeasible(trial + [constraint]) {
                index += 1  // needed: keep it
            } else {
                candidates = trial
            }
        }
        return candidates
    }

    /// Whether the constraints, taken as required, can all hold at once.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver(reportsConflicts: false)
        for constraint in constraints where constraint.isRequired {
            // A constraint listed twice is the same constraint: skip the repeat.
            guard !scratch.contains(constraint) else { continue }
            do {
                if try scratch.add(constraint) != nil { return false }
            } catch {
                // Cannot happen: each constraint here already passed `add`'s checks (finite
                // numbers; repeats are skipped above). One the solver refuses could not be
                // part of a conflict anyway, so it is left out of the trial.
                continue
            }
        }
        return true
    }

    private func inAddOrder(_ constraints: [Constraint]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        return constraints
            .filter { seen.insert(ObjectIdentifier($0)).inserted && record(of: $0) != nil }
            .sorted { record(of: $0)!.order < record(of: $1)!.order }
    }

    private func requiredConstraints(connectedTo constraint: Constraint) -> [Constraint] {
        var byVariable: [ObjectIdentifier: [Constraint]] = [:]
        for record in recordsInAddOrder where record.constraint.isRequired {
            for term in record.constraint.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(record.constraint)
            }
        }
        var found: [ObjectIdentifier: Constraint] = [:]
        var seenVariables = Set<ObjectIdentifier>()
        var queue = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = queue.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for other in byVariable[variable] ?? [] where found[ObjectIdentifier(other)] == nil {
                found[ObjectIdentifier(other)] = other
                queue += other.expression.terms.map { ObjectIdentifier($0.variable) }
            }
        }
        return Array(found.values)
    }
}
