import Foundation
import Geometry
import LayoutChanges
import VisualLayout
import VisualSyntax

/// What the layout layer of a golden compares: the canvas, each view's frame and parent,
/// and the warnings (reported when they change, never a failure on their own).
///
/// It is read from the golden `.json` (the JSON of `visual layout`) and made from a fresh
/// layout, so both sides of a comparison have the same shape whatever wrote them.
public struct LayoutSnapshot: Equatable, Sendable, Codable {
    /// The canvas and each view's frame and parent, in the change finder's own shape (the
    /// fields the layout layer compares, read from a golden's `views` under the same names).
    public var framed: FramedLayout
    /// Each warning as `line:column: message` (or just the message when it has no place).
    public var warnings: [String]

    public init(canvasWidth: Double, canvasHeight: Double, views: [FramedLayout.View], warnings: [String]) {
        framed = FramedLayout(canvasWidth: canvasWidth, canvasHeight: canvasHeight, views: views)
        self.warnings = warnings
    }

    /// The snapshot of a solved layout.
    public init(_ tree: LayoutTree) {
        framed = FramedLayout(canvasWidth: tree.canvasWidth, canvasHeight: tree.canvasHeight, views: tree.views.map {
            FramedLayout.View(name: $0.name, parent: $0.parent, frame: Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height))
        })
        warnings = tree.diagnostics.cappedPerKind().map { diagnostic in  // as the JSON lists them
            guard let location = diagnostic.location else { return diagnostic.message }
            return "\(location.line):\(location.column): \(diagnostic.message)"
        }
    }

    /// Reads a golden written by `LayoutOutput.json` (see `GoldenRecord`). Throws
    /// `GoldenError.unreadable` with what is wrong when the file is not such JSON (a corrupt
    /// or hand-edited golden).
    public init(json data: Data, path: String) throws(GoldenError) {
        self = try GoldenRecord(json: data, path: path).layout.get()
    }

    /// The snapshot of a golden's decoded fields.
    init(_ golden: LayoutFields) {
        framed = FramedLayout(canvasWidth: golden.canvas.width, canvasHeight: golden.canvas.height, views: golden.views)
        warnings = (golden.diagnostics ?? []).map { diagnostic in
            guard let line = diagnostic.line, let column = diagnostic.column else { return diagnostic.message }
            return "\(line):\(column): \(diagnostic.message)"
        }
    }

    /// The snapshot without the views of these names and the views inside them
    /// (`--mask-layout`): a masked container's box is hatched whole, and a child left
    /// behind would name a parent that is gone.
    public func without(_ names: Set<String>) -> LayoutSnapshot {
        guard !names.isEmpty else { return self }
        var removed = names
        var grew = true
        while grew {
            grew = false
            for view in framed.views where !removed.contains(view.name) && view.parent.map(removed.contains) == true {
                removed.insert(view.name)
                grew = true
            }
        }
        var copy = self
        copy.framed.views.removeAll { removed.contains($0.name) }
        return copy
    }
}
