/// Where each constraint in the tableau lives (its `Solver.Record`), by the constraint's
/// identity: an `ObjectTable` of slots into a list, rather than a dictionary (see
/// `ObjectTable` for why). The slot of a removed record is reused by the next one added.
/// Its stored properties are `@exclusivity(unchecked)`, as `Tableau` explains.
final class ConstraintRecords {
    private let slots = ObjectTable()
    @exclusivity(unchecked) private var list: [Solver.Record?] = []
    @exclusivity(unchecked) private var freeSlots: [Int] = []

    var isEmpty: Bool { slots.isEmpty }

    subscript(constraint: Constraint) -> Solver.Record? {
        guard let slot = slots[constraint] else { return nil }
        return list[slot]
    }

    /// Records `constraint`, which has no record yet.
    func insert(_ record: Solver.Record, for constraint: Constraint) {
        if let slot = freeSlots.popLast() {
            list[slot] = record
            slots[constraint] = slot
        } else {
            slots[constraint] = list.count
            list.append(record)
        }
    }

    @discardableResult
    func removeValue(for constraint: Constraint) -> Solver.Record? {
        guard let slot = slots[constraint] else { return nil }
        slots[constraint] = nil
        defer {
            list[slot] = nil
            freeSlots.append(slot)
        }
        return list[slot]
    }

    /// Every record, in no particular order.
    var values: [Solver.Record] { list.compactMap { $0 } }

    func removeAll() {
        slots.removeAll()
        list = []
        freeSlots = []
    }
}
