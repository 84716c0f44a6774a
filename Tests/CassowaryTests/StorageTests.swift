// The solver's own hash tables (a long row's `CellIndex`, the `ObjectTable` of variables
// and constraints) against a `Dictionary` doing the same random inserts, updates and
// removals: removal shifts entries back along their probe runs, and a mistake there loses
// an entry only when the table is crowded, which small systems rarely make it.
@testable import Cassowary
import SeededRandom
import Testing

@Suite struct StorageTests {
    /// Random cells into one row, far past the length at which it starts its index, with
    /// removals, cancellations to zero and re-inserts: every symbol reads back as the model says.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aLongRowFindsEveryCell(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let symbols = (0..<300).map { Symbol(id: $0 * 7, kind: .slack) }
        let row = Row()
        var model: [Symbol: Double] = [:]
        for step in 0..<20_000 {
            let symbol = random.pick(symbols)
            if random.chance(0.3), let old = model[symbol] {
                #expect(row.removeCoefficient(for: symbol) == old)
                model[symbol] = nil
            } else if random.chance(0.2), let old = model[symbol] {
                row.insert(symbol, -old)  // cancels exactly: the cell leaves
                model[symbol] = nil
            } else {
                let c = Double(random.int(1...9))
                row.insert(symbol, c)
                model[symbol, default: 0] += c
            }
            if step % 500 == 0 || step == 19_999 {
                #expect(row.count == model.count)
                for symbol in symbols { #expect(row.coefficient(for: symbol) == model[symbol] ?? 0) }
            }
        }
        let copy = row.copy()
        for symbol in symbols { #expect(copy.coefficient(for: symbol) == model[symbol] ?? 0) }
    }

    /// Objects in and out of a table at random, grown from empty far past its first size.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func anObjectTableAgreesWithADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let objects = (0..<2_000).map { Variable("v\($0)") }
        let table = ObjectTable()
        var model: [ObjectIdentifier: Int] = [:]
        for step in 0..<50_000 {
            let object = random.pick(objects)
            if random.chance(0.4) {
                table[object] = nil
                model[ObjectIdentifier(object)] = nil
            } else {
                let value = random.int(0...1_000_000)
                table[object] = value
                model[ObjectIdentifier(object)] = value
            }
            if step % 5_000 == 0 || step == 49_999 {
                #expect(table.count == model.count)
                for object in objects { #expect(table[object] == model[ObjectIdentifier(object)]) }
            }
        }
        table.removeAll()
        #expect(table.isEmpty)
        #expect(objects.allSatisfy { table[$0] == nil })
    }
}
