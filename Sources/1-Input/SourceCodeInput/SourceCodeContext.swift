/// What source files read together share: the positional helpers they define, their
/// file-level numeric constants and their view classes. `visual scan` gathers them over every file it scans; a
/// command drawing several source files (`render` of a folder) gathers them the same way,
/// so that a layout calling a helper another file defines is drawn, not dropped.
public struct SourceCodeContext: Sendable, Equatable {
    /// Functions that bind their views as `v0`, `v1`, … (`addConstraintsWithFormat`).
    public var helpers: Set<String> = []
    /// File-level numeric constants a metric may name.
    public var constants: [String: Double] = [:]
    /// View classes a view may be made of: their superclasses and declared sizes.
    public var classes = CustomViewClasses()

    public init() {}

    /// What one read file defines, on its own.
    public init(_ file: ReadSourceFile) {
        add(file)
    }

    /// Adds what one read file defines.
    public mutating func add(_ file: ReadSourceFile) {
        helpers.formUnion(file.positionalHelpers)
        constants.merge(file.constants) { $1 }
        classes.merge(file.classes)
    }

    /// Adds what other files define together (a later file's constant wins, as in `add`).
    public mutating func merge(_ other: SourceCodeContext) {
        helpers.formUnion(other.helpers)
        constants.merge(other.constants) { $1 }
        classes.merge(other.classes)
    }
}
