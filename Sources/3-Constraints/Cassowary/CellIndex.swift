/// Where each symbol sits in a long row's cells: an open-addressing hash table of
/// positions, keyed by the symbol id of the cell each position holds.
///
/// A long row (an objective level weighs every error, a random dense system's rows hold
/// dozens of symbols) would otherwise be scanned for every cell it takes. The table
/// stores positions only (the cells themselves say which symbol is where), is at most
/// half full, probes linearly and, on removal, shifts later entries back instead of
/// leaving tombstones, so lookups never slow down as cells come and go. Symbol ids are
/// small dense integers chosen by the solver, so a multiplicative hash spreads them
/// (as `Symbol`'s own hash does).
///
/// The row owns the table's memory: `deallocate` frees it.
struct CellIndex {
    /// Position + 1 of a cell, or 0 for an empty slot.
    private var slots: UnsafeMutablePointer<Int32>
    /// Slots count − 1 (a power of two − 1).
    private var mask: Int
    private var shift: Int
    private var count = 0

    /// An index of the first `count` cells.
    init(_ cells: UnsafePointer<Cell>, count: Int) {
        (slots, mask, shift) = Self.allocate(for: count)
        for position in 0..<count { insert(cells[position].symbol.id, at: position, in: cells) }
    }

    func deallocate() { slots.deallocate() }

    /// Re-indexes the first `count` cells in a table with room for them (as it grows).
    private mutating func rebuild(_ cells: UnsafePointer<Cell>, count: Int) {
        slots.deallocate()
        self = CellIndex(cells, count: count)
    }

    /// A zeroed table with room for twice `count`, and the hash's shift for its size.
    private static func allocate(for count: Int) -> (UnsafeMutablePointer<Int32>, Int, Int) {
        var bits = 4
        while 1 << bits < 2 * Swift.max(count, 1) { bits += 1 }
        let slots = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << bits)
        slots.initialize(repeating: 0, count: 1 << bits)
        return (slots, (1 << bits) - 1, 64 - bits)
    }

    /// The home slot of a symbol id: the top bits of its product with the golden ratio.
    @inline(__always)
    private func home(of id: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot holding `id`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of id: Int, in cells: UnsafePointer<Cell>) -> Int {
        var slot = home(of: id)
        while slots[slot] != 0 && cells[Int(slots[slot]) - 1].symbol.id != id { slot = (slot + 1) & mask }
        return slot
    }

    func position(of id: Int, in cells: UnsafePointer<Cell>) -> Int? {
        let entry = slots[slot(of: id, in: cells)]
        return entry == 0 ? nil : Int(entry) - 1
    }

    /// Records that `cells[position]`, a symbol not in the table, holds `id`.
    mutating func insert(_ id: Int, at position: Int, in cells: UnsafePointer<Cell>) {
        if 2 * (count + 1) > mask + 1 {
            rebuild(cells, count: position + 1)  // every cell up to the new one
            return
        }
        slots[slot(of: id, in: cells)] = Int32(position + 1)
        count += 1
    }

    /// Records that `id`'s cell moved to `position` (the old position still holds it).
    func move(_ id: Int, to position: Int, in cells: UnsafePointer<Cell>) {
        slots[slot(of: id, in: cells)] = Int32(position + 1)
    }

    /// Forgets `id`, which the table holds; the cells must be as they were when indexed.
    mutating func remove(_ id: Int, in cells: UnsafePointer<Cell>) {
        var hole = slot(of: id, in: cells)
        var next = (hole + 1) & mask
        // Shift back each following entry of the probe run whose home is not between the
        // hole and its slot: otherwise a lookup would stop at the hole before reaching it.
        while slots[next] != 0 {
            let fromHome: Int = (next &- home(of: cells[Int(slots[next]) - 1].symbol.id)) & mask
            let fromHole: Int = (next &- hole) & mask
            if fromHome >= fromHole {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
        count -= 1
    }
}
