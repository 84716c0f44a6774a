/// How the solver writes a coefficient or constant in descriptions and dumps: whole numbers
/// without a fraction (`8`, not `8.0`), others as Swift prints them. The solver keeps this
/// rule of its own so that it depends on no other module.
extension Double {
    var coefficientText: String {
        if isFinite, self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
