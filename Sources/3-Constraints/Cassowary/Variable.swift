/// An unknown of a constraint system, such as a view's left edge or width.
///
/// A variable is a reference: two variables with the same name are still two
/// unknowns. Its value lives in the ``Solver`` that solved it
/// (``Solver/value(of:)``), so one variable may take part in several solvers.
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    /// A name for people: diagnostics, ambiguity reports, debugging.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}
