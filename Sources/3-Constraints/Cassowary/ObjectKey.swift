/// A variable's or constraint's identity as a dictionary key, hashed cheaply: for the
/// tables off the hot path (edit variables, unsatisfied constraints, a rebuild's
/// suggestions). The lookups of every constraint added go to `ObjectTable`s.
///
/// `ObjectIdentifier`'s hash runs SipHash over the address. Addresses are not chosen by
/// anyone who could flood a table, so a multiplicative mix spreads them well enough (as
/// `Symbol`'s hash does its ids). Nothing the solver decides depends on these tables'
/// order.
struct ObjectKey: Hashable {
    let identifier: ObjectIdentifier

    init(_ object: AnyObject) { identifier = ObjectIdentifier(object) }

    static func == (a: ObjectKey, b: ObjectKey) -> Bool { a.identifier == b.identifier }
    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Buckets are taken from the low bits, and an address's lowest bits are always zero
    /// (alignment): the product's high half, where every address bit counts, is folded in.
    func _rawHashValue(seed: Int) -> Int {
        let product = UInt64(UInt(bitPattern: identifier)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product ^ (product >> 32)) ^ seed
    }
}
