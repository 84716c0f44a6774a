/// Finding a minimal set of required constraints that a rejected one conflicts with.
///
/// Phase one leaves a Farkas certificate: the rejected constraint's row over the final
/// basis, whose symbols are the markers of the constraints that, combined with it by the
/// row's coefficients (their multipliers), prove it cannot hold. Those constraints and
/// the rejected one cannot hold together; the set is minimal when no part of it is itself
/// contradictory.
///
/// Two ways to make sure of that:
/// - **Proof by rank**, in one pass: every multiplier nonzero and the set's coefficient
///   rows of rank one less than their count mean the certificate is the only way to
///   combine them into a contradiction, so dropping any member leaves a set that can hold
///   (see `ConstraintRank`). A conflict of a long chain (2,000 views in one VFL line that
///   cannot fit) is proved minimal in the time of one solve.
/// - **Otherwise, QuickXplain** (Junker's divide and conquer): when the certificate holds
///   more than is needed, or rounding leaves the proof in doubt, halves of the candidates
///   are tried against the others, so k needed members out of n cost about k·log(n/k)
///   trial solves instead of the n of trying each member in turn.
extension Solver {
    /// The multipliers phase one leaves: the symbols of a row over the final basis with
    /// their nonzero coefficients, by symbol.
    struct Certificate {
        var multipliers: [(symbol: Symbol, value: Double)] = []

        init() {}

        init(_ row: Row) {
            multipliers = row.cells.filter { !nearZero($0.coefficient) }.map { ($0.symbol, $0.coefficient) }
                .sorted { $0.symbol < $1.symbol }
        }

        var symbols: [Symbol] { multipliers.map(\.symbol) }

        /// No multiplier is so much smaller than the largest that it may be rounding residue
        /// of a zero: then the symbols are exactly the certificate's support.
        var isClear: Bool {
            let sizes = multipliers.map { abs($0.value) }
            guard let largest = sizes.max() else { return false }
            return sizes.allSatisfy { $0 >= largest * 1e-7 }
        }
    }

    func minimalConflict(for constraint: Constraint, certificate: Certificate) -> [Constraint] {
        let owners = owners(of: certificate.symbols)
        var candidates = inAddOrder(owners.filter { $0.isRequired })
        if Solver.isFeasible(candidates + [constraint]) {
            // Rounding can thin a certificate out; fall back to every required
            // constraint that shares variables with this one, directly or not.
            candidates = inAddOrder(requiredConstraints(connectedTo: constraint))
            if Solver.isFeasible(candidates + [constraint]) { return candidates }
        } else if certificate.isClear && candidates.count == certificate.multipliers.count
                    && candidates.count == owners.count
                    && ConstraintRank.of(candidates + [constraint]) == candidates.count {
            return candidates  // proved minimal by rank (each candidate owns one multiplier)
        }
        return Solver.quickXplain(background: [constraint], candidates: candidates)
    }

    /// A minimal subset of `candidates` that cannot hold together with `background`
    /// (which can hold by itself; with all of `candidates` it cannot), in add order.
    ///
    /// The earliest candidates are the ones left out when there is a choice: the subset is
    /// the one trying each candidate in turn, earliest first, and dropping it whenever the
    /// rest still conflict, would keep (the members of the later half are kept in the
    /// background while the earlier half is searched).
    static func quickXplain(background: [Constraint], candidates: [Constraint]) -> [Constraint] {
        Array(explain(background: background, candidates: candidates.reversed()[...], backgroundGrew: false).reversed())
    }

    /// Junker's QuickXplain on `candidates`, the ones to keep if possible first.
    private static func explain(background: [Constraint], candidates: ArraySlice<Constraint>,
                                backgroundGrew: Bool) -> [Constraint] {
        if backgroundGrew && !isFeasible(background) { return [] }
        if candidates.count <= 1 { return Array(candidates) }
        let middle = candidates.startIndex + candidates.count / 2
        let kept = candidates[..<middle], rest = candidates[middle...]
        let fromRest = explain(background: background + kept, candidates: rest, backgroundGrew: true)
        let fromKept = explain(background: background + fromRest, candidates: kept, backgroundGrew: !fromRest.isEmpty)
        return fromKept + fromRest
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
