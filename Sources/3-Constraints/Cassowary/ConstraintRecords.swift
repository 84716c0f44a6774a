/// Where each constraint in the tableau lives (its `Solver.Record`), by the constraint's
/// identity: an `ObjectTable` of positions in a list, rather than a dictionary (see
/// `ObjectTable` for why). Removing a record moves the last one into its place.
/// Its stored properties are `@exclusivity(unchecked)`, as `Tableau` explains.
final class ConstraintRecords {
    private let positions = ObjectTable()
    @exclusivity(unchecked) private var list: [Solver.Record] = []

    var isEmpty: Bool { list.isEmpty }

    subscript(constraint: Constraint) -> Solver.Record? {
        guard let position = positions[constraint] else { return nil }
        return list[position]
    }

    /// Records `constraint`, which has no record yet.
    func insert(_ record: Solver.Record, for constraint: Constraint) {
        positions[constraint] = list.count
        list.append(record)
    }

    @discardableResult
    func removeValue(for constraint: Constraint) -> Solver.Record? {
        guard let position = positions[constraint] else { return nil }
        positions[constraint] = nil
        let record = list[position]
        let last = list.removeLast()
        if position < list.count {
            list[position] = last
            positions[last.constraint] = position
        }
        return record
    }

    /// Every record, in no particular order.
    var values: [Solver.Record] { list }

    func removeAll() {
        positions.removeAll()
        list = []
    }
}
