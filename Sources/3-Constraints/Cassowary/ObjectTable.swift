/// A map from objects, by identity, to integers: a caller's variable to its symbol's id, a
/// constraint to the position of its record. The solver looks these up several times per
/// constraint added.
///
/// Not a `Dictionary`: the first dictionary keyed by a type of ours in a process makes its
/// storage's type at run time, and to do so looks up the key's `Hashable` conformance by
/// scanning every conformance the process holds: 125,000 of the 2 million instructions of
/// solving a 100-view chain, which is all most runs solve. This table is plain memory: open
/// addressing over the objects' addresses, at most half full, probing linearly and
/// shifting entries back on removal (as `CellIndex` does), with a multiplicative hash whose
/// high bits see every bit of the address. Addresses are not chosen by anyone who could
/// flood it, and nothing the solver decides depends on its order.
///
/// The caller keeps the objects alive while they are in the table (an address could
/// otherwise be reused by another object). Its stored properties are
/// `@exclusivity(unchecked)`, as `Tableau` explains.
final class ObjectTable {
    /// Addresses; 0 marks an empty slot.
    @exclusivity(unchecked) private var keys: UnsafeMutablePointer<UInt>
    @exclusivity(unchecked) private var values: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var mask: Int
    @exclusivity(unchecked) private var shift: Int
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        (keys, values, mask, shift) = Self.allocate(bits: 4)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    subscript(object: AnyObject) -> Int? {
        get {
            let slot = slot(of: Self.address(of: object))
            return keys[slot] == 0 ? nil : values[slot]
        }
        set {
            let key = Self.address(of: object)
            let slot = slot(of: key)
            if let newValue {
                if keys[slot] != 0 {
                    values[slot] = newValue
                } else {
                    keys[slot] = key
                    values[slot] = newValue
                    count += 1
                    if 2 * count > mask + 1 { grow() }
                }
            } else if keys[slot] != 0 {
                remove(at: slot)
            }
        }
    }

    /// Forgets every entry.
    func removeAll() {
        keys.update(repeating: 0, count: mask + 1)
        count = 0
    }

    // MARK: - Storage

    private static func address(of object: AnyObject) -> UInt { UInt(bitPattern: ObjectIdentifier(object)) }

    private static func allocate(bits: Int)
        -> (UnsafeMutablePointer<UInt>, UnsafeMutablePointer<Int>, Int, Int) {
        let keys = UnsafeMutablePointer<UInt>.allocate(capacity: 1 << bits)
        keys.initialize(repeating: 0, count: 1 << bits)
        let values = UnsafeMutablePointer<Int>.allocate(capacity: 1 << bits)
        return (keys, values, (1 << bits) - 1, 64 - bits)
    }

    /// The home slot of an address: the top bits of its product with the golden ratio.
    @inline(__always)
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> Int {
        var slot = home(of: key)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    private func grow() {
        let (oldKeys, oldValues, oldSize) = (keys, values, mask + 1)
        (keys, values, mask, shift) = Self.allocate(bits: 64 - shift + 1)
        for old in 0..<oldSize where oldKeys[old] != 0 {
            let slot = slot(of: oldKeys[old])
            keys[slot] = oldKeys[old]
            values[slot] = oldValues[old]
        }
        oldKeys.deallocate()
        oldValues.deallocate()
    }

    private func remove(at slot: Int) {
        var hole = slot
        var next = (hole + 1) & mask
        // Shift back each following entry of the probe run whose home is not between the
        // hole and its slot: otherwise a lookup would stop at the hole before reaching it.
        while keys[next] != 0 {
            let fromHome: Int = (next &- home(of: keys[next])) & mask
            let fromHole: Int = (next &- hole) & mask
            if fromHome >= fromHole {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        count -= 1
    }
}
