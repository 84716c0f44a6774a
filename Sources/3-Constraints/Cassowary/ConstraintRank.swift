/// The rank of constraints' coefficient rows: how many of them are linearly independent,
/// their variables' coefficients taken as vectors (constants and relations set aside).
///
/// It proves a conflict set minimal in one pass (see `minimalConflict`): when the
/// multipliers that combine n constraints into a contradiction are all nonzero and the n
/// rows have rank n - 1, that combination is the only one, so no part of the set is
/// contradictory on its own. Checking that by taking each member out costs n solves.
///
/// Sparse Gaussian elimination. The column held by the fewest rows is eliminated first, by
/// the shortest row holding it: a column held by one row alone (a view's width in a chain
/// of spacings) takes that row out and changes no other, so chains and trees of
/// constraints, the usual conflict sets, are eliminated without any fill-in, in linear time.
enum ConstraintRank {
    /// A sum that cancels to less than this fraction of its terms is a true zero.
    static let cancellation = 1e-9

    static func of(_ constraints: [Constraint]) -> Int {
        var columnOfVariable: [ObjectIdentifier: Int] = [:]
        var rows: [[Int: Double]] = []
        var holders: [Set<Int>] = []  // by column: the rows that hold it
        rows.reserveCapacity(constraints.count)
        for constraint in constraints {
            var row: [Int: Double] = [:]
            for term in constraint.expression.terms where !nearZero(term.coefficient) {
                let key = ObjectIdentifier(term.variable)
                let column = columnOfVariable[key] ?? holders.count
                if column == holders.count {
                    columnOfVariable[key] = column
                    holders.append([])
                }
                row[column, default: 0] += term.coefficient
            }
            for column in row.keys { holders[column].insert(rows.count) }
            rows.append(row)
        }

        var queue = MinHeap<Candidate>()
        for column in holders.indices { queue.push(Candidate(count: holders[column].count, column: column)) }
        var rank = 0
        while let next = queue.pop() {
            let column = next.column
            // Counts change as rows go: an entry whose count is not the column's is stale.
            guard next.count > 0, holders[column].count == next.count else { continue }
            let pivot = holders[column].min { (rows[$0].count, $0) < (rows[$1].count, $1) }!
            let pivotRow = rows[pivot]
            let others = holders[column].subtracting([pivot])
            rank += 1
            rows[pivot] = [:]
            for other in pivotRow.keys { holders[other].remove(pivot) }
            let pivotValue = pivotRow[column]!
            for other in others {
                let factor = rows[other][column]! / pivotValue
                for (cell, value) in pivotRow {
                    let subtracted = factor * value
                    let old = rows[other][cell] ?? 0
                    let updated = old - subtracted
                    if cell == column || abs(updated) <= cancellation * max(abs(old), abs(subtracted)) {
                        rows[other][cell] = nil
                        holders[cell].remove(other)
                    } else {
                        rows[other][cell] = updated
                        holders[cell].insert(other)
                    }
                }
            }
            for cell in pivotRow.keys where cell != column {
                queue.push(Candidate(count: holders[cell].count, column: cell))
            }
        }
        return rank
    }

    /// A column to eliminate: the fewest holders first, then the first column.
    private struct Candidate: Comparable {
        let count: Int
        let column: Int

        static func < (a: Candidate, b: Candidate) -> Bool { (a.count, a.column) < (b.count, b.column) }
    }
}
