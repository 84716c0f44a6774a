/// The engine the pipeline solved a layout with (its system holds the views and the
/// constraints, its solver the tableau). Given to `LayoutPipeline.timedLayout`, it holds
/// the engine instead of letting it be freed when the pipeline returns.
///
/// For a command that exits right after printing the layout, freeing it is wasted work:
/// releasing a 10,000-view layout's constraints and solver rows one object at a time took
/// a sixth of `visual layout`'s time, mostly waiting on memory. Such a command keeps the
/// engine reachable to the end (from a global) and lets the process's exit return the
/// memory at once, as compilers do (clang's `-disable-free`). Anything that goes on working
/// (a test, `visual check`, a library user) simply does not pass one. A picture of a
/// document's layout passes one to solve the same engine again at another size
/// (`OpenSidePreview`) rather than build and solve the layout twice.
///
/// The syntax tree is not kept: it is freed before solving, which keeps the peak memory
/// lower than keeping it would (its memory is reused by the solver).
public final class KeptLayoutEngine: @unchecked Sendable {
    /// The engine that solved the layout.
    public internal(set) var engine: LayoutEngine?

    public init() {}
}
